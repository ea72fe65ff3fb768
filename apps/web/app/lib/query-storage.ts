// The browser storage of the query cache (lib/query-client.ts), kept apart so that signing out and
// the start of every page can clear it without loading the cache itself.

const PREFIX = 'gfj-query-cache:';

/** One store per visitor: a user's cached lists never show to the next person at the keyboard. */
export function queryStorageKey(userId: number | null): string {
  return `${PREFIX}${userId === null ? 'guest' : `user-${userId}`}`;
}

/** Removes every stored query cache except `keep`'s (all of them without it). */
export function forgetQueryCaches(keep?: string): void {
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    return; // storage disabled: nothing was kept
  }
  for (const key of Object.keys(storage)) {
    if (key.startsWith(PREFIX) && key !== keep) storage.removeItem(key);
  }
}
