import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Where the focus goes after a client-side navigation (decision 073). A followed link leaves the
 * browser's focus on a link that is gone (so on <body>) or on a header link that stays: a keyboard
 * or screen-reader user would start again from the top, or hear nothing of the new page.
 *
 * - A new page (the pathname changed): the focus moves to the element the address's #hash names,
 *   else to the page's h1 (made focusable by script for as long as it has the focus, as GOV.UK
 *   Frontend's setFocus does), else to <main>; Back and Forward return it to the link that was
 *   followed from that page, where scroll restoration has put it back in view. Focus that the new
 *   page put somewhere itself (a field's autofocus, an alert, a modal) stays. The new title is
 *   announced in a polite live region.
 * - The same page with other search parameters or hash (filters, sort, tabs, the skip link): the
 *   page's own control keeps the focus, unless the link asked for a landing place in its state
 *   (`arrivalFocus`: a page of results lands on its count) or the control vanished.
 * Focus by script never scrolls: the scroll is ScrollRestoration's (top, #hash or restored).
 */

const STATE_KEY = 'gfjArrivalFocus';
export const ROUTE_ANNOUNCER_ID = 'route-announcer';

/**
 * A link's `state` asking for the focus to land on the element with this id after the navigation
 * (on the page's h1 when there is none), even when only the search parameters change.
 */
export function arrivalFocus(targetId?: string): Record<string, string> {
  return { [STATE_KEY]: targetId ?? '' };
}

function askedArrival(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const target = (state as Record<string, unknown>)[STATE_KEY];
  return typeof target === 'string' ? target : undefined;
}

/** A link followed from a page: found again by its href (and which of the same href it was). */
interface LeftLink {
  href: string;
  index: number;
}

function linksTo(href: string): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.getAttribute('href') === href,
  );
}

function describeLink(element: Element | null): LeftLink | undefined {
  const link = element?.closest('a[href]');
  const href = link?.getAttribute('href');
  if (!link || !href) return undefined;
  return { href, index: Math.max(0, linksTo(href).indexOf(link as HTMLAnchorElement)) };
}

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable]';

/** Focuses an element, making it focusable by script for as long as it keeps the focus. */
function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && !element.matches(NATIVELY_FOCUSABLE)) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1');
}

function elementOfHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The focus is where the new page put it: inside its content or an open modal, not left over. */
function isPlacedByPage(active: Element | null, leftOver: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || active === leftOver || active === main) return false;
  return main.contains(active) || active.closest('[role="dialog"], [role="alertdialog"], dialog') !== null;
}

function isFocusLost(active: Element | null): boolean {
  return active === null || active === document.body || !active.isConnected;
}

export function NavigationFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  // The location whose page is on screen, and the links followed away from earlier entries.
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const leftLinks = useRef(new Map<string, LeftLink>());
  // What had the focus as the navigation began: read while rendering the new location, when the
  // old page is still in the document.
  const departure = useRef<{ key: string; focused: Element | null } | null>(null);
  if (
    typeof document !== 'undefined' &&
    shown.current !== null &&
    shown.current.key !== location.key &&
    departure.current?.key !== location.key
  ) {
    departure.current = { key: location.key, focused: document.activeElement };
    const left = describeLink(document.activeElement);
    if (left) leftLinks.current.set(shown.current.key, left);
  }

  useEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pathname: location.pathname };
    // The first page is the browser's own: focus at the top, its title read as it loads.
    if (before === null || before.key === location.key) return;
    const main = document.getElementById('main');
    if (!main) return;
    const leftOver = departure.current?.key === location.key ? departure.current.focused : null;
    const active = document.activeElement;
    const asked = askedArrival(location.state);

    if (before.pathname === location.pathname) {
      if (asked !== undefined) {
        const target = (asked ? document.getElementById(asked) : null) ?? pageHeading(main) ?? main;
        focusWithoutScrolling(target);
      } else if (isFocusLost(active)) {
        focusWithoutScrolling(pageHeading(main) ?? main);
      }
      return;
    }

    if (!isPlacedByPage(active, leftOver, main)) {
      const left = navigationType === 'POP' ? leftLinks.current.get(location.key) : undefined;
      const returnTo = left ? (linksTo(left.href)[left.index] ?? linksTo(left.href)[0]) : undefined;
      const target =
        returnTo ??
        elementOfHash(location.hash) ??
        (asked ? document.getElementById(asked) : null) ??
        pageHeading(main) ??
        main;
      focusWithoutScrolling(target);
    }
    // Emptied first, so the same title twice in a row is still spoken.
    setAnnouncement('');
    const timer = window.setTimeout(() => setAnnouncement(document.title), 100);
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname, location.hash, location.state, navigationType]);

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
