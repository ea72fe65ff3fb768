import { Trash } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * The two-step delete (core 4): the trash icon asks "Are you sure you want to delete?" with YES
 * and NO. NO cancels (focus back on the icon); YES hands over to `onConfirm`.
 */
export function ConfirmDelete({
  label,
  disabled,
  onConfirm,
}: {
  /** What is deleted, for the icon's accessible name. */
  label: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const noRef = useRef<HTMLButtonElement>(null);
  const trashRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) noRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      trashRef.current?.focus();
    }
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={trashRef}
        type="button"
        className="confirm-delete__trash"
        aria-label={`Delete ${label}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        <Icon icon={Trash} aria-hidden="true" size={20} />
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form fieldset
    <div className="confirm-delete" role="group" aria-label={`Delete ${label}`}>
      <span className="confirm-delete__question">Are you sure you want to delete?</span>
      <span className="confirm-delete__answers">
        <button
          type="button"
          className="button"
          data-variant="primary"
          data-size="md"
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          YES
        </button>
        <button
          ref={noRef}
          type="button"
          className="button"
          data-variant="secondary"
          data-size="md"
          onClick={() => {
            returnFocus.current = true;
            setAsking(false);
          }}
        >
          NO
        </button>
      </span>
    </div>
  );
}
