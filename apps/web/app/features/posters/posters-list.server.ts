import { DASHBOARD } from '@gfj/contracts/employer-dashboard';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { jobSchema } from '@gfj/contracts/jobs';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiContext } from '../../lib/load-context.ts';
import { pageUrlOf, signInPathFor } from '../../lib/page-url.ts';
import { loadSession } from '../auth/app-state.server.ts';
import { readPage } from '../seekers/seekers.queries.ts';

const jobsCollection = hydraCollectionSchema(jobSchema);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's data (content 7): one page (4) of the poster's own listings, and the expiry
 * alerts (approved or filled, expiring between now and 8 days ahead, page 1 of 8). Guests go to
 * /login and come back.
 */
export async function loadPostersDashboard(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await loadSession(request, context);
  const url = new URL(request.url);
  if (!session.userId) throw redirect(signInPathFor(request));
  const page = readPage(url);
  const user = `/api/users/${session.userId}`;
  const api = context.get(apiContext);
  const now = new Date();
  const listQuery = new URLSearchParams({ user, page: String(page), pageSize: String(DASHBOARD.pageSize) });
  const alertQuery = new URLSearchParams([
    ['user', user],
    ['status[]', 'approved'],
    ['status[]', 'filled'],
    ['date_expire[after]', now.toISOString()],
    ['date_expire[before]', new Date(now.getTime() + DASHBOARD.alertWindowDays * DAY_MS).toISOString()],
    ['page', '1'],
    ['pageSize', String(DASHBOARD.alertPageSize)],
  ]);
  const [list, alerts] = await Promise.all([
    api.get(`/api/jobs?${listQuery}`, jobsCollection),
    api.get(`/api/jobs?${alertQuery}`, jobsCollection),
  ]);
  if (!list.ok) throw data(null, { status: list.status === 401 ? 401 : 500 });
  const totalPages = Math.max(1, Math.ceil(list.data.totalItems / DASHBOARD.pageSize));
  // Past the last page (the list shrank): the last page instead.
  if (page > totalPages)
    throw redirect(`${pageUrlOf(url).pathname}${totalPages > 1 ? `?page=${totalPages}` : ''}`);
  return {
    rows: list.data.member,
    page,
    totalPages,
    totalItems: list.data.totalItems,
    // The alerts are a help, not the page: without them the table still shows.
    expiring: alerts.ok ? alerts.data.member : [],
    now: now.toISOString(),
  };
}
