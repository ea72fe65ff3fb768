/**
 * What a guest asked for before signing in (favorite a job, apply to it). Signing in and
 * registering reload the page (core 2), so the wish is kept in sessionStorage and finished by the
 * page once it loads signed in. It lasts a short while and belongs to the tab it was made in.
 */
export type PendingActionKind = 'favorite' | 'apply';

export interface PendingAction {
  kind: PendingActionKind;
  jobId: number;
}

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

export function clearPendingAction(): void {
  storage()?.removeItem(KEY);
}

/** True (and forgotten) when this very action is waiting and still fresh. */
export function takePendingAction(action: PendingAction, now = Date.now()): boolean {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!store || !raw) return false;
  let saved: Partial<PendingAction & { at: number }>;
  try {
    saved = JSON.parse(raw) as Partial<PendingAction & { at: number }>;
  } catch {
    store.removeItem(KEY);
    return false;
  }
  if (typeof saved.at !== 'number' || now - saved.at > PENDING_ACTION_TTL_MS) {
    store.removeItem(KEY);
    return false;
  }
  if (saved.kind !== action.kind || saved.jobId !== action.jobId) return false;
  store.removeItem(KEY);
  return true;
}
