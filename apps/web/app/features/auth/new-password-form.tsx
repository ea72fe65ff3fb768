import { newPasswordSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/fields.tsx';
import { type FormProps, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';

export interface NewPasswordValues {
  password: string;
  password_confirm: string;
}

const schema = newPasswordSchema;

/** New password (content 5) for the emailed reset link. */
export function NewPasswordForm({
  token,
  onValid,
  result,
  action,
}: FormProps<NewPasswordValues> & { token: string }) {
  const form = useForm<NewPasswordValues & { token: string }>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { token, password: '', password_confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = useFormResult(form.setError, result);

  return (
    <FormShell form={form} outcome={outcome} onValid={onValid} action={action}>
      <input type="hidden" {...form.register('token')} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message ?? outcome.serverError('password')}
        {...form.register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.password_confirm?.message ?? outcome.serverError('password_confirm')}
        {...form.register('password_confirm')}
      />
      <Button type="submit" size="lg" className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </FormShell>
  );
}
