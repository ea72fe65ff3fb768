import { HoneypotField, TextField } from '../../components/ui/form/fields.tsx';
import { useAppState } from '../auth/app-state.tsx';

/**
 * The unsubscribe form as part of the /newsletter page (the block's link without JavaScript):
 * email and confirmation post to the page's action.
 */
export function NewsletterUnsubscribeForm() {
  const { csrfToken } = useAppState();
  return (
    <section className="newsletter-leave" id="unsubscribe" aria-labelledby="unsubscribe-title">
      <h2 id="unsubscribe-title">Unsubscribe</h2>
      <form method="post" action="/newsletter" className="auth-form">
        <input type="hidden" name="intent" value="unsubscribe" />
        <input type="hidden" name="_token" value={csrfToken} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Confirm email" name="email_confirm" type="email" autoComplete="email" required />
        <HoneypotField />
        <button type="submit" className="button" data-variant="secondary">
          Unsubscribe
        </button>
      </form>
    </section>
  );
}
