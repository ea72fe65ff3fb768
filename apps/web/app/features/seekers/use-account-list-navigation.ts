import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import {
  type AccountList,
  afterFollowChange,
  afterListingChange,
  afterSavedSearchChange,
} from '../account/account.queries.ts';
import { useAppState } from '../auth/app-state.tsx';

/** What each list lets go of: its own cached pages and the account menu's counts. */
const AFTER_CHANGE: Record<AccountList, (userId: number) => Promise<void>> = {
  follows: afterFollowChange,
  'saved-searches': afterSavedSearchChange,
  posters: afterListingChange,
};

/** Lets go of a list's cached pages and the counts after a change the server accepted. */
export function useForgetCachedList(list: AccountList): () => Promise<void> {
  const { userId } = useAppState();
  return useCallback(async () => {
    if (userId === null) return;
    await AFTER_CHANGE[list](userId);
  }, [list, userId]);
}

/**
 * Page links, the step back when a page empties, and the refill after an accepted change (the
 * list's cached pages and the counts are let go of first, so the server is asked).
 */
export function useAccountListNavigation(list: AccountList) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const forgetCached = useForgetCachedList(list);
  const hrefFor = useCallback(
    (page: number) => (page > 1 ? `${pathname}?page=${page}` : pathname),
    [pathname],
  );
  const onPageEmptied = useCallback(
    (page: number) => void forgetCached().finally(() => navigate(hrefFor(page))),
    [forgetCached, navigate, hrefFor],
  );
  const onSettled = useCallback(
    () => void forgetCached().finally(() => revalidator.revalidate()),
    [forgetCached, revalidator],
  );
  return { hrefFor, onPageEmptied, onSettled };
}

/**
 * A change posted to the page's action (before hydration) went round the browser's cached pages:
 * they are let go of, so a later visit by the client router does not bring the old list back.
 */
export function useForgetPostedChange(list: AccountList, actionData: unknown): void {
  const forgetCached = useForgetCachedList(list);
  useEffect(() => {
    if (actionData) void forgetCached();
  }, [actionData, forgetCached]);
}
