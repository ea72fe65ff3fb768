import { useEffect, useState } from 'react';

/**
 * False on the server and in a browser without JavaScript: fields that JavaScript would show on
 * demand (pay amounts, the country) are all shown then, so a plain form post can fill them.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}
