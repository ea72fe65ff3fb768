import {
  isStorableInstant,
  JOB_STATUSES,
  jobSchema,
  jobSubmissionSchema,
  jobWriteBodySchema,
} from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, iriOf, tryParseIri } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { documentedQuery } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { findViewerApplicationDate } from '../applications/applications.service.ts';
import { getSignedInViewer, requireConfirmedUser, requireUser } from '../auth/auth.plugin.ts';
import { followedAmong } from '../follows/follows.service.ts';
import { AFTER_SUBMISSION_PATHS, SUBMISSION_MESSAGES, submitJob } from './job-submission.service.ts';
import { GUEST } from './job-viewer.ts';
import { managesJob } from './jobs.policy.ts';
import { presentJob } from './jobs.presenter.ts';
import type { DateBounds } from './jobs.repository.ts';
import { getVisibleJob, listVisibleJobs } from './jobs.service.ts';
import { createJobDraft, deleteJob, patchJob } from './posting.service.ts';

const JOB_PAGING = { defaultPageSize: 30, maxPageSize: 100 };

/** Unparsable filter values are ignored rather than rejected (api-conventions: Filters). */
const dateFilter = z
  .object({
    after: z.string().optional(),
    strictly_after: z.string().optional(),
    before: z.string().optional(),
    strictly_before: z.string().optional(),
  })
  .optional()
  .catch(undefined);

/** asc or desc, any case (API Platform Admin sends ASC / DESC); anything else is ignored. */
const orderValue = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['asc', 'desc']))
  .optional()
  .catch(undefined);

/** What clients send: `order[date_added]`, `status[]` (or one `status`), `user`, `company`, `date_expire[…]`. */
const jobListQueryDoc = z
  .object({
    ...paginationQueryShape,
    order: z
      .object({ date_added: z.enum(['asc', 'desc']), submitted_at: z.enum(['asc', 'desc']) })
      .partial()
      .describe(
        'Default order[date_added]=desc; order[submitted_at]=asc: the moderation queue, oldest first',
      ),
    status: z
      .array(z.enum(JOB_STATUSES))
      .describe('For staff, and for the caller’s own list (user=); guests always see approved jobs'),
    user: z
      .string()
      .describe('/api/users/{id} or an id: the caller’s own listings, in every status but deleted'),
    company: z.string().describe('/api/companies/{id} or an id'),
    date_expire: z
      .object({
        after: z.iso.date(),
        strictly_after: z.iso.date(),
        before: z.iso.date(),
        strictly_before: z.iso.date(),
      })
      .partial()
      .describe('date_expire[after|strictly_after|before|strictly_before]=YYYY-MM-DD'),
    post_type: z.string().describe('/api/job-post-types/{id} or an id'),
    date_added: z
      .object({
        after: z.iso.date(),
        strictly_after: z.iso.date(),
        before: z.iso.date(),
        strictly_before: z.iso.date(),
      })
      .partial()
      .describe('date_added[after|strictly_after|before|strictly_before]=YYYY-MM-DD'),
  })
  .partial();

const jobListRuntimeQuery = z.looseObject({
  ...paginationQueryShape,
  order: z
    .object({ date_added: orderValue, submitted_at: orderValue })
    .optional()
    .catch(undefined)
    .describe('order[date_added]=asc|desc (default desc), or order[submitted_at]=asc|desc'),
  post_type: z.string().optional().catch(undefined).describe('/api/job-post-types/{id} or an id'),
  date_added: dateFilter.describe('date_added[after|strictly_after|before|strictly_before]=YYYY-MM-DD'),
  status: z
    .union([z.array(z.string()), z.string().transform((s) => [s])])
    .optional()
    .catch(undefined)
    .describe('status[]: for staff, and for the caller’s own list (user=); guests always see approved jobs'),
  user: z
    .string()
    .optional()
    .catch(undefined)
    .describe('/api/users/{id} or an id: the caller’s own listings come in every status but deleted'),
  company: z.string().optional().catch(undefined).describe('/api/companies/{id} or an id'),
  date_expire: dateFilter.describe('date_expire[after|strictly_after|before|strictly_before]=YYYY-MM-DD'),
});
const jobListQuery = documentedQuery(jobListRuntimeQuery, jobListQueryDoc);

/** A bound any JavaScript date can be; one the database cannot hold (year 0, 10000) is ignored too. */
function parseDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return isStorableInstant(date) ? date : undefined;
}

function dateBounds(filter: z.infer<typeof dateFilter>): DateBounds | undefined {
  if (!filter) return undefined;
  return {
    after: parseDate(filter.after),
    strictlyAfter: parseDate(filter.strictly_after),
    before: parseDate(filter.before),
    strictlyBefore: parseDate(filter.strictly_before),
  };
}

/**
 * preHandler of the routes that let the service check their body (`attachValidation`): a path id
 * or query that failed its schema still answers as elsewhere (404, 400); only the body goes on.
 */
async function rejectInvalidParams(request: FastifyRequest): Promise<void> {
  const error = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (error && error.validationContext !== 'body') throw error;
}

