import { QUERY_CACHE_MS } from '@gfj/contracts/operations';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { persistQueryClient } from '@tanstack/query-persist-client-core';
import { QueryClient } from '@tanstack/react-query';
import { queryStorageKey } from './query-storage.ts';

// The browser's query cache (TanStack Query): one client per browser page life and visitor,
// persisted in localStorage. Loaded on first use (a client navigation, a change to invalidate),
// never on a page's first load.

/** A synchronous-storage persister: writes coalesced to one per task. */
function localStoragePersister(key: string): Persister & { stop(): void } {
  let pending: PersistedClient | undefined;
  let scheduled = false;
  let stopped = false;
  const write = () => {
    scheduled = false;
    if (stopped || !pending) return;
    try {
      window.localStorage.setItem(key, JSON.stringify(pending));
    } catch {
      // Full or disabled storage: the cache still works for this page.
    }
  };
  return {
    persistClient(client) {
      pending = client;
      if (!scheduled) {
        scheduled = true;
        setTimeout(write, 0);
      }
    },
    restoreClient() {
      try {
        const text = window.localStorage.getItem(key);
        return text ? (JSON.parse(text) as PersistedClient) : undefined;
      } catch {
        return undefined;
      }
    },
    removeClient() {
      try {
        window.localStorage.removeItem(key);
      } catch {
        // nothing stored
      }
    },
    stop() {
      stopped = true;
    },
  };
}

/**
 * What a deploy changes: the loaders' data may change shape, so a cache written by another build
 * is dropped rather than shown.
 */
function buildVersion(): string {
  const manifest = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest;
  return manifest?.version ?? 'development';
}

interface VisitorClient {
  userId: number | null;
  queryClient: QueryClient;
  restored: Promise<void>;
  stop(): void;
}

let current: VisitorClient | undefined;

function createVisitorClient(userId: number | null): VisitorClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_CACHE_MS.default,
        gcTime: QUERY_CACHE_MS.default,
        refetchOnWindowFocus: false,
        retry: false,
      },
    },
  });
  const persister = localStoragePersister(queryStorageKey(userId));
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    // The longest garbage-collection time any query has (blog lists, 24 hours).
    maxAge: QUERY_CACHE_MS.blog,
    buster: buildVersion(),
    dehydrateOptions: {
      // Only answers, and only those that may be kept (the app state holds a CSRF token).
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    },
  });
  return {
    userId,
    queryClient,
    restored: restored.catch(() => undefined),
    stop() {
      unsubscribe();
      persister.stop();
    },
  };
}

/** The query client of this visitor, restored from storage before it answers. */
export async function queryClientFor(userId: number | null): Promise<QueryClient> {
  if (current?.userId !== userId) {
    current?.stop();
    current?.queryClient.clear();
    current = createVisitorClient(userId);
  }
  await current.restored;
  return current.queryClient;
}

/** Stops writing to storage (signing out: the store is being removed). */
export function stopPersisting(): void {
  current?.stop();
}
