import { jobSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { followedAmong } from '../follows/follows.service.ts';
import { GUEST } from './job-viewer.ts';
import { presentJob } from './jobs.presenter.ts';
import { getVisibleJob, listVisibleJobs } from './jobs.service.ts';

const JOB_PAGING = { defaultPageSize: 30, maxPageSize: 100 };

/** Unparsable filter values are ignored rather than rejected (api-conventions: Filters). */
const jobListQuery = z.looseObject({
  ...paginationQueryShape,
  order: z
    .object({ date_added: z.enum(['asc', 'desc']).optional().catch(undefined) })
    .optional()
    .catch(undefined)
    .describe('order[date_added]=asc|desc (default desc)'),
  status: z
    .union([z.array(z.string()), z.string().transform((s) => [s])])
    .optional()
    .catch(undefined)
    .describe('status[]: staff only; guests always see approved jobs'),
});

export async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'Job',
    collection: '/api/jobs',
    schema: jobSchema,
    title: 'Job',
    description: 'A listing: a job, a business for sale or an education program.',
  });

  api.get(
    '/jobs',
    { schema: { tags: ['Job'], querystring: jobListQuery, response: { 200: collectionSchema(jobSchema) } } },
    async (request) => {
      const paging = parsePagination(request.query, JOB_PAGING);
      const { rows, total } = await listVisibleJobs(
        app.db,
        { statuses: request.query.status, order: request.query.order?.date_added },
        paging,
        request.viewer ?? GUEST,
      );
      const followed = await followedAmong(app.db, request.viewer?.userId ?? null, rows);
      return buildCollection({
        contextType: 'Job',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) => presentJob(row, { isFollower: followed.has(row.id) })),
      });
    },
  );

  api.get(
    '/jobs/:id',
    {
      schema: {
        tags: ['Job'],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: jobSchema },
      },
    },
    async (request) => {
      // The session's viewer (auth plugin): owners and staff also see drafts and pending jobs.
      const job = await getVisibleJob(app.db, request.params.id, request.viewer ?? GUEST);
      const followed = await followedAmong(app.db, request.viewer?.userId ?? null, [job]);
      return asItem(presentJob(job, { isFollower: followed.has(job.id) }));
    },
  );
}
