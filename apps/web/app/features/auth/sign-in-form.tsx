import { type SignIn, signInSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/fields.tsx';
import type { FormProps } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { useKitForm } from '../../components/ui/form/use-kit-form.ts';

/** Sign-in form (core 2, 5): email, password, "Remember me", the "forgot?" link. */
export function SignInForm({
  onValid,
  result,
  action,
  hidden,
  forgotLink,
  defaultEmail,
}: FormProps<SignIn> & { forgotLink: ReactNode; defaultEmail?: string }) {
  const { form, outcome, field, isSubmitting } = useKitForm<SignIn>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail ?? '', password: '', _remember_me: false },
    result,
  });

  return (
    <FormShell form={form} outcome={outcome} onValid={onValid} action={action} hidden={hidden}>
      {/* The email's default is server-rendered too, for the page without JavaScript (react-hook-form
          fills it on mount). */}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        {...field('email')}
      />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <div className="auth-form__row">
        <label className="checkbox">
          <input type="checkbox" {...form.register('_remember_me')} />
          <span>Remember me</span>
        </label>
        {forgotLink}
      </div>
      <Button type="submit" size="lg" className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </Button>
    </FormShell>
  );
}
