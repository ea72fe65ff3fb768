import { useCallback, useRef } from 'react';
import { restoreFocus } from '../../components/ui/modal-signals.ts';

/**
 * Dialogs return focus to the control that opened them (quality bars). Radix cannot when the
 * dialog mounts after an await or a lazy load, so the opener is remembered here: `remember()` when
 * opening, `restore()` after closing (once the focus trap is gone).
 */
export function useDialogOpener() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    restoreFocus(target);
  }, []);
  return { remember, restore };
}
