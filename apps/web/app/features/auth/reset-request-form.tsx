import { resetRequestSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextField } from '../../components/ui/form/fields.tsx';
import type { FormProps } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useKitForm } from '../../components/ui/form/use-kit-form.ts';

export interface ResetRequestValues {
  email: string;
}

/** Forgot-password form (core 2, 5): the email, with the page's CSRF `_token`. */
export function ResetRequestForm({ onValid, result, action, hidden }: FormProps<ResetRequestValues>) {
  const { form, outcome, field, isSubmitting } = useKitForm({
    resolver: zodResolver(resetRequestSchema.pick({ email: true })),
    defaultValues: { email: '' },
    result,
  });

  return (
    <FormShell form={form} outcome={outcome} onValid={onValid} action={action} hidden={hidden}>
      <p className="auth-form__intro">
        Enter the email address of your account and we will send you a link to set a new password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <HoneypotField />
      <Button type="submit" size="lg" className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send reset link'}
      </Button>
    </FormShell>
  );
}
