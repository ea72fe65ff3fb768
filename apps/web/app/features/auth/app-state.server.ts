import { userCounterSchema } from '@gfj/contracts/accounts';
import { shoppingCartItemSchema } from '@gfj/contracts/commerce';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { apiContext, requestInfoContext } from '../../lib/load-context.ts';
import type { AppState } from './app-state.tsx';

const sessionSchema = z.object({
  userId: z.number().int().nullable(),
  username: z.string().optional(),
  email: z.string().optional(),
  lastLogin: z.string().optional(),
  isConfirmed: z.boolean(),
  isStaff: z.boolean(),
});

function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

export type Session = z.infer<typeof sessionSchema>;
const cartLinesSchema = hydraCollectionSchema(shoppingCartItemSchema);
const GUEST_SESSION: Session = { userId: null, isConfirmed: false, isStaff: false };
const sessions = new WeakMap<object, Promise<Session>>();

/**
 * Who is signed in, once per page request (the root and the page loaders run in parallel and share
 * it): renewed with the refresh cookie when the short-lived access token has run out.
 */
export function loadSession(request: Request, context: Readonly<RouterContextProvider>): Promise<Session> {
  const api = context.get(apiContext);
  let session = sessions.get(api);
  if (!session) {
    // No access or refresh cookie: the API would answer "guest", so it is not asked.
    if (!context.get(requestInfoContext).hasSessionCookie()) return Promise.resolve(GUEST_SESSION);
    session = (async () => {
      let answer = await api.get('/api/session', sessionSchema);
      if (answer.ok && answer.data.userId === null && hasCookie(request, 'refresh_token')) {
        const refreshed = await api.send({ method: 'GET', path: '/api/token/refresh' });
        if (refreshed.ok) answer = await api.get('/api/session', sessionSchema);
      }
      return answer.ok ? answer.data : GUEST_SESSION;
    })();
    sessions.set(api, session);
  }
  return session;
}

/**
 * The app state for every page (core 3), read through the in-process API: the session (renewed
 * with the refresh cookie when the short-lived access token has run out), the CSRF token for the
 * `_token` posts, and the account menu counts.
 */
export async function loadAppState(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AppState> {
  const api = context.get(apiContext);
  const { publicUrl, csrfToken, errorReporting } = context.get(requestInfoContext);
  const user = await loadSession(request, context);
  const [token, counts, cart] = await Promise.all([
    csrfToken(),
    user.userId ? api.get(`/api/user-counters/${user.userId}`, userCounterSchema) : Promise.resolve(null),
    user.userId ? api.get('/api/shopping-cart-items', cartLinesSchema) : Promise.resolve(null),
  ]);
  const apiUrl = `${publicUrl}/api`;
  return {
    baseUrl: publicUrl,
    apiUrl,
    userId: user.userId,
    username: user.username ?? null,
    email: user.email ?? null,
    lastLogin: user.lastLogin ?? null,
    isConfirmed: user.isConfirmed,
    isStaff: user.isStaff,
    resetPasswordRequestUrl: `${apiUrl}/reset-password/request`,
    resetPasswordRequestCsrfToken: token,
    csrfToken: token,
    errorReporting: errorReporting ?? null,
    counts:
      counts?.ok === true
        ? {
            jobs_count: counts.data.jobs_count,
            jobs_follow_count: counts.data.jobs_follow_count,
            job_packages_count: counts.data.job_packages_count,
            saved_searches_count: counts.data.saved_searches_count,
          }
        : null,
    cartCount: cart?.ok === true ? cart.data.totalItems : null,
  };
}
