import { invalidateCached, loadCached } from '../../lib/cached-loader.ts';
import { browserUserId } from '../auth/app-state.tsx';

/**
 * The query keys of a user's own data (My Account): everything under `['account', userId]`, so a
 * user's data is never shared with another's and can be let go of at once.
 */
export const accountKeys = {
  all: (userId: number) => ['account', userId] as const,
  /** The root loader's app state: session, CSRF token and the account menu's counts. */
  appState: (userId: number) => ['account', userId, 'app-state'] as const,
  /** One list (favorites, saved searches), all pages or one. */
  list: (userId: number, list: AccountList, page?: number) =>
    page === undefined ? (['account', userId, list] as const) : (['account', userId, list, page] as const),
};

export type AccountList = 'follows' | 'saved-searches' | 'posters';

/** Set when a form was submitted: an action may have changed the app state. */
let isAppStateDirty = false;

/** The root's `shouldRevalidate` calls this for submissions (actions), before the loaders run. */
export function noteSubmission(): void {
  isAppStateDirty = true;
}

/**
 * The root loader in the browser: a signed-in visitor's app state (with the counters) comes from
 * the query cache, kept 10 minutes in memory only (it carries the CSRF token, so it never goes to
 * storage), and is asked again after a change to what it counts or a form submission. Guests get
 * the server's every time (there is nothing of theirs to count).
 */
export async function loadAppStateCached<T>(serverLoader: () => Promise<T>): Promise<T> {
  const userId = browserUserId();
  if (userId === null) return serverLoader();
  if (isAppStateDirty) {
    isAppStateDirty = false;
    await invalidateCached(accountKeys.appState(userId));
  }
  return loadCached({ queryKey: accountKeys.appState(userId), load: serverLoader, persist: false });
}

/** A follow was added or removed: the favorites lists and the counters change. */
export function afterFollowChange(userId: number): Promise<void> {
  return invalidateCached(accountKeys.list(userId, 'follows'), accountKeys.appState(userId));
}

/** A listing was marked filled or unfilled, or deleted: the dashboard's pages and the counters change. */
export function afterListingChange(userId: number): Promise<void> {
  return invalidateCached(accountKeys.list(userId, 'posters'), accountKeys.appState(userId));
}

/**
 * An order was paid: the account menu's counts (packages, listings) and the dashboard's pages
 * change (the menu said "Job Packages 2" after a third was bought, until a reload).
 */
export function afterPurchase(userId: number): Promise<void> {
  return invalidateCached(accountKeys.list(userId, 'posters'), accountKeys.appState(userId));
}

/** A listing's statistics over a range (the dashboard's panel). */
export const jobStatsKey = (userId: number, jobId: number, fromDate: string, toDate: string) =>
  ['account', userId, 'job-stats', jobId, fromDate, toDate] as const;

/** A saved search was added, switched or removed: its lists and the counters change. */
export function afterSavedSearchChange(userId: number): Promise<void> {
  return invalidateCached(accountKeys.list(userId, 'saved-searches'), accountKeys.appState(userId));
}
