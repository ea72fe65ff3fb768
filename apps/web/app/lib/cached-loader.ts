import { QUERY_CACHE_MS } from '@gfj/contracts/operations';
import { browserUserId } from '../features/auth/app-state.tsx';

// Route loaders and changes go through the browser's query cache with these two functions; the
// cache itself (TanStack Query) loads with the first of them, so no page's first load carries it.

export interface CachedLoad<T> {
  queryKey: readonly unknown[];
  /** Asks the server (a route's `serverLoader`, usually). */
  load: () => Promise<T>;
  /** Stale and garbage-collection time (the spec's 10 minutes unless it gives another). */
  keepMs?: number;
  /** False for data that must not reach browser storage (it carries a CSRF token). */
  persist?: boolean;
}

/** The cached answer while it is fresh, else the server's (then kept for the next time). */
export async function loadCached<T>({
  queryKey,
  load,
  keepMs = QUERY_CACHE_MS.default,
  persist = true,
}: CachedLoad<T>): Promise<T> {
  const { queryClientFor } = await import('./query-client.ts');
  const queryClient = await queryClientFor(browserUserId());
  return queryClient.fetchQuery({
    queryKey,
    queryFn: load,
    staleTime: keepMs,
    gcTime: keepMs,
    meta: { persist },
  });
}

/**
 * A public content page's data on client navigations (its address is the key): kept the spec's 10
 * minutes, or its own time (24 hours for blog lists). The first load is always server-rendered.
 */
export function loadPageCached<T>(
  request: Request,
  serverLoader: () => Promise<T>,
  keepMs: number = QUERY_CACHE_MS.default,
): Promise<T> {
  const url = new URL(request.url);
  return loadCached({ queryKey: ['page', url.pathname, url.search], load: serverLoader, keepMs });
}

/** Marks everything under these keys stale (in memory and in storage): the next load asks the server. */
export async function invalidateCached(...queryKeys: (readonly unknown[])[]): Promise<void> {
  const { queryClientFor } = await import('./query-client.ts');
  const queryClient = await queryClientFor(browserUserId());
  await Promise.all(
    queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
}
