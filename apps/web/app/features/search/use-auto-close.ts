import { useCallback, useEffect, useRef } from 'react';

/** core 9: the navigation search closes 10 s after the mouse leaves it. */
export const AUTO_CLOSE_MS = 10_000;

/**
 * A timer that calls `onClose` `delay` ms after the mouse leaves; entering again cancels it.
 * Disabled (e.g. on /search, where the bar stays open) it never fires.
 */
export function useAutoClose(
  onClose: () => void,
  { enabled, delay = AUTO_CLOSE_MS }: { enabled: boolean; delay?: number },
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const onMouseLeave = useCallback(() => {
    cancel();
    if (!enabled) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latestClose.current();
    }, delay);
  }, [cancel, delay, enabled]);

  useEffect(() => {
    if (!enabled) cancel();
    return cancel;
  }, [cancel, enabled]);

  return { onMouseEnter: cancel, onMouseLeave, cancel };
}
