// Where the focus lands after a client-side navigation (decision 073); loaded by
// navigation-focus.tsx at the first one, so no page's first load carries it.

/** What the navigation that just ended leaves to decide. */
export interface Arrival {
  /** The pathname changed: a new page, not the same page with other search parameters or hash. */
  isNewPage: boolean;
  hash: string;
  /** The followed link's `state`, which may ask for a landing place (`arrivalFocus`). */
  state: unknown;
  /** What had the focus as the navigation began (the followed link, say). */
  leftOver: Element | null;
  /** Back or Forward to a page a link was followed from: that link's href. */
  returnTo: string | undefined;
}

export const ARRIVAL_STATE_KEY = 'gfjArrivalFocus';

function askedTarget(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const target = (state as Record<string, unknown>)[ARRIVAL_STATE_KEY];
  return typeof target === 'string' ? target : undefined;
}

const NATIVELY_FOCUSABLE = 'a[href], button, input, select, textarea, summary, iframe, [contenteditable]';

/**
 * Focuses an element without scrolling (the scroll is ScrollRestoration's), making it focusable by
 * script for as long as it keeps the focus, as GOV.UK Frontend's setFocus does.
 */
function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && !element.matches(NATIVELY_FOCUSABLE)) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

function byId(id: string): HTMLElement | null {
  try {
    return id ? document.getElementById(decodeURIComponent(id)) : null;
  } catch {
    return null;
  }
}

/** The link followed from this page, back in view where scroll restoration put it. */
function linkTo(href: string | undefined, main: HTMLElement): HTMLElement | null {
  if (!href) return null;
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.getAttribute('href') === href,
  );
  return links.find((link) => main.contains(link)) ?? links[0] ?? null;
}

/** The focus is where the new page put it: inside its content or an open modal, not left over. */
function isPlacedByPage(active: Element | null, leftOver: Element | null, main: HTMLElement): boolean {
  if (!active || active === document.body || active === leftOver || active === main) return false;
  return main.contains(active) || active.closest('[role="dialog"], [role="alertdialog"], dialog') !== null;
}

export function placeFocus({ isNewPage, hash, state, leftOver, returnTo }: Arrival): void {
  const main = document.getElementById('main');
  if (!main) return;
  const active = document.activeElement;
  const asked = askedTarget(state);
  const heading = () => main.querySelector<HTMLElement>('h1') ?? main;
  if (!isNewPage) {
    // The page's own control keeps the focus, unless the link asked for a place or the control is gone.
    if (asked !== undefined) focusWithoutScrolling(byId(asked) ?? heading());
    else if (active === null || active === document.body || !active.isConnected)
      focusWithoutScrolling(heading());
    return;
  }
  if (isPlacedByPage(active, leftOver, main)) return;
  focusWithoutScrolling(linkTo(returnTo, main) ?? byId(hash.slice(1)) ?? byId(asked ?? '') ?? heading());
}
