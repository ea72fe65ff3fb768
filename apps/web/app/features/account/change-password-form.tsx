import { ACCOUNT_MESSAGES, changePasswordSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/fields.tsx';
import { type FormResult, toFormResult, useFormResult } from '../../components/ui/form/form-result.ts';
import { useApiClient } from '../auth/app-state.tsx';

interface ChangePasswordValues {
  current_password: string;
  password: string;
  password_confirm: string;
}

const EMPTY: ChangePasswordValues = { current_password: '', password: '', password_confirm: '' };

/**
 * Change Password (content 2, 5, 8): the current password, then the new one twice. With
 * JavaScript it PATCHes the API; without (or before hydration) it posts to the page's action, whose
 * answer comes back as `result`. It never submits by GET: that would put the passwords in the URL.
 */
export function ChangePasswordForm({ userId, result }: { userId: number; result?: FormResult | undefined }) {
  const api = useApiClient();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = useFormResult(form.setError, result);

  return (
    <form
      method="post"
      noValidate
      className="account-form"
      onSubmit={form.handleSubmit(async (values) => {
        outcome.clear();
        const response = await api.request(`/users/${userId}`, { method: 'PATCH', json: values });
        if (response.ok) {
          form.reset(EMPTY);
          outcome.apply({ success: ACCOUNT_MESSAGES.passwordUpdated });
          return;
        }
        outcome.apply(toFormResult(response));
      })}
    >
      {outcome.success ? <Alert tone="success">{outcome.success}</Alert> : null}
      {outcome.alert ? (
        <Alert tone="danger" onDismiss={outcome.dismissAlert}>
          {outcome.alert}
        </Alert>
      ) : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message ?? outcome.serverError('current_password')}
        {...form.register('current_password')}
      />
      <div className="account-form__pair">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="6 to 50 characters."
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
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Update password'}
      </Button>
    </form>
  );
}
