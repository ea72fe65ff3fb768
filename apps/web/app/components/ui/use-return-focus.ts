import { useCallback, useEffect, useRef } from 'react';
import { restoreFocus } from './modal-signals.ts';

/**
 * Dialogs return focus to the control that opened them (quality bars). Radix cannot when the
 * dialog mounts after a lazy load (it has no trigger to return to), so the opener is remembered
 * with the returned `remember(element?)` (the given element, else the focused one) and focused
 * again once `isOpen` turns false: in an effect after the dialog unmounted, so its focus trap is
 * gone (or a visible stand-in, `restoreFocus`).
 */
export function useReturnFocus(isOpen: boolean): (element?: Element | null) => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(isOpen);

  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (!closed) return;
    const target = opener.current;
    opener.current = null;
    restoreFocus(target);
  }, [isOpen]);

  return useCallback((element?: Element | null) => {
    const target = element ?? document.activeElement;
    if (target instanceof HTMLElement && target !== document.body) opener.current = target;
  }, []);
}
