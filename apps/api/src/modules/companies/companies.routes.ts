import { companySchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { presentCompany } from './companies.presenter.ts';
import { countOpenJobs, findCompanyById, listCompaniesWithOpenJobs } from './companies.repository.ts';
import { getCompanyPage } from './companies.service.ts';

const listQuery = z.looseObject({
  ...paginationQueryShape,
  slug: z
    .string()
    .max(220)
    .optional()
    .catch(undefined)
    .describe('The company page’s slug: one company or none'),
});

/** Company pages (beyond the spec): only companies with a listing on show are public. */
export async function companiesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'Company',
    collection: '/api/companies',
    schema: companySchema,
    title: 'Company',
    description: 'An employer with listings on show, kept from its posters’ company details.',
  });

  api.get(
    '/companies',
    {
      schema: {
        tags: ['Company'],
        querystring: listQuery,
        response: { 200: collectionSchema(companySchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 500 });
      if (request.query.slug !== undefined) {
        const found = await getCompanyPage(app.db, request.query.slug).catch((error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        });
        const member = found ? [presentCompany(found.company, found.openJobs)] : [];
        return buildCollection({
          contextType: 'Company',
          requestUrl: request.url,
          ...paging,
          totalItems: member.length,
          member,
        });
      }
      const { rows, total } = await listCompaniesWithOpenJobs(app.db, paging.pageSize, paging.offset);
      const counts = await countOpenJobs(
        app.db,
        rows.map((r) => r.id),
      );
      return buildCollection({
        contextType: 'Company',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) => presentCompany(row, counts.get(row.id) ?? 0)),
      });
    },
  );

  api.get(
    '/companies/:id',
    { schema: { tags: ['Company'], params: idParamsSchema, response: { 200: companySchema } } },
    async (request) => {
      const row = await findCompanyById(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      const { company, openJobs } = await getCompanyPage(app.db, row.slug);
      return asItem(presentCompany(company, openJobs));
    },
  );
}
