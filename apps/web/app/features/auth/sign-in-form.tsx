import { type SignIn, signInSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form/fields.tsx';
import { type FormProps, useFormResult } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';

/** Sign-in form (core 2, 5): email, password, "Remember me", the "forgot?" link. */
export function SignInForm({
  onValid,
  result,
  action,
  hidden,
  forgotLink,
  defaultEmail,
}: FormProps<SignIn> & { forgotLink: ReactNode; defaultEmail?: string }) {
  const form = useForm<SignIn>({
    resolver: zodResolver(signInSchema),
    mode: 'onChange',
    defaultValues: { email: defaultEmail ?? '', password: '', _remember_me: false },
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = useFormResult(form.setError, result);

  return (
    <FormShell form={form} outcome={outcome} onValid={onValid} action={action} hidden={hidden}>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? outcome.serverError('email')}
        // Server-rendered too, for the page without JavaScript (react-hook-form fills it on mount).
        defaultValue={defaultEmail}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message ?? outcome.serverError('password')}
        {...form.register('password')}
      />
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
