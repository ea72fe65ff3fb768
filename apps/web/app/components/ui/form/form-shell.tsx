import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '../alert.tsx';
import type { FormProps, useFormResult } from './form-result.ts';
import { EnterSubmit } from './refresh-button.tsx';

/** `T` is what the schema makes of the fields (trimmed text, parsed files), when it differs. */
interface FormShellProps<V extends FieldValues, T = V>
  extends Pick<FormProps<T>, 'onValid' | 'action' | 'hidden'> {
  form: UseFormReturn<V, unknown, T>;
  outcome: ReturnType<typeof useFormResult<V>>;
  children: ReactNode;
  /** `multipart/form-data` for a form with a file that posts without JavaScript. */
  encType?: 'multipart/form-data';
  /** The form's look: `auth-form` (the default: dialogs and sign-in pages) or `account-form`. */
  className?: 'auth-form' | 'account-form';
  /** The form has a RefreshButton: Enter must still press the form's own submit. */
  hasRefresh?: boolean;
}

/**
 * The shell every form shares: it posts to `action` without JavaScript, runs the client
 * rules with it, shows a green success (for a form that stays after it, such as the account
 * page's), the dismissible red "code: message" alert (core 8) and the hidden inputs.
 */
export function FormShell<V extends FieldValues, T = V>({
  form,
  outcome,
  onValid,
  action,
  hidden,
  children,
  encType,
  className = 'auth-form',
  hasRefresh = false,
}: FormShellProps<V, T>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  // After the server refused a submit, the keyboard goes to the first field it refused, else to the
  // red alert. It fell to the page (the busy button it was on is disabled while the request runs),
  // and a screen reader heard nothing of what to mend.
  useEffect(() => {
    const shell = formRef.current;
    if (refusals === 0 || !shell) return;
    const refused = shell.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (refused) {
      refused.focus();
      return;
    }
    // Someone typing in a field meanwhile keeps their place.
    if (document.activeElement?.matches('input, select, textarea') && shell.contains(document.activeElement))
      return;
    const alert = shell.querySelector<HTMLElement>('.alert[role="alert"]');
    if (!alert) return;
    alert.tabIndex = -1;
    alert.focus();
  }, [refusals]);
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType={encType}
      noValidate
      className={className}
      onSubmit={form.handleSubmit(async (values, event) => {
        outcome.clear();
        const result = await onValid(values, event?.target as HTMLFormElement);
        outcome.apply(result);
        if (result?.alert || (result?.violations?.length ?? 0) > 0) setRefusals((n) => n + 1);
      })}
    >
      {hasRefresh ? <EnterSubmit /> : null}
      {outcome.success ? <Alert tone="success">{outcome.success}</Alert> : null}
      {outcome.alert ? (
        <Alert tone="danger" onDismiss={outcome.dismissAlert}>
          {outcome.alert}
        </Alert>
      ) : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
