import { useEffect, useState } from 'react';

/**
 * False on the server, in a browser without JavaScript and until hydration: what JavaScript would
 * show on demand (the posting form's pay amounts and country, the account page's closed sections)
 * is all in the page then, and controls that need a script give way to plain form posts.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}
