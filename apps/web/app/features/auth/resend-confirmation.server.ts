import type { RouterContextProvider } from 'react-router';
import { formatApiError, toApiError } from '../../lib/api-client.ts';
import { apiContext } from '../../lib/load-context.ts';
import type { ResendResult } from './resend-confirmation.tsx';

/** "Resend the confirmation email" without JavaScript: the same post to the API as the scripts make. */
export async function resendConfirmation(
  context: Readonly<RouterContextProvider>,
  form: Record<string, string>,
): Promise<ResendResult> {
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/email-confirmation/resend',
    form: { _token: form._token ?? '', confirm: 'true' },
  });
  if (response.ok) return { sent: true };
  return { sent: false, error: formatApiError(toApiError(response.status, response.body)) };
}
