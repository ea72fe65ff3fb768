import {
  ACCOUNT_MESSAGES,
  type Registration,
  type SignIn,
  tokenResponseSchema,
  userSchema,
} from '@gfj/contracts/accounts';
import { type FormResult, toFormResult } from '../../components/ui/form/form-result.ts';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import type { AppState } from './app-state.tsx';

export const INVALID_CREDENTIALS = 'Invalid credentials.';

/**
 * Sign in (core 7, 8): a 401 shows the server's message; a success without a token shows
 * "Invalid credentials."; other failures show "code: message".
 */
export async function signIn(
  api: BrowserApiClient,
  values: Pick<SignIn, 'email' | 'password' | '_remember_me'>,
): Promise<{ ok: true } | { ok: false; result: FormResult }> {
  const response = await api.request('/login/check', {
    method: 'POST',
    json: { email: values.email, password: values.password, _remember_me: values._remember_me === true },
    schema: tokenResponseSchema,
    skipRefresh: true,
  });
  if (response.ok) {
    return response.data?.token ? { ok: true } : { ok: false, result: { alert: INVALID_CREDENTIALS } };
  }
  if (response.status === 401) return { ok: false, result: { alert: response.error.message } };
  return { ok: false, result: toFormResult(response) };
}

/**
 * Register, then sign in automatically (core 4): a failed automatic sign-in is only reported and
 * the success message still shows.
 */
export async function register(
  api: BrowserApiClient,
  values: Registration,
): Promise<{ ok: true; message: string } | { ok: false; result: FormResult }> {
  const response = await api.request('/users', {
    method: 'POST',
    json: {
      email: values.email,
      password: values.password,
      password_confirm: values.password_confirm,
      identify_as: values.identify_as,
      website: values.website ?? '',
    },
    schema: userSchema,
    skipRefresh: true,
  });
  if (!response.ok) return { ok: false, result: toFormResult(response) };
  const login = await signIn(api, { email: values.email, password: values.password });
  if (!login.ok) console.warn('Automatic sign-in after registration failed', login.result);
  return { ok: true, message: ACCOUNT_MESSAGES.registered };
}

/** Reset request (core 7, 8): form-encoded email + `_token`; success is always the neutral text. */
export async function requestPasswordReset(
  api: BrowserApiClient,
  state: Pick<AppState, 'resetPasswordRequestUrl' | 'resetPasswordRequestCsrfToken'>,
  email: string,
): Promise<{ ok: true; message: string } | { ok: false; result: FormResult }> {
  const response = await api.request(state.resetPasswordRequestUrl, {
    method: 'POST',
    form: { email, _token: state.resetPasswordRequestCsrfToken, website: '' },
    skipRefresh: true,
  });
  if (response.ok) return { ok: true, message: ACCOUNT_MESSAGES.resetRequestSent };
  // A network failure is logged silently (core 8).
  if (response.status === 0) {
    console.info('Reset request failed', response.error.message);
    return { ok: false, result: {} };
  }
  return { ok: false, result: toFormResult(response) };
}
