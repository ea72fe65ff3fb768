import { data, type RouterContextProvider, redirect } from 'react-router';
import { z } from 'zod';
import { takeApiCookies } from '../../components/ui/form/form-actions.server.ts';
import { apiContext } from '../../lib/load-context.ts';
import { pagePathOf, signInPathFor } from '../../lib/page-url.ts';
import { loadSession } from '../auth/app-state.server.ts';

const followLookupSchema = z.object({
  totalItems: z.number(),
  member: z.array(z.object({ '@id': z.string() })),
});

/**
 * The heart without JavaScript (or before hydration): its form posts to the job page, whose action
 * flips the follow as the browser would (core 7: look it up, then DELETE it or POST one) and shows
 * the page again (post/redirect/get), now saying Favorited or Favorite. A guest is sent to sign in
 * and back to the job. A failed API answer is an error page: the page never pretends it worked.
 */
export async function toggleFavoriteFromForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobId: number,
): Promise<never> {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect(signInPathFor(request), { headers: takeApiCookies(context) });
  const api = context.get(apiContext);
  const user = `/api/users/${session.userId}`;
  const job = `/api/jobs/${jobId}`;
  const lookup = await api.get(
    `/api/user-follow-jobs?${new URLSearchParams({ user, job }).toString()}`,
    followLookupSchema,
  );
  if (!lookup.ok)
    throw data(null, { status: lookup.status >= 500 || lookup.status < 400 ? 502 : lookup.status });
  const first = lookup.data.totalItems > 0 ? lookup.data.member[0] : undefined;
  const answer = first
    ? await api.send({ method: 'DELETE', path: first['@id'] })
    : await api.send({ method: 'POST', path: '/api/user-follow-jobs', json: { user, job } });
  if (!answer.ok) throw data(null, { status: answer.status >= 500 ? 502 : answer.status });
  throw redirect(pagePathOf(request.url), { status: 303, headers: takeApiCookies(context) });
}
