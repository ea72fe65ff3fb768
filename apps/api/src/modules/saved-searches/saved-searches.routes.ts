import {
  JOB_ALERT_UNSUBSCRIBE_PATH,
  jobAlertUnsubscribedSchema,
  jobAlertUnsubscribePreviewSchema,
  SEEKER_MESSAGES,
  SEEKER_PAGE_SIZE,
  savedSearchSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { checkedField, textField } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { presentSavedSearch } from './saved-searches.presenter.ts';
import { listSavedSearches } from './saved-searches.repository.ts';
import {
  createSavedSearch,
  findSavedSearchByUnsubscribeToken,
  getOwnSavedSearch,
  patchSavedSearch,
  removeSavedSearch,
  unsubscribeSavedSearch,
} from './saved-searches.service.ts';

const PAGING = { defaultPageSize: SEEKER_PAGE_SIZE, maxPageSize: 100 };

const listQuery = z.looseObject({
  ...paginationQueryShape,
  user: z
    .unknown()
    .optional()
    .meta({ type: 'string', description: 'Ignored: the list is always the caller’s own' }),
});

// Checked by the service so the exact spec messages come out as 422 violations.
const createBody = z.looseObject({
  name: textField(3, 38),
  params: checkedField({ description: 'The search query string (e.g. keywords=farm&categories[]=1)' }),
});
const patchBody = z.looseObject({
  name: textField(3, 38),
  status: checkedField({ enum: ['active', 'inactive'], description: 'inactive: no alert emails' }),
});
const unsubscribeQuery = z.looseObject({ token: z.string().optional().describe('From the alert email') });

/** Saved searches (core 7: saved searches) and their job alerts' one-click unsubscribe. */
export async function savedSearchesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'SavedSearch',
    collection: '/api/saved-searches',
    schema: savedSearchSchema,
    relations: { user: 'User' },
    title: 'SavedSearch',
    description: 'A search the signed-in user saved; active ones get a daily job alert.',
  });

  api.get(
    '/saved-searches',
    {
      schema: {
        tags: ['SavedSearch'],
        querystring: listQuery,
        response: { 200: collectionSchema(savedSearchSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const paging = parsePagination(request.query, PAGING);
      const { rows, total } = await listSavedSearches(app.db, viewer.userId, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'SavedSearch',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentSavedSearch),
      });
    },
  );

  api.post(
    '/saved-searches',
    {
      schema: { tags: ['SavedSearch'], body: createBody, response: { 201: savedSearchSchema } },
      onRequest: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const row = await createSavedSearch(app.db, getSignedInViewer(request), request.body);
      const item = asItem(presentSavedSearch(row));
      reply.code(201).header('location', item['@id']);
      return item;
    },
  );

  // The link in alert emails sent before the site page existed: a GET changes nothing (mail
  // scanners open links), it only sends the reader on to the page that asks first.
  api.get(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags: ['SavedSearch'],
        summary:
          'Old alert emails’ unsubscribe link: redirects to the site page that asks before unsubscribing',
        description: `Changes nothing. Answers 303 to \`${JOB_ALERT_UNSUBSCRIBE_PATH}?token=…\`, the site page that names the saved search and unsubscribes only when its button is pressed (a POST here). Mail clients' one-click unsubscribe (RFC 8058) is the POST.`,
        querystring: unsubscribeQuery,
        response: { 303: z.null().describe('See Other: the site’s unsubscribe page (Location)') },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const query = typeof token === 'string' && token !== '' ? `?token=${encodeURIComponent(token)}` : '';
      return reply.header('cache-control', 'no-store').redirect(`${JOB_ALERT_UNSUBSCRIBE_PATH}${query}`, 303);
    },
  );

  // What the site page shows before asking: the signed token reveals its search's name and status,
  // nothing else (no owner, no params). No sign-in: the token is the proof.
  api.get(
    '/saved-searches/unsubscribe-preview',
    {
      schema: {
        tags: ['SavedSearch'],
        summary:
          'The name and status of the saved search an alert’s unsubscribe token names (changes nothing)',
        querystring: unsubscribeQuery,
        response: { 200: jobAlertUnsubscribePreviewSchema },
      },
      config: { errorStatuses: [404], rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const row = await findSavedSearchByUnsubscribeToken(app.db, app.config.jwtSecret, request.query.token);
      reply.header('cache-control', 'no-store');
      return { name: row.name, status: row.status };
    },
  );

  api.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        tags: ['SavedSearch'],
        summary: 'One-click unsubscribe (RFC 8058): the token in the query or the form body',
        querystring: unsubscribeQuery,
        response: { 200: jobAlertUnsubscribedSchema },
      },
      config: { errorStatuses: [404] },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> | undefined;
      const token = request.query.token ?? body?.token;
      const row = await unsubscribeSavedSearch(app.db, app.config.jwtSecret, token);
      return {
        success: true as const,
        message: SEEKER_MESSAGES.unsubscribed,
        saved_search: presentSavedSearch(row)['@id'],
      };
    },
  );

  api.get(
    '/saved-searches/:id',
    {
      schema: { tags: ['SavedSearch'], params: idParamsSchema, response: { 200: savedSearchSchema } },
      onRequest: requireUser,
    },
    async (request) =>
      asItem(
        presentSavedSearch(await getOwnSavedSearch(app.db, getSignedInViewer(request), request.params.id)),
      ),
  );

  api.patch(
    '/saved-searches/:id',
    {
      schema: {
        tags: ['SavedSearch'],
        params: idParamsSchema,
        body: patchBody,
        response: { 200: savedSearchSchema },
      },
      onRequest: requireUser,
      preValidation: requireMergePatch,
    },
    async (request) => {
      const row = await patchSavedSearch(app.db, getSignedInViewer(request), request.params.id, request.body);
      return asItem(presentSavedSearch(row));
    },
  );

  api.delete(
    '/saved-searches/:id',
    { schema: { tags: ['SavedSearch'], params: idParamsSchema }, onRequest: requireUser },
    async (request, reply) => {
      await removeSavedSearch(app.db, getSignedInViewer(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
