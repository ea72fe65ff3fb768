import { jobPostTypeSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { presentJobPostType } from './lookups.presenter.ts';
import { findJobPostType, listJobPostTypes } from './lookups.repository.ts';

export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'JobPostType',
    collection: '/api/job-post-types',
    schema: jobPostTypeSchema,
    title: 'Job post type',
    description:
      'Kinds of listing (job, business for sale, education program) with their form hints and labels.',
  });

  api.get(
    '/job-post-types',
    {
      schema: {
        tags: ['JobPostType'],
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(jobPostTypeSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query);
      // Three rows: the whole list is read and sliced, which keeps the totals exact.
      const rows = await listJobPostTypes(app.db);
      return buildCollection({
        contextType: 'JobPostType',
        requestUrl: request.url,
        ...paging,
        totalItems: rows.length,
        member: rows.slice(paging.offset, paging.offset + paging.pageSize).map(presentJobPostType),
      });
    },
  );

  api.get(
    '/job-post-types/:id',
    {
      schema: {
        tags: ['JobPostType'],
        params: idParamsSchema,
        response: { 200: jobPostTypeSchema },
      },
    },
    async (request) => {
      const row = await findJobPostType(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentJobPostType(row));
    },
  );
}
