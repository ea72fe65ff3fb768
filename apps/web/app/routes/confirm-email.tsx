import { ACCOUNT_MESSAGES, emailConfirmationResponseSchema } from '@gfj/contracts/accounts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { loadSession } from '../features/auth/app-state.server.ts';
import { useAppState } from '../features/auth/app-state.tsx';
import { AuthDialogFrame } from '../features/auth/auth-dialog-frame.tsx';
import { AuthPage } from '../features/auth/auth-page.tsx';
import { resendConfirmation } from '../features/auth/resend-confirmation.server.ts';
import { ResendConfirmation, type ResendResult } from '../features/auth/resend-confirmation.tsx';
import { toApiError } from '../lib/api-client.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/confirm-email';

export const meta: Route.MetaFunction = () => [
  { title: 'Confirm your email | Good Food Jobs' },
  { name: 'robots', content: 'noindex' },
  // The token in the address is a secret: keep it from other sites. Not no-referrer: that makes
  // every post from this page without JavaScript (the resend button, the footer's newsletter
  // form) say `Origin: null`, which is refused as cross-site (400).
  { name: 'referrer', content: 'same-origin' },
];

type Outcome =
  /** Just confirmed by this link: the welcome modal. */
  | { kind: 'welcome' }
  /** Confirmed, and this page was reloaded after (the token is gone from the address). */
  | { kind: 'confirmed' }
  /** The link's account was confirmed before: by this link earlier, or by another one. */
  | { kind: 'already-confirmed'; message: string }
  /** A newer link was sent since: only that one works. */
  | { kind: 'replaced'; message: string }
  | { kind: 'unusable'; message: string };

/** The emailed link lands here: the single-use token confirms the account (core 4). */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Outcome> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!token) {
    // After confirming, the address loses its token (a reload must not spend it again).
    const session = await loadSession(request, context);
    if (session.userId && session.isConfirmed) return { kind: 'confirmed' };
    return { kind: 'unusable', message: 'This confirmation link is incomplete.' };
  }
  const response = await context
    .get(apiContext)
    .send({ method: 'POST', path: '/api/email-confirmations', json: { token } });
  if (response.ok) {
    const answer = emailConfirmationResponseSchema.safeParse(response.body);
    if (answer.success && answer.data.already_confirmed) {
      return { kind: 'already-confirmed', message: answer.data.message };
    }
    return { kind: 'welcome' };
  }
  // A token the API refuses to read (422: a NUL or broken Unicode in it) is no link we sent: it
  // says what an unknown link says, never the validator's words.
  if (response.status === 422) return { kind: 'unusable', message: ACCOUNT_MESSAGES.confirmLinkInvalid };
  const message = toApiError(response.status, response.body).message;
  return message === ACCOUNT_MESSAGES.confirmLinkReplaced
    ? { kind: 'replaced', message }
    : { kind: 'unusable', message };
}

// The token is single use: never post it twice because something else on the page changed.
export const shouldRevalidate = () => false;

/** "Send me a new link" without JavaScript: the same post to the API, from the page's form. */
export async function action({ request, context }: Route.ActionArgs): Promise<ResendResult> {
  return resendConfirmation(context, await readForm(request));
}

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { userId, isConfirmed } = useAppState();
  const isWelcome = loaderData.kind === 'welcome';
  const [isWelcomeOpen, setWelcomeOpen] = useState(isWelcome);
  // The token is spent: drop it from the address so a reload or a sign-in here does not reuse it.
  useEffect(() => {
    if (isWelcome) window.history.replaceState(window.history.state, '', '/confirm-email');
  }, [isWelcome]);
  if (loaderData.kind === 'welcome' || loaderData.kind === 'confirmed') {
    return (
      <AuthPage title="Your email is confirmed">
        <p className="auth-page__intro">
          Your account is now confirmed. What are you waiting for? <Link to="/search">Start searching!</Link>
        </p>
        {isWelcomeOpen ? (
          <AuthDialogFrame
            title="Thanks for joining us!"
            tone="success"
            onClose={() => setWelcomeOpen(false)}
          >
            <p className="dialog__message">
              Your account is now confirmed. What are you waiting for? Start searching!
            </p>
            <ButtonLink to="/search" size="lg" className="dialog__action">
              Search jobs
            </ButtonLink>
          </AuthDialogFrame>
        ) : null}
      </AuthPage>
    );
  }
  if (loaderData.kind === 'already-confirmed') {
    return (
      <AuthPage title="Your email is already confirmed">
        <Alert tone="success">{loaderData.message}</Alert>
        <p className="auth-page__intro">
          There is nothing more to do with this link.{' '}
          {userId ? 'Your account is ready to use.' : 'Sign in to use your account.'}
        </p>
        {userId ? (
          <ButtonLink to="/search" size="lg">
            Search jobs
          </ButtonLink>
        ) : (
          <ButtonLink to="/login" size="lg">
            Sign in
          </ButtonLink>
        )}
      </AuthPage>
    );
  }
  const canResend = Boolean(userId) && !isConfirmed;
  return (
    <AuthPage title={loaderData.kind === 'replaced' ? 'This link was replaced' : 'This link can’t be used'}>
      <Alert tone="danger">{loaderData.message}</Alert>
      <p className="auth-page__intro">
        Confirmation links work once and for 48 hours, and each new email replaces the links before it.{' '}
        {canResend ? 'We can send you a new one.' : ''}
        {!userId ? 'Sign in to ask for a new one.' : ''}
      </p>
      {canResend || actionData ? (
        <ResendConfirmation result={actionData}>Send me a new link</ResendConfirmation>
      ) : null}
      {!userId ? (
        <ButtonLink to="/login" size="lg">
          Sign in
        </ButtonLink>
      ) : null}
    </AuthPage>
  );
}
