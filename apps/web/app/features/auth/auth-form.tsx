import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import type { AuthFormProps, useFormResult } from './form-result.ts';

interface AuthFormShellProps<V extends FieldValues>
  extends Pick<AuthFormProps<V>, 'onValid' | 'action' | 'hidden'> {
  form: UseFormReturn<V>;
  outcome: ReturnType<typeof useFormResult<V>>;
  children: ReactNode;
}

/**
 * The shell every account form shares: it posts to `action` without JavaScript, runs the client
 * rules with it, shows the dismissible red "code: message" alert (core 8) and the hidden inputs.
 */
export function AuthForm<V extends FieldValues>({
  form,
  outcome,
  onValid,
  action,
  hidden,
  children,
}: AuthFormShellProps<V>) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      className="auth-form"
      onSubmit={form.handleSubmit(async (values, event) => {
        outcome.clear();
        outcome.apply(await onValid(values, event?.target as HTMLFormElement));
      })}
    >
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
