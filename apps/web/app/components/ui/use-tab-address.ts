import { useCallback, useState } from 'react';

/**
 * A tab set whose selection is also the page's address (`?tab=`), so a chosen tab can be copied,
 * bookmarked and reloaded. Choosing a tab replaces the address in place: no navigation, no loader
 * (the page's data is the same for every tab) and no new history entry. React Router's own entry
 * state is kept, so Back and scroll restoration work as before.
 */
export function useTabAddress<T extends string>(
  initial: T,
  addressOf: (tab: T) => string,
): [T, (tab: T) => void] {
  const [tab, setTab] = useState(initial);
  const select = useCallback(
    (next: T) => {
      setTab(next);
      window.history.replaceState(window.history.state, '', addressOf(next));
    },
    [addressOf],
  );
  return [tab, select];
}
