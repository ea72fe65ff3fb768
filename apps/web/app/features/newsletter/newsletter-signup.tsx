import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import type { NewsletterView } from './newsletter-modals.tsx';

// The modals and the form's rules (zod) load on first use: every page carries this block.
const NewsletterModals = lazy(() => import('./newsletter-modals.tsx'));

/**
 * The subscribe block (content 2) in the footer and on /newsletter: an email, SUBSCRIBE, and a
 * link to leave the list. Without JavaScript it posts to the /newsletter page's action. With it,
 * the rules and the modals (success, already subscribed, unsubscribe, goodbye) load when used.
 */
export function NewsletterSignup({
  variant = 'footer',
  defaultEmail,
}: {
  variant?: 'footer' | 'page';
  /** The address the /newsletter page's action refused, shown again (decision 066). */
  defaultEmail?: string | undefined;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [view, setView] = useState<NewsletterView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const rememberOpener = useReturnFocus(view !== null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    const { subscribeFromBlock } = await import('./newsletter-subscribe.ts');
    const outcome = await subscribeFromBlock(api, {
      email: String(data.get('email') ?? ''),
      _token: csrfToken,
      website: String(data.get('website') ?? ''),
    });
    setBusy(false);
    setError(outcome.error ?? null);
    if (outcome.view) {
      rememberOpener(inputRef.current);
      // Forms reset after success (content 4).
      if (outcome.view === 'subscribed') form.reset();
      setView(outcome.view);
    } else {
      inputRef.current?.focus();
    }
  }

  return (
    <section className="newsletter-signup" data-variant={variant} aria-labelledby={`${id}-title`}>
      <div className="newsletter-signup__copy">
        <h2 id={`${id}-title`} className="newsletter-signup__title">
          Get the Tuesday newsletter
        </h2>
        <p>New jobs, stories from the field and advice for working in good food. Every Tuesday.</p>
      </div>
      <form
        method="post"
        action="/newsletter"
        noValidate
        className="newsletter-signup__form"
        onSubmit={submit}
      >
        <input type="hidden" name="intent" value="subscribe" />
        <input type="hidden" name="_token" value={csrfToken} />
        {/* Not "Email…": pages' own email fields keep their label to themselves. */}
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Your address for the newsletter
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          defaultValue={defaultEmail}
          className="newsletter-signup__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {/* The honeypot (kept inline: the form kit is not part of every page's first load). */}
        <div className="honeypot" aria-hidden="true">
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <button type="submit" className="button" data-variant="harvest" disabled={busy}>
          SUBSCRIBE
        </button>
        {error ? (
          <p className="newsletter-signup__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <p className="newsletter-signup__leave">
        {/* A link, so it reaches the unsubscribe form on /newsletter without JavaScript. */}
        {/* biome-ignore lint/a11y/useValidAnchor: progressive enhancement of a real link */}
        <a
          href="/newsletter?unsubscribe=1#unsubscribe"
          onClick={(event) => {
            event.preventDefault();
            rememberOpener(event.currentTarget);
            setView('unsubscribe');
          }}
        >
          Unsubscribe
        </a>
      </p>
      {view ? (
        <Suspense fallback={null}>
          <NewsletterModals view={view} onViewChange={setView} onClose={() => setView(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
