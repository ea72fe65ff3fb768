import {
  WORDS_OF_WISDOM,
  wordOfWisdomCreateSchema,
  wordOfWisdomPatchSchema,
  wordOfWisdomSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentWordOfWisdom } from './words-of-wisdom.presenter.ts';
import { deleteWordOfWisdom, findWordOfWisdom, listWordsOfWisdom } from './words-of-wisdom.repository.ts';
import { createWordOfWisdom, patchWordOfWisdom } from './words-of-wisdom.service.ts';

/** Words of Wisdom (content 2, 7): 20 a page, paged by the collection's next link. */
export async function wordsOfWisdomRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'WordOfWisdom',
    collection: '/api/words-of-wisdom',
    schema: wordOfWisdomSchema,
    title: 'WordOfWisdom',
    description: 'A quote image linking out; the page shows them 20 at a time.',
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/words-of-wisdom',
    {
      schema: {
        tags: ['WordOfWisdom'],
        summary: 'Words of wisdom, newest first, 20 a page (view.next for the following page)',
        querystring: z.looseObject(paginationQueryShape),
        response: { 200: collectionSchema(wordOfWisdomSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, {
        defaultPageSize: WORDS_OF_WISDOM.pageSize,
        maxPageSize: 100,
      });
      const { rows, total } = await listWordsOfWisdom(app.db, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'WordOfWisdom',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentWordOfWisdom),
      });
    },
  );

  api.get(
    '/words-of-wisdom/:id',
    { schema: { tags: ['WordOfWisdom'], params: idParamsSchema, response: { 200: wordOfWisdomSchema } } },
    async (request) => {
      const row = await findWordOfWisdom(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentWordOfWisdom(row));
    },
  );

  registerStaffWrites(app, {
    path: '/words-of-wisdom',
    find: (db, id) => findWordOfWisdom(db, id),
    type: 'WordOfWisdom',
    itemSchema: wordOfWisdomSchema,
    createSchema: wordOfWisdomCreateSchema,
    patchSchema: wordOfWisdomPatchSchema,
    create: (db, input) => createWordOfWisdom(db, input),
    update: (db, id, patch) => patchWordOfWisdom(db, id, patch),
    remove: (db, id) => deleteWordOfWisdom(db, id),
    present: presentWordOfWisdom,
  });
}
