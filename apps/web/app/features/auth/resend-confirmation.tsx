import { type ReactNode, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from './app-state.tsx';

/** What a page's action answered to "resend the confirmation email" posted without JavaScript. */
export type ResendResult = { sent: true } | { sent: false; error: string };

export const RESENT_MESSAGE =
  'Thank you! A new link is on its way; the email may take a few minutes to arrive.';

/**
 * A new confirmation link: posts to the page's action without JavaScript (`intent=resend`), with it
 * to the API, and says so in place. A button (/confirm-email) or the modal's link look (/post).
 */
export function ResendConfirmation({
  result,
  look = 'button',
  children,
}: {
  result: ResendResult | undefined;
  look?: 'button' | 'link';
  children: ReactNode;
}) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>(result?.sent ? 'sent' : 'idle');
  const [error, setError] = useState<string | null>(result && !result.sent ? result.error : null);
  if (state === 'sent') return <Alert tone="success">{RESENT_MESSAGE}</Alert>;
  return (
    <>
      {error ? (
        <Alert tone="danger" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      <form
        method="post"
        className={look === 'link' ? 'resend-confirmation' : undefined}
        onSubmit={async (event) => {
          event.preventDefault();
          if (state === 'sending') return;
          setState('sending');
          const response = await api.request('/email-confirmation/resend', {
            method: 'POST',
            form: { _token: csrfToken, confirm: 'true' },
          });
          if (response.ok) setState('sent');
          else {
            setError(formatApiError(response.error));
            setState('idle');
          }
        }}
      >
        <input type="hidden" name="_token" value={csrfToken} />
        {look === 'link' ? (
          <button
            type="submit"
            name="intent"
            value="resend"
            className="link-button"
            disabled={state === 'sending'}
          >
            {state === 'sending' ? 'Sending…' : children}
          </button>
        ) : (
          <Button type="submit" name="intent" value="resend" size="lg" disabled={state === 'sending'}>
            {children}
          </Button>
        )}
      </form>
    </>
  );
}
