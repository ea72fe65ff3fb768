import { LIMITS } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, tryParseIri } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { presentCategoryImage, presentSliderCategory } from './home-widgets.presenter.ts';
import {
  findCategoryImage,
  findSliderCategory,
  listCategoryImages,
  listSliderCategories,
} from './home-widgets.repository.ts';

const named = z.object({ id: z.number().int(), name: z.string() });

export const jobCategoryImageSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('JobCategoryImage'),
  id: z.number().int(),
  category: named,
  image: z.string(),
  alt: z.string(),
});

export const homeSliderCategorySchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('HomeSliderCategory'),
  id: z.number().int(),
  name: z.string(),
  heading: z.string().optional(),
  subheading: z.string().optional(),
  images: z.array(
    z.object({
      id: z.number().int(),
      image: z.string(),
      url: z.string().optional(),
      heading: z.string().optional(),
      subheading: z.string().optional(),
    }),
  ),
});

/** A category given as a bare id or an IRI (`/api/job-categories/3`, `/api/categories/3`). */
function parseCategory(value: unknown): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return tryParseIri(v, 'job-categories') ?? tryParseIri(v, 'categories');
}

export async function homeWidgetsRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'JobCategoryImage',
    collection: '/api/job-category-images',
    schema: jobCategoryImageSchema,
  });
  registerResource(app, {
    type: 'HomeSliderCategory',
    collection: '/api/home-slider-categories',
    schema: homeSliderCategorySchema,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/job-category-images',
    {
      schema: {
        tags: ['JobCategoryImage'],
        summary: 'Images of job categories for the home page',
        querystring: z.object({
          category: z.unknown().optional().meta({ type: 'string', description: 'Category id or IRI' }),
          ...paginationQueryShape,
        }),
        response: { 200: collectionSchema(jobCategoryImageSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, {
        defaultPageSize: LIMITS.defaultPageSize,
        maxPageSize: 100,
      });
      const { rows, total } = await listCategoryImages(
        app.db,
        parseCategory(request.query.category),
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'JobCategoryImage',
        requestUrl: request.url,
        page: paging.page,
        pageSize: paging.pageSize,
        totalItems: total,
        member: rows.map(presentCategoryImage),
      });
    },
  );

  api.get(
    '/home-slider-categories',
    {
      schema: {
        tags: ['HomeSliderCategory'],
        summary: 'Home slider categories with their images',
        querystring: z.object(paginationQueryShape),
        response: { 200: collectionSchema(homeSliderCategorySchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, {
        defaultPageSize: LIMITS.defaultPageSize,
        maxPageSize: 100,
      });
      const { rows, images, total } = await listSliderCategories(app.db, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'HomeSliderCategory',
        requestUrl: request.url,
        page: paging.page,
        pageSize: paging.pageSize,
        totalItems: total,
        member: rows.map((row) => presentSliderCategory(row, images)),
      });
    },
  );

  // Every IRI the API emits resolves (api-conventions: Base).
  api.get(
    '/job-category-images/:id',
    {
      schema: {
        tags: ['JobCategoryImage'],
        params: idParamsSchema,
        response: { 200: jobCategoryImageSchema },
      },
    },
    async (request) => {
      const row = await findCategoryImage(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentCategoryImage(row));
    },
  );

  api.get(
    '/home-slider-categories/:id',
    {
      schema: {
        tags: ['HomeSliderCategory'],
        params: idParamsSchema,
        response: { 200: homeSliderCategorySchema },
      },
    },
    async (request) => {
      const found = await findSliderCategory(app.db, request.params.id);
      if (!found) throw new NotFoundError();
      return asItem(presentSliderCategory(found.row, found.images));
    },
  );
}
