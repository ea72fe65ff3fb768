import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The account lists' answer to a change (favorites, saved searches, listings): the outcome in a live region that is
 * always in the page (so screen readers announce what appears in it), and the keyboard focus moved
 * off a row that went away: to the delete button now in its place (the next row, else the one
 * before), else the empty-list message, else the page's heading (the list emptied a later page,
 * and the page before is on its way). Without it focus fell to the document's body.
 */
export function useListFeedback({
  headingId,
  notice: initialNotice,
}: {
  headingId: string;
  notice?: string;
}) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Seeded from the page action's answer to a post without JavaScript, and again by a later one.
  const [notice, setNotice] = useState(initialNotice ?? '');
  useEffect(() => {
    if (initialNotice !== undefined) setNotice(initialNotice);
  }, [initialNotice]);
  const [focusRequest, setFocusRequest] = useState<{ index: number } | null>(null);
  const handled = useRef<object | null>(null);

  useEffect(() => {
    if (!focusRequest || handled.current === focusRequest) return;
    handled.current = focusRequest;
    const root = rootRef.current;
    if (!root) return;
    const buttons = root.querySelectorAll<HTMLElement>('.confirm-delete__trash');
    const target =
      buttons[Math.min(focusRequest.index, buttons.length - 1)] ??
      root.querySelector<HTMLElement>('.account-empty') ??
      document.getElementById(headingId);
    target?.focus();
  }, [focusRequest, headingId]);

  return {
    rootRef,
    notice,
    announce: setNotice,
    /** Row `index` leaves (or comes back): focus goes to what is at that place once it rendered. */
    focusAt: useCallback((index: number) => setFocusRequest({ index }), []),
  };
}

/** The live region the outcome shows in (green once there is one). */
export function ListNotice({ notice }: { notice: string }) {
  return (
    <div className="account-notice" role="status">
      {notice ? (
        <div className="alert" data-tone="success">
          <div className="alert__text">{notice}</div>
        </div>
      ) : null}
    </div>
  );
}
