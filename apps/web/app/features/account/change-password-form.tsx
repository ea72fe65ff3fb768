import { ACCOUNT_MESSAGES, changePasswordSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/fields.tsx';
import { type FormResult, toFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { TypedTwiceFields } from '../../components/ui/form/typed-twice-fields.tsx';
import { useKitForm } from '../../components/ui/form/use-kit-form.ts';
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
  const { form, outcome, field, isSubmitting } = useKitForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    result,
  });

  return (
    <FormShell
      form={form}
      outcome={outcome}
      className="account-form"
      onValid={async (values) => {
        const response = await api.request(`/users/${userId}`, { method: 'PATCH', json: values });
        if (!response.ok) return toFormResult(response);
        form.reset(EMPTY);
        return { success: ACCOUNT_MESSAGES.passwordUpdated };
      }}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...field('current_password')}
      />
      <div className="account-form__pair">
        <TypedTwiceFields
          field={field}
          name="password"
          type="password"
          labels={['New password', 'Confirm new password']}
          hint="6 to 50 characters."
        />
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Update password'}
      </Button>
    </FormShell>
  );
}
