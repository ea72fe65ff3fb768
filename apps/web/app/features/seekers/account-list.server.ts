import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { SEEKER_PAGE_SIZE } from '@gfj/contracts/seekers';
import { data, type RouterContextProvider, redirect } from 'react-router';
import type { z } from 'zod';
import { apiContext } from '../../lib/load-context.ts';
import { pageUrlOf, signInPathFor } from '../../lib/page-url.ts';
import { loadSession } from '../auth/app-state.server.ts';
import { readPage } from './seekers.queries.ts';

/**
 * One page (8 rows, core 9) of the signed-in user's own list; guests go to /login and come back.
 */
export async function loadAccountList<S extends z.ZodType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  collection: '/api/user-follow-jobs' | '/api/saved-searches',
  item: S,
) {
  const session = await loadSession(request, context);
  const url = new URL(request.url);
  if (!session.userId) throw redirect(signInPathFor(request));
  const page = readPage(url);
  const query = new URLSearchParams({
    user: `/api/users/${session.userId}`,
    page: String(page),
    pageSize: String(SEEKER_PAGE_SIZE),
  });
  const answer = await context.get(apiContext).get(`${collection}?${query}`, hydraCollectionSchema(item));
  if (!answer.ok) throw data(null, { status: answer.status === 401 ? 401 : 500 });
  const rows = answer.data.member as z.infer<S>[];
  const totalPages = Math.max(1, Math.ceil(answer.data.totalItems / SEEKER_PAGE_SIZE));
  // Past the last page (the list shrank): the last page instead.
  if (page > totalPages)
    throw redirect(`${pageUrlOf(url).pathname}${totalPages > 1 ? `?page=${totalPages}` : ''}`);
  return { rows, page, totalPages, totalItems: answer.data.totalItems };
}

/**
 * A list row's form posted without JavaScript (`form`, read by the caller): signed in (guests go
 * to sign in and back), one of `intents`, and a row id; anything else is a bad request (400).
 */
export async function readListForm<I extends string>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: Record<string, string>,
  intents: readonly I[],
): Promise<{ intent: I; id: number }> {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect(signInPathFor(request));
  const intent = intents.find((value) => value === form.intent);
  const id = Number(form.id);
  if (!intent || !/^\d{1,9}$/.test(form.id ?? '') || id < 1) throw data(null, { status: 400 });
  return { intent, id };
}
