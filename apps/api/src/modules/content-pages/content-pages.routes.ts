import {
  CONTENT_PAGE_SECTIONS,
  contentPageCreateSchema,
  contentPagePatchSchema,
  contentPageSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { checkedField } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { parseKnownValues } from '../content/public-form.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentContentPage } from './content-pages.presenter.ts';
import { deleteContentPage, findContentPage, listContentPages } from './content-pages.repository.ts';
import { createContentPage, patchContentPage } from './content-pages.service.ts';

/**
 * The site's own pages (core 2 fine print, content 1-2 about and press): each section is a list of
 * HTML pages in order; the fine print's carousels show one section each.
 */
export async function contentPagesRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'ContentPage',
    collection: '/api/content-pages',
    schema: contentPageSchema,
    title: 'ContentPage',
    description: `A page of the site's own text; sections: ${CONTENT_PAGE_SECTIONS.join(', ')}.`,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/content-pages',
    {
      schema: {
        tags: ['ContentPage'],
        summary: 'The site’s pages by section, in order',
        querystring: z.looseObject({
          ...paginationQueryShape,
          section: checkedField({ enum: CONTENT_PAGE_SECTIONS, description: 'section[] for several' }),
        }),
        response: { 200: collectionSchema(contentPageSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const sections = parseKnownValues(request.query.section, CONTENT_PAGE_SECTIONS);
      const { rows, total } = await listContentPages(app.db, sections, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'ContentPage',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentContentPage),
      });
    },
  );

  api.get(
    '/content-pages/:id',
    { schema: { tags: ['ContentPage'], params: idParamsSchema, response: { 200: contentPageSchema } } },
    async (request) => {
      const row = await findContentPage(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentContentPage(row));
    },
  );

  registerStaffWrites(app, {
    path: '/content-pages',
    find: (db, id) => findContentPage(db, id),
    type: 'ContentPage',
    itemSchema: contentPageSchema,
    createSchema: contentPageCreateSchema,
    patchSchema: contentPagePatchSchema,
    create: (db, input) => createContentPage(db, input),
    update: (db, id, patch) => patchContentPage(db, id, patch),
    remove: (db, id) => deleteContentPage(db, id),
    present: presentContentPage,
  });
}
