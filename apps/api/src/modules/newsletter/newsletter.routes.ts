import {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_SUBSCRIBER_STATUSES,
  newsletterIssueCreateSchema,
  newsletterIssuePatchSchema,
  newsletterIssueSchema,
  newsletterSearchResultSchema,
  newsletterSubscriberSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { checkedField, flagField } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { canManageContent, requireContentManager } from '../content/content.policy.ts';
import { parseKnownValues } from '../content/public-form.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentNewsletterIssue, presentNewsletterSubscriber } from './newsletter.presenter.ts';
import {
  countDeliveries,
  deleteIssue,
  deleteSubscriber,
  findIssue,
  findSubscriber,
  type IssueRow,
  listIssues,
  listSubscribers,
} from './newsletter.repository.ts';
import { ARCHIVE_PAGING, createIssue, patchIssue, searchArchive } from './newsletter.service.ts';
import { publishIssue, sendIssueBatches, unpublishIssue } from './newsletter-sending.ts';

/** Batches queued by the publish request itself; the schedule sends the rest of a long list. */
const BATCHES_ON_PUBLISH = 5;

function firstString(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : undefined;
}

/** Newsletter issues (content 2, 3, 7) and, for staff, the subscribers. */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'NewsletterIssue',
    collection: '/api/newsletter-issues',
    schema: newsletterIssueSchema,
    title: 'NewsletterIssue',
    description: 'A newsletter issue: drafts for staff; published ones are in the archive and emailed once.',
  });
  registerResource(app, {
    type: 'NewsletterSubscriber',
    collection: '/api/newsletter-subscribers',
    schema: newsletterSubscriberSchema,
    title: 'NewsletterSubscriber',
    description: 'A newsletter subscriber (staff only).',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const present = async (row: IssueRow, db: DbExecutor = app.db) =>
    presentNewsletterIssue(row, await countDeliveries(db, row.id));

  api.get(
    '/newsletter-issues/search',
    {
      schema: {
        tags: ['NewsletterIssue'],
        summary: 'The archive search: keywords, guest-post (1: guest writers only), page, pageSize (12)',
        querystring: z.looseObject({
          ...paginationQueryShape,
          keywords: checkedField({ description: 'Words to find in the issues' }),
          'guest-post': flagField('1: guest writers only'),
        }),
        response: { 200: newsletterSearchResultSchema },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, ARCHIVE_PAGING);
      const guest = firstString(request.query['guest-post']);
      return searchArchive(app.db, {
        keywords: firstString(request.query.keywords),
        guestOnly: guest === '1' || guest === 'true',
        page: paging.page,
        pageSize: paging.pageSize,
      });
    },
  );

  api.get(
    '/newsletter-issues',
    {
      schema: {
        tags: ['NewsletterIssue'],
        querystring: z.looseObject({
          ...paginationQueryShape,
          slug: checkedField({ description: 'The issue with this slug' }),
          status: checkedField({ description: 'status[]: published by default; draft for staff only' }),
        }),
        response: { 200: collectionSchema(newsletterIssueSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const requested = parseKnownValues(request.query.status, NEWSLETTER_ISSUE_STATUSES);
      const statuses =
        canManageContent(request.viewer) && requested.length > 0 ? requested : ['published' as const];
      const slug = firstString(request.query.slug);
      const { rows, total } = await listIssues(
        app.db,
        { statuses, ...(slug ? { slug } : {}) },
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'NewsletterIssue',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: await Promise.all(rows.map((row) => present(row))),
      });
    },
  );

  api.get(
    '/newsletter-issues/:id',
    {
      schema: { tags: ['NewsletterIssue'], params: idParamsSchema, response: { 200: newsletterIssueSchema } },
    },
    async (request) => {
      const row = await findIssue(app.db, request.params.id);
      if (!row || (row.status !== 'published' && !canManageContent(request.viewer)))
        throw new NotFoundError();
      return asItem(await present(row));
    },
  );

  registerStaffWrites(app, {
    path: '/newsletter-issues',
    find: (db, id) => findIssue(db, id),
    type: 'NewsletterIssue',
    itemSchema: newsletterIssueSchema,
    createSchema: newsletterIssueCreateSchema,
    patchSchema: newsletterIssuePatchSchema,
    create: (db, input) => createIssue(db, input),
    update: (db, id, patch) => patchIssue(db, id, patch),
    remove: (db, id) => deleteIssue(db, id),
    present,
  });

  api.post(
    '/newsletter-issues/:id/publish',
    {
      schema: {
        tags: ['NewsletterIssue'],
        summary: 'Publishes an issue into the archive and emails it to confirmed subscribers (staff)',
        params: idParamsSchema,
        response: { 200: newsletterIssueSchema },
      },
      onRequest: requireContentManager,
      // An issue already published.
      config: { errorStatuses: [409] },
    },
    async (request) => {
      const published = await publishIssue(app, request.params.id);
      if (!published) throw new NotFoundError();
      await sendIssueBatches(app, published.id, { maxBatches: BATCHES_ON_PUBLISH });
      return asItem(await present((await findIssue(app.db, published.id)) ?? published));
    },
  );

  api.post(
    '/newsletter-issues/:id/unpublish',
    {
      schema: {
        tags: ['NewsletterIssue'],
        summary: 'Takes an issue out of the archive (staff); it is never emailed again',
        params: idParamsSchema,
        response: { 200: newsletterIssueSchema },
      },
      onRequest: requireContentManager,
    },
    async (request) => {
      const row = await unpublishIssue(app, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(await present(row));
    },
  );

  api.get(
    '/newsletter-subscribers',
    {
      schema: {
        tags: ['NewsletterSubscriber'],
        querystring: z.looseObject({
          ...paginationQueryShape,
          status: checkedField({ description: 'status[] for several' }),
        }),
        response: { 200: collectionSchema(newsletterSubscriberSchema) },
      },
      onRequest: requireContentManager,
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const statuses = parseKnownValues(request.query.status, NEWSLETTER_SUBSCRIBER_STATUSES);
      const { rows, total } = await listSubscribers(app.db, statuses, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'NewsletterSubscriber',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentNewsletterSubscriber),
      });
    },
  );

  api.get(
    '/newsletter-subscribers/:id',
    {
      schema: {
        tags: ['NewsletterSubscriber'],
        params: idParamsSchema,
        response: { 200: newsletterSubscriberSchema },
      },
      onRequest: requireContentManager,
    },
    async (request) => {
      const row = await findSubscriber(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentNewsletterSubscriber(row));
    },
  );

  api.delete(
    '/newsletter-subscribers/:id',
    {
      schema: {
        tags: ['NewsletterSubscriber'],
        summary: 'Erases a subscriber (staff)',
        params: idParamsSchema,
      },
      onRequest: requireContentManager,
    },
    async (request, reply) => {
      if (!(await deleteSubscriber(app.db, request.params.id))) throw new NotFoundError();
      return reply.code(204).send();
    },
  );
}
