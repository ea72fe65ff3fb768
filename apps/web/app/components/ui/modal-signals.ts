/**
 * Modals and the page chrome behind them. Opening a modal announces itself so that chrome which
 * would stay open under it (the phone menu) closes first; closing it returns focus to the control
 * that opened it, or to a visible stand-in when that control was hidden meanwhile.
 */
export const MODAL_OPEN_EVENT = 'gfj:modal-open';

/** Marks the element that takes focus back when a modal's opener is no longer visible. */
export const FOCUS_FALLBACK_ATTRIBUTE = 'data-modal-focus-fallback';

export function announceModalOpen(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(MODAL_OPEN_EVENT));
}

/** Calls `listener` whenever a modal opens; returns the unsubscribe function. */
export function onModalOpen(listener: () => void): () => void {
  window.addEventListener(MODAL_OPEN_EVENT, listener);
  return () => window.removeEventListener(MODAL_OPEN_EVENT, listener);
}

function isVisible(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** After the modal has unmounted and released its focus trap: focus the opener, or its stand-in. */
export function restoreFocus(opener: HTMLElement | null): void {
  window.setTimeout(() => {
    // The page may be gone by then (a test's document torn down, a navigation away).
    if (typeof document === 'undefined') return;
    if (opener && isVisible(opener)) {
      opener.focus();
      return;
    }
    if (!opener) return;
    const fallback = [...document.querySelectorAll<HTMLElement>(`[${FOCUS_FALLBACK_ATTRIBUTE}]`)].find(
      isVisible,
    );
    fallback?.focus();
  }, 0);
}
