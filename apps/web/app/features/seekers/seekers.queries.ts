import { loadCached } from '../../lib/cached-loader.ts';
import { type AccountList, accountKeys } from '../account/account.queries.ts';
import { browserUserId } from '../auth/app-state.tsx';

/** The page number from `?page=`, 1 when missing or nonsense. */
export function readPage(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * The account lists in the browser (favorites, saved searches, listings): each page through the
 * query cache under the user's key, so going back to a page seen in the last 10 minutes asks
 * nothing. A guest goes to the server, which sends them to sign in.
 */
export function loadAccountListCached<T>(
  list: AccountList,
  request: Request,
  serverLoader: () => Promise<T>,
): Promise<T> {
  const userId = browserUserId();
  if (userId === null) return serverLoader();
  const page = readPage(new URL(request.url));
  return loadCached({ queryKey: accountKeys.list(userId, list, page), load: serverLoader });
}
