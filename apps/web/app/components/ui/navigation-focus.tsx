import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where the focus goes after a client-side navigation (decision 073). A followed link leaves the
 * browser's focus on a link that is gone (so on <body>) or on a header link that stays: a keyboard
 * or screen-reader user would start again from the top, or hear nothing of the new page.
 *
 * - A new page (the pathname changed): the focus moves to the element the address's #hash names,
 *   else to the page's h1, else to <main>; Back and Forward return it to the link that was
 *   followed from that page. Focus that the new page put somewhere itself (a field's autofocus, an
 *   alert, a modal) stays. The new title is announced in a polite live region.
 * - The same page with other search parameters or hash (filters, sort, tabs, the skip link): the
 *   page's own control keeps the focus, unless the link asked for a landing place in its state
 *   (`arrivalFocus`: a page of results lands on its count) or the control vanished.
 * The deciding code (navigation-arrival.ts) loads at the first navigation.
 */

export const ROUTE_ANNOUNCER_ID = 'route-announcer';

let arrivalModule: Promise<typeof import('./navigation-arrival.ts')> | undefined;
const loadArrival = () => {
  arrivalModule ??= import('./navigation-arrival.ts');
  return arrivalModule;
};

/**
 * A link's `state` asking for the focus to land on the element with this id after the navigation
 * (on the page's h1 when there is none), even when only the search parameters change.
 */
export function arrivalFocus(targetId?: string): Record<string, string> {
  // navigation-arrival.ts reads this key (ARRIVAL_STATE_KEY); spelled here so links need not load it.
  return { gfjArrivalFocus: targetId ?? '' };
}

export function NavigationFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  // The location whose page is on screen, and the links followed away from earlier entries.
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const leftLinks = useRef(new Map<string, string>());
  // What had the focus as the navigation began: read while rendering the new location, when the
  // old page is still in the document.
  const departure = useRef<{ key: string; focused: Element | null } | null>(null);
  if (
    typeof document !== 'undefined' &&
    shown.current !== null &&
    shown.current.key !== location.key &&
    departure.current?.key !== location.key
  ) {
    const focused = document.activeElement;
    departure.current = { key: location.key, focused };
    const href = focused?.closest('a[href]')?.getAttribute('href');
    if (href) leftLinks.current.set(shown.current.key, href);
    void loadArrival();
  }

  useEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    // The first page is the browser's own: focus at the top, its title read as it loads.
    if (before === null || before.key === location.key) return;
    const isNewPage = before.pathname !== location.pathname;
    const arrival = {
      isNewPage,
      hash: location.hash,
      state: location.state,
      leftOver: departure.current?.key === location.key ? departure.current.focused : null,
      returnTo: navigationType === 'POP' ? leftLinks.current.get(location.key) : undefined,
    };
    let isCurrent = true;
    void loadArrival().then(({ placeFocus }) => {
      if (isCurrent) placeFocus(arrival);
    });
    let timer: number | undefined;
    if (isNewPage) {
      // Emptied first, so the same title twice in a row is still spoken.
      setAnnouncement('');
      timer = window.setTimeout(() => setAnnouncement(document.title), 100);
    }
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [location, navigationType]);

  return (
    <div
      id={ROUTE_ANNOUNCER_ID}
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {announcement}
    </div>
  );
}
