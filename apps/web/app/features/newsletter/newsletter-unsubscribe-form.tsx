import { HoneypotField, TextField } from '../../components/ui/form/fields.tsx';
import type { FormResult } from '../../components/ui/form/form-result.ts';
import { useAppState } from '../auth/app-state.tsx';

const UNSUBSCRIBE_FIELDS = [
  ['email', 'Email'],
  ['email_confirm', 'Confirm email'],
] as const;

/**
 * The unsubscribe form as part of the /newsletter page (the block's link without JavaScript):
 * email and confirmation post to the page's action, which hands a refusal back with what was sent
 * (each field's message beside it, decision 066).
 */
export function NewsletterUnsubscribeForm({
  result,
}: {
  result?: (FormResult & { values: { email: string; email_confirm: string } }) | undefined;
}) {
  const { csrfToken } = useAppState();
  const errorOf = (name: string) => result?.violations?.find((v) => v.propertyPath === name)?.message;
  return (
    <section className="newsletter-leave" id="unsubscribe" aria-labelledby="unsubscribe-title">
      <h2 id="unsubscribe-title">Unsubscribe</h2>
      <form method="post" action="/newsletter#unsubscribe" className="auth-form">
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="_token" value={csrfToken} />
        {UNSUBSCRIBE_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.values[name]}
            error={errorOf(name)}
          />
        ))}
        <HoneypotField />
        <button type="submit" className="button" data-variant="secondary">
          Unsubscribe
        </button>
      </form>
    </section>
  );
}
