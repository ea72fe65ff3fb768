/**
 * What a guest asked for before signing in (favorite a job, apply to it, save a search, add a job
 * package to the cart). Signing in and registering reload the page (core 2), so the wish is kept in
 * sessionStorage and finished by the page once it loads signed in. Unfavorite is a member's click whose session ended elsewhere. It lasts a short while and belongs to the tab it was made in.
 */
export type PendingActionKind = 'favorite' | 'unfavorite' | 'apply';

export interface PendingJobAction {
  kind: PendingActionKind;
  jobId: number;
}

/** "Save this search": the search's query string and the name the guest typed (maybe none yet). */
export interface PendingSearchSave {
  kind: 'save-search';
  query: string;
  name: string;
}

/**
 * ADD TO CART on a job package (core 2: the pricing list). The pick is also in the spec's guest
 * cookie, which the cart page reads after a sign-in elsewhere (another tab, an emailed link);
 * `cookie` names it, so that dropping the wish expires it too.
 */
export interface PendingPackagePick {
  kind: 'add-package';
  packageId: number;
  cookie: string;
}

export type PendingAction = PendingJobAction | PendingSearchSave | PendingPackagePick;

const KEY = 'gfj:after-sign-in';
/** Long enough to register and come back; short enough not to surprise a later visit. */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off; the guest then signs in and clicks again.
    return null;
  }
}

export function rememberPendingAction(action: PendingAction, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ ...action, at: now }));
}

/** The guest gave up (closed the sign-in modal): the wish, and a package pick's cookie, go. */
export function clearPendingAction(now = Date.now()): void {
  const store = storage();
  const saved = store ? readPendingAction(store, now) : undefined;
  if (saved?.kind === 'add-package' && /^[A-Za-z0-9_-]+$/.test(saved.cookie)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec's guest cookie, set by the button
    document.cookie = `${saved.cookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
  store?.removeItem(KEY);
}

/** The waiting action if it is still fresh (a stale or unreadable one is forgotten). */
function readPendingAction(store: Storage, now: number): (PendingAction & { at: number }) | undefined {
  const raw = store.getItem(KEY);
  if (!raw) return undefined;
  let saved: Partial<PendingAction & { at: number }>;
  try {
    saved = JSON.parse(raw) as Partial<PendingAction & { at: number }>;
  } catch {
    store.removeItem(KEY);
    return undefined;
  }
  if (typeof saved.at !== 'number' || now - saved.at > PENDING_ACTION_TTL_MS) {
    store.removeItem(KEY);
    return undefined;
  }
  return saved as PendingAction & { at: number };
}

/** True (and forgotten) when this very action is waiting and still fresh. */
export function takePendingAction(action: PendingJobAction, now = Date.now()): boolean {
  const store = storage();
  const saved = store ? readPendingAction(store, now) : undefined;
  if (!store || !saved || saved.kind === 'save-search' || saved.kind === 'add-package') return false;
  if (saved.kind !== action.kind || saved.jobId !== action.jobId) return false;
  store.removeItem(KEY);
  return true;
}

/**
 * The name a guest gave this search before signing in ('' when they had typed none), forgotten
 * once taken; undefined when no save of this very search is waiting.
 */
export function takePendingSearchSave(query: string, now = Date.now()): string | undefined {
  const store = storage();
  const saved = store ? readPendingAction(store, now) : undefined;
  if (!store || saved?.kind !== 'save-search' || saved.query !== query) return undefined;
  store.removeItem(KEY);
  return typeof saved.name === 'string' ? saved.name : '';
}

/** True (and forgotten) when a guest's ADD TO CART of this very package is waiting and still fresh. */
export function takePendingPackagePick(packageId: number, now = Date.now()): boolean {
  const store = storage();
  const saved = store ? readPendingAction(store, now) : undefined;
  if (!store || saved?.kind !== 'add-package' || saved.packageId !== packageId) return false;
  store.removeItem(KEY);
  return true;
}
