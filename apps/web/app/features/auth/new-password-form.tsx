import { newPasswordSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import type { FormProps } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { TypedTwiceFields } from '../../components/ui/form/typed-twice-fields.tsx';
import { useKitForm } from '../../components/ui/form/use-kit-form.ts';

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
  const { form, outcome, field, isSubmitting } = useKitForm<NewPasswordValues & { token: string }>({
    resolver: zodResolver(schema),
    defaultValues: { token, password: '', password_confirm: '' },
    result,
  });

  return (
    <FormShell form={form} outcome={outcome} onValid={onValid} action={action}>
      <input type="hidden" {...form.register('token')} />
      <TypedTwiceFields
        field={field}
        name="password"
        type="password"
        labels={['New password', 'Confirm new password']}
      />
      <Button type="submit" size="lg" className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </FormShell>
  );
}
