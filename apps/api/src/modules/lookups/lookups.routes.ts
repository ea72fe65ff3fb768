import {
  JOB_POST_TYPE_TEXT_FIELDS,
  type JobPostTypePatch,
  jobPostTypePatchSchema,
  jobPostTypeSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { auditAction, recordAudit } from '../audit/index.ts';
import { getSignedInViewer, requireStaff } from '../auth/auth.plugin.ts';
import { presentJobPostType, snakeToCamel } from './lookups.presenter.ts';
import { findJobPostType, listJobPostTypes, updateJobPostType } from './lookups.repository.ts';

/** The patch's fields as columns: `price` is `priceCents`, each hint or label its camelCase column. */
function postTypeValues(patch: JobPostTypePatch): Record<string, string | number | null> {
  const values: Record<string, string | number | null> = {};
  if (patch.price !== undefined) values.priceCents = patch.price;
  for (const field of JOB_POST_TYPE_TEXT_FIELDS) {
    const text = patch[field];
    // An emptied text is no text: the posting form then shows its own default.
    if (text !== undefined) values[snakeToCamel(field)] = text === '' ? null : text;
  }
  return values;
}

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

  // Staff set each kind's price (the single listing's, product decisions: Money) and its posting
  // form's hints and labels; the three kinds themselves are fixed (no POST, no DELETE).
  api.patch(
    '/job-post-types/:id',
    {
      schema: {
        tags: ['JobPostType'],
        summary: 'Updates a post type’s price, hints and labels (staff, merge-patch)',
        params: idParamsSchema,
        body: jobPostTypePatchSchema,
        response: { 200: jobPostTypeSchema },
      },
      onRequest: requireStaff,
      preValidation: requireMergePatch,
      config: { errorStatuses: [404] },
    },
    async (request) => {
      // The change and its audit entry stand or fall together (decision 041).
      const after = await app.db.transaction(async (tx) => {
        const old = await findJobPostType(tx, request.params.id);
        if (!old) throw new NotFoundError();
        const row = await updateJobPostType(tx, old.id, postTypeValues(request.body));
        if (!row) throw new NotFoundError();
        const updated = presentJobPostType(row);
        await recordAudit(tx, {
          actorId: getSignedInViewer(request).userId,
          action: auditAction('JobPostType', 'update'),
          entityType: 'JobPostType',
          entityId: row.id,
          before: presentJobPostType(old),
          after: updated,
        });
        return updated;
      });
      return asItem(after);
    },
  );
}
