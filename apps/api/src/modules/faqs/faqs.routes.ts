import {
  FAQ,
  faqCategoryCreateSchema,
  faqCategoryPatchSchema,
  faqCategorySchema,
  faqCreateSchema,
  faqPatchSchema,
  faqSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, parseIriList } from '../../http/iri.ts';
import { flagField, idOrIri } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentFaq, presentFaqCategory } from './faqs.presenter.ts';
import { findFaq, findFaqCategory, listFaqCategories, listFaqs } from './faqs.repository.ts';
import {
  createFaq,
  createFaqCategory,
  patchFaq,
  patchFaqCategory,
  removeFaq,
  removeFaqCategory,
} from './faqs.service.ts';

const FAQ_PAGING = { defaultPageSize: FAQ.pageSize, maxPageSize: 100 };

const faqQuery = z.looseObject({
  ...paginationQueryShape,
  category: idOrIri('Category IRI or id; `category[]` for several (/api/faq-categories/3)'),
  show_in_pricing_page: flagField(
    '1 (or true): only the pricing page questions, in their pricing order; 0: the others',
  ),
});

function parseFlag(value: unknown): boolean | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return undefined;
}

/** FAQs and their categories (content 3, 7): public reads, staff writes. */
export async function faqsRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'Faq',
    collection: '/api/faqs',
    schema: faqSchema,
    relations: { category: 'FaqCategory' },
    title: 'Faq',
    description: 'A frequently asked question; categories 3 seekers, 4 posters, 5 everyone.',
  });
  registerResource(app, {
    type: 'FaqCategory',
    collection: '/api/faq-categories',
    schema: faqCategorySchema,
    title: 'FaqCategory',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/faqs',
    {
      schema: {
        tags: ['Faq'],
        summary: 'FAQs, 50 a page, by category order then sort order',
        querystring: faqQuery,
        response: { 200: collectionSchema(faqSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, FAQ_PAGING);
      const categoryIds = parseIriList(request.query.category, 'faq-categories');
      const inPricingPage = parseFlag(request.query.show_in_pricing_page);
      const { rows, total } = await listFaqs(
        app.db,
        { categoryIds, ...(inPricingPage === undefined ? {} : { inPricingPage }) },
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'Faq',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentFaq),
      });
    },
  );

  api.get(
    '/faqs/:id',
    { schema: { tags: ['Faq'], params: idParamsSchema, response: { 200: faqSchema } } },
    async (request) => {
      const row = await findFaq(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentFaq(row));
    },
  );

  registerStaffWrites(app, {
    path: '/faqs',
    find: (db, id) => findFaq(db, id),
    type: 'Faq',
    itemSchema: faqSchema,
    createSchema: faqCreateSchema,
    patchSchema: faqPatchSchema,
    create: (db, input) => createFaq(db, input),
    update: (db, id, patch) => patchFaq(db, id, patch),
    remove: (db, id) => removeFaq(db, id),
    present: presentFaq,
  });

  api.get(
    '/faq-categories',
    {
      schema: {
        tags: ['FaqCategory'],
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(faqCategorySchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const { rows, total } = await listFaqCategories(app.db, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'FaqCategory',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentFaqCategory),
      });
    },
  );

  api.get(
    '/faq-categories/:id',
    { schema: { tags: ['FaqCategory'], params: idParamsSchema, response: { 200: faqCategorySchema } } },
    async (request) => {
      const row = await findFaqCategory(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentFaqCategory(row));
    },
  );

  registerStaffWrites(app, {
    path: '/faq-categories',
    find: (db, id) => findFaqCategory(db, id),
    type: 'FaqCategory',
    itemSchema: faqCategorySchema,
    createSchema: faqCategoryCreateSchema,
    patchSchema: faqCategoryPatchSchema,
    create: (db, input) => createFaqCategory(db, input),
    update: (db, id, patch) => patchFaqCategory(db, id, patch),
    remove: (db, id) => removeFaqCategory(db, id),
    present: presentFaqCategory,
  });
}
