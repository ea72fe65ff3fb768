import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiContext } from '../../lib/load-context.ts';
import { signInPathFor } from '../../lib/page-url.ts';
import { loadSession, type Session } from '../auth/app-state.server.ts';
import { fetchDraft } from './posting.queries.ts';

/** The posting pages are for signed-in users: anyone else is sent to sign in and brought back. */
export async function requirePoster(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Session> {
  const session = await loadSession(request, context);
  if (!session.userId) {
    throw redirect(signInPathFor(request, { withQuery: false }));
  }
  return session;
}

/** A listing the visitor manages (its poster, or staff); anyone else gets "not found". */
export async function loadOwnListing(
  request: Request,
  context: Readonly<RouterContextProvider>,
  idParam: string | undefined,
) {
  const session = await requirePoster(request, context);
  const id = Number(idParam);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const result = await fetchDraft(context.get(apiContext), id);
  if (!result.ok) throw data(null, { status: result.status >= 500 ? 500 : 404 });
  const job = result.data;
  if (job.user !== `/api/users/${session.userId}` && !session.isStaff) throw data(null, { status: 404 });
  return { session, job };
}
