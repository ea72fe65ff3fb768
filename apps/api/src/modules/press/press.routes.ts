import {
  PRESS_ITEM_TYPES,
  pressItemCreateSchema,
  pressItemPatchSchema,
  pressItemSchema,
  pressStatsSchema,
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
import { presentPressItem, presentPressStats } from './press.presenter.ts';
import { countPressFigures, deletePressItem, findPressItem, listPressItems } from './press.repository.ts';
import { createPressItem, patchPressItem } from './press.service.ts';

/** The press page's data (content 2): articles about and by us, and the Company tab's figures. */
export async function pressRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'PressItem',
    collection: '/api/press-items',
    schema: pressItemSchema,
    title: 'PressItem',
    description: 'An article about us (type about) or by us (type by).',
  });
  registerResource(app, {
    type: 'PressStats',
    schema: pressStatsSchema,
    title: 'PressStats',
    description: 'Counts of jobs, users, companies and subscribers, and the configured fixed figure.',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/press-items',
    {
      schema: {
        tags: ['PressItem'],
        querystring: z.looseObject({
          ...paginationQueryShape,
          type: checkedField({ enum: ['about', 'by'], description: 'type[] for both' }),
        }),
        response: { 200: collectionSchema(pressItemSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const types = parseKnownValues(request.query.type, PRESS_ITEM_TYPES);
      const { rows, total } = await listPressItems(app.db, types, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'PressItem',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentPressItem),
      });
    },
  );

  api.get(
    '/press-items/:id',
    { schema: { tags: ['PressItem'], params: idParamsSchema, response: { 200: pressItemSchema } } },
    async (request) => {
      const row = await findPressItem(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentPressItem(row));
    },
  );

  registerStaffWrites(app, {
    path: '/press-items',
    find: (db, id) => findPressItem(db, id),
    type: 'PressItem',
    itemSchema: pressItemSchema,
    createSchema: pressItemCreateSchema,
    patchSchema: pressItemPatchSchema,
    create: (db, input) => createPressItem(db, input),
    update: (db, id, patch) => patchPressItem(db, id, patch),
    remove: (db, id) => deletePressItem(db, id),
    present: presentPressItem,
  });

  api.get(
    '/press-stats',
    {
      schema: {
        tags: ['PressStats'],
        summary: 'The press page’s Company figures (PRESS_FIXED_FIGURE is the fixed one)',
        response: { 200: pressStatsSchema },
      },
    },
    async () => presentPressStats(await countPressFigures(app.db), app.config.pressFixedFigure),
  );
}
