import { jobStatsSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { documentedQuery } from '../../http/openapi-operations.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { presentJobStats } from './job-stats.presenter.ts';
import { getJobStats } from './job-stats.service.ts';

/** The service checks the dates itself, so a bad one is a 422 with its message (content 7). */
const statsQuery = documentedQuery(
  z.looseObject({ fromDate: z.unknown().optional(), toDate: z.unknown().optional() }),
  z
    .object({
      fromDate: z.iso.date().describe('YYYY-MM-DD, site day; default: the year before toDate'),
      toDate: z.iso.date().describe('YYYY-MM-DD, site day; default: today'),
    })
    .partial(),
);

/**
 * GET /api/job-stats/{jobId}: a listing's statistics over a range of days, for its owner or staff
 * (content 2, 7). Like the original, a collection whose one member is the listing's JobStats.
 */
export async function jobStatsRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'JobStats',
    item: '/api/job-stats/:id',
    schema: jobStatsSchema,
    title: 'JobStats',
    description: 'One listing’s statistics: views, applies, shares, follows and referral visits.',
    relations: { job: 'Job' },
  });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/job-stats/:id',
    {
      schema: {
        tags: ['JobStats'],
        summary: 'A listing’s statistics over a range of days (owner or staff).',
        params: idParamsSchema,
        querystring: statsQuery,
        response: { 200: collectionSchema(jobStatsSchema, {}, { name: 'JobStatsCollection' }) },
      },
      onRequest: requireUser,
      config: { errorStatuses: [404, 422] },
    },
    async (request) => {
      const stats = presentJobStats(
        await getJobStats(app.db, getSignedInViewer(request), request.params.id, request.query),
      );
      return {
        '@context': '/api/contexts/JobStats',
        '@id': stats['@id'],
        '@type': 'Collection' as const,
        totalItems: 1,
        member: [stats],
      };
    },
  );
}
