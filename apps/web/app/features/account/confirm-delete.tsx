import { Trash } from 'lucide';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { isolate } from '../../lib/isolate.ts';

/** The plain form a delete posts until JavaScript takes over: the row's id, and where to post it. */
export interface ConfirmDeleteForm {
  id: number;
  /** The list page to post to (the one before when this is the last row of a later page). */
  action: string;
  /** Where NO leads: this page again, the question closed. */
  cancelHref: string;
}

/**
 * The two-step delete (core 4): the trash icon asks "Are you sure you want to delete?" with YES
 * and NO. NO cancels (focus back on the icon); YES hands over to `onConfirm`. Until hydration (and
 * without JavaScript) the same two steps are plain HTML: the icon opens a disclosure whose YES posts
 * `form` to the list page's action and whose NO reloads the page.
 */
export function ConfirmDelete({
  label,
  disabled,
  onConfirm,
  form,
}: {
  /** What is deleted, for the icon's accessible name. */
  label: string;
  disabled?: boolean;
  onConfirm: () => void;
  /** Without it the control needs JavaScript. */
  form?: ConfirmDeleteForm | undefined;
}) {
  const isHydrated = useHydrated();
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

  if (!isHydrated && form) return <ConfirmDeleteWithoutScript label={label} form={form} />;
  if (!asking) {
    return (
      <button
        ref={trashRef}
        type="button"
        className="confirm-delete__trash"
        aria-label={`Delete ${isolate(label)}`}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        <Icon icon={Trash} aria-hidden="true" size={20} />
      </button>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons, not a form fieldset
    <div className="confirm-delete" role="group" aria-label={`Delete ${isolate(label)}`}>
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

/** The two steps without JavaScript: a disclosure (the icon) around the question's form. */
function ConfirmDeleteWithoutScript({ label, form }: { label: string; form: ConfirmDeleteForm }) {
  return (
    <details className="confirm-delete-form">
      <summary className="confirm-delete__open">
        <Icon icon={Trash} aria-hidden="true" size={20} />
        <span className="visually-hidden">Delete {isolate(label)}</span>
      </summary>
      <form method="post" action={form.action}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={form.id} />
        {/* biome-ignore lint/a11y/useSemanticElements: a group of two answers, as with JavaScript */}
        <div className="confirm-delete" role="group" aria-label={`Delete ${isolate(label)}`}>
          <span className="confirm-delete__question">Are you sure you want to delete?</span>
          <span className="confirm-delete__answers">
            <button type="submit" className="button" data-variant="primary" data-size="md">
              YES
            </button>
            <a href={form.cancelHref} className="button" data-variant="secondary" data-size="md">
              NO
            </a>
          </span>
        </div>
      </form>
    </details>
  );
}
