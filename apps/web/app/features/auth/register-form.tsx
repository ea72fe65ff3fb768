import { REGISTER_IDENTIFY_AS, type Registration, registrationSchema } from '@gfj/contracts/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { HoneypotField, TextField } from '../../components/ui/form/fields.tsx';
import type { FormProps } from '../../components/ui/form/form-result.ts';
import { FormShell } from '../../components/ui/form/form-shell.tsx';
import { TypedTwiceFields } from '../../components/ui/form/typed-twice-fields.tsx';
import { useKitForm } from '../../components/ui/form/use-kit-form.ts';

/** What a refused post of the form without JavaScript gives back to show again: never a password. */
export interface RegisterKept {
  email: string;
  identify_as: string;
}

/**
 * Register form (core 2, 5): email, password, confirmation, "identify most as", button "Join".
 * `kept` is the page action's copy of what was sent, after a refusal of the form posted without
 * JavaScript; with JavaScript the form is never reloaded, so it keeps its values itself.
 */
export function RegisterForm({
  onValid,
  result,
  action,
  hidden,
  kept,
}: FormProps<Registration> & { kept?: RegisterKept | undefined }) {
  const email = kept?.email ?? '';
  const identifyAs = kept?.identify_as ?? 'job seeker';
  const { form, outcome, field, isSubmitting } = useKitForm<Registration>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { email, password: '', password_confirm: '', identify_as: identifyAs },
    result,
  });
  const legendId = useId();
  const identifyError = `${legendId}-error`;
  const identifyMessage = field('identify_as').error;

  return (
    <FormShell form={form} outcome={outcome} onValid={onValid} action={action} hidden={hidden}>
      {/* The email's default is server-rendered too, for the page without JavaScript (react-hook-form
          fills it on mount). */}
      <TextField label="Email" type="email" autoComplete="email" defaultValue={email} {...field('email')} />
      <TypedTwiceFields
        field={field}
        name="password"
        type="password"
        labels={['Password', 'Confirm password']}
      />
      <fieldset
        className="choice-group"
        aria-describedby={identifyMessage ? identifyError : undefined}
        aria-invalid={identifyMessage ? true : undefined}
      >
        <legend className="field__label">I identify most as</legend>
        <div className="choice-group__options">
          {REGISTER_IDENTIFY_AS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                value={value}
                defaultChecked={value === identifyAs}
                {...form.register('identify_as')}
              />
              <span>a {value}</span>
            </label>
          ))}
        </div>
        {identifyMessage ? (
          <p className="field__error" id={identifyError}>
            {identifyMessage}
          </p>
        ) : null}
      </fieldset>
      <HoneypotField />
      <p className="auth-form__terms">
        By joining you agree to our <Link to="/fine-print">terms of use</Link> and acknowledge our{' '}
        <Link to="/fine-print">privacy notice</Link>.
      </p>
      <Button type="submit" size="lg" className="auth-form__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Joining…' : 'Join'}
      </Button>
    </FormShell>
  );
}
