import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server, in a browser without JavaScript and until hydration: what JavaScript would
 * show on demand (the posting form's pay amounts and country, the account page's closed sections)
 * is all in the page then, and controls that need a script give way to plain form posts. A
 * component mounted after hydration (a list row that comes back, a page reached by the client
 * router) is true from its first render, so it never shows the version without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
