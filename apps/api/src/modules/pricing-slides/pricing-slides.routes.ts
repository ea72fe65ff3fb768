import { pricingSlideCreateSchema, pricingSlidePatchSchema, pricingSlideSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentPricingSlide } from './pricing-slides.presenter.ts';
import { deletePricingSlide, findPricingSlide, listPricingSlides } from './pricing-slides.repository.ts';
import { createPricingSlide, patchPricingSlide } from './pricing-slides.service.ts';

/** The pricing carousel's slides (content 2): public reads in the staff's order, staff writes. */
export async function pricingSlidesRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'PricingSlide',
    collection: '/api/pricing-slides',
    schema: pricingSlideSchema,
    title: 'PricingSlide',
    description: 'A slide of the pricing page’s carousel: a title and sanitised HTML.',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/pricing-slides',
    {
      schema: {
        tags: ['PricingSlide'],
        summary: 'The pricing carousel’s slides in their order',
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(pricingSlideSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const { rows, total } = await listPricingSlides(app.db, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'PricingSlide',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentPricingSlide),
      });
    },
  );

  api.get(
    '/pricing-slides/:id',
    {
      schema: { tags: ['PricingSlide'], params: idParamsSchema, response: { 200: pricingSlideSchema } },
      config: { errorStatuses: [404] },
    },
    async (request) => {
      const row = await findPricingSlide(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentPricingSlide(row));
    },
  );

  registerStaffWrites(app, {
    path: '/pricing-slides',
    type: 'PricingSlide',
    itemSchema: pricingSlideSchema,
    createSchema: pricingSlideCreateSchema,
    patchSchema: pricingSlidePatchSchema,
    create: (db, input) => createPricingSlide(db, input),
    update: (db, id, patch) => patchPricingSlide(db, id, patch),
    remove: (db, id) => deletePricingSlide(db, id),
    find: (db, id) => findPricingSlide(db, id),
    present: presentPricingSlide,
  });
}