/** The raw JSON body: checked field by field by the service, so all violations come at once. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestError();
  return body as Record<string, unknown>;
}

export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'Job',
    collection: '/api/jobs',
    schema: jobSchema,
    relations: { user: 'User', company: 'Company' },
    title: 'Job',
    description: 'A listing: a job, a business for sale or an education program.',
  });
  registerResource(app, {
    type: 'JobSubmission',
    schema: jobSubmissionSchema,
    relations: { job: 'Job', user_job_package: 'UserJobPackage' },
    title: 'JobSubmission',
    description:
      'The answer to submitting a draft: sent to review with a package credit, or waiting for payment.',
  });

  api.get(
    '/jobs',
    { schema: { tags: ['Job'], querystring: jobListQuery, response: { 200: collectionSchema(jobSchema) } } },
    async (request) => {
      const paging = parsePagination(request.query, JOB_PAGING);
      const { rows, total } = await listVisibleJobs(
        app.db,
        {
          statuses: request.query.status,
          ownerId: tryParseIri(request.query.user, 'users'),
          companyId: tryParseIri(request.query.company, 'companies'),
          dateExpire: dateBounds(request.query.date_expire),
          postTypeId: tryParseIri(request.query.post_type, 'job-post-types'),
          dateAdded: dateBounds(request.query.date_added),
          order: request.query.order?.submitted_at ?? request.query.order?.date_added,
          orderBySubmission: request.query.order?.submitted_at !== undefined,
        },
        paging,
        request.viewer ?? GUEST,
      );
      const followed = await followedAmong(app.db, request.viewer?.userId ?? null, rows);
      return buildCollection({
        contextType: 'Job',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) =>
          presentJob(row, {
            isFollower: followed.has(row.id),
            showOwner: managesJob(request.viewer ?? GUEST, row),
          }),
        ),
      });
    },
  );

  api.post(
    '/jobs',
    {
      schema: { tags: ['Job'], body: jobWriteBodySchema, response: { 201: jobSchema } },
      // Field rules are the service's (first message per field); the schema documents the body.
      attachValidation: true,
      preHandler: rejectInvalidParams,
      onRequest: requireConfirmedUser,
      config: { rateLimit: { max: 60, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const row = await createJobDraft(app, getSignedInViewer(request), bodyOf(request));
      const item = asItem(presentJob(row, { showOwner: true }));
      reply.code(201).header('location', item['@id']);
      return item;
    },
  );

  api.get(
    '/jobs/:id',
    { schema: { tags: ['Job'], params: idParamsSchema, response: { 200: jobSchema } } },
    async (request) => {
      // The session's viewer (auth plugin): owners and staff also see drafts and pending jobs.
      const job = await getVisibleJob(app.db, request.params.id, request.viewer ?? GUEST);
      const viewerId = request.viewer?.userId ?? null;
      const [followed, appliedOn] = await Promise.all([
        followedAmong(app.db, viewerId, [job]),
        findViewerApplicationDate(app, viewerId, job.id),
      ]);
      return asItem(
        presentJob(job, {
          isFollower: followed.has(job.id),
          appliedOn,
          showOwner: managesJob(request.viewer ?? GUEST, job),
        }),
      );
    },
  );

  api.patch(
    '/jobs/:id',
    {
      schema: {
        tags: ['Job'],
        params: idParamsSchema,
        body: jobWriteBodySchema,
        response: { 200: jobSchema },
      },
      attachValidation: true,
      preHandler: rejectInvalidParams,
      onRequest: requireUser,
      preValidation: requireMergePatch,
      // The jobs policy: another's listing is 404, a status it cannot take 409, unconfirmed 403.
      config: { errorStatuses: [403, 404, 409, 422] },
    },
    async (request) => {
      const row = await patchJob(app, getSignedInViewer(request), request.params.id, bodyOf(request));
      return asItem(presentJob(row, { showOwner: true }));
    },
  );

  api.delete(
    '/jobs/:id',
    {
      schema: { tags: ['Job'], params: idParamsSchema },
      onRequest: requireUser,
      config: { errorStatuses: [404, 409] },
    },
    async (request, reply) => {
      await deleteJob(app, getSignedInViewer(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/jobs/:id/submission',
    {
      schema: {
        tags: ['Job'],
        summary: 'Submits a draft: spends a package credit and sends it to review, or marks it for payment',
        params: idParamsSchema,
        response: { 200: jobSubmissionSchema },
      },
      onRequest: requireUser,
      config: { errorStatuses: [403, 404, 409, 422] },
    },
    async (request) => {
      const result = await submitJob(app, getSignedInViewer(request), request.params.id);
      return {
        '@context': '/api/contexts/JobSubmission',
        '@type': 'JobSubmission' as const,
        job: iriOf('jobs', result.job.id),
        outcome: result.outcome,
        status: result.job.status,
        message: SUBMISSION_MESSAGES[result.outcome],
        next:
          result.outcome === 'submitted'
            ? AFTER_SUBMISSION_PATHS.submitted
            : AFTER_SUBMISSION_PATHS.paymentRequired,
        ...(result.outcome === 'submitted' && result.userJobPackageId !== null
          ? { user_job_package: iriOf('user-job-packages', result.userJobPackageId) }
          : {}),
      };
    },
  );
}
