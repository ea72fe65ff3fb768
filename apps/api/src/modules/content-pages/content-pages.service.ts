import type { contentPageCreateSchema, contentPagePatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { chooseSortOrder } from '../content/sort-order.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import {
  findContentPage,
  insertContentPage,
  type NewContentPageRow,
  nextContentPageOrder,
  updateContentPage,
} from './content-pages.repository.ts';

type Input = z.output<typeof contentPagePatchSchema>;

/**
 * The columns a create (no `id`) or a change writes. An empty order (null, or absent on create)
 * puts the page after the others of its section (its new one when it moves).
 */
async function toColumns(db: DbExecutor, input: Input, id?: number): Promise<Partial<NewContentPageRow>> {
  assertWebAddresses({ image: input.image });
  const sortOrder = await chooseSortOrder(input.sort_order, id === undefined, async () => {
    const section =
      input.section ?? (id === undefined ? undefined : (await findContentPage(db, id))?.section);
    // No section: no such page, which the change answers with a 404.
    return section === undefined ? 0 : nextContentPageOrder(db, section, id);
  });
  return {
    ...(input.section !== undefined ? { section: input.section } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.content !== undefined ? { content: sanitizeRichText(input.content, 'content') } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(sortOrder !== undefined ? { sortOrder } : {}),
  };
}

export async function createContentPage(db: DbExecutor, input: z.output<typeof contentPageCreateSchema>) {
  const columns = await toColumns(db, input);
  return insertContentPage(db, {
    ...columns,
    section: input.section,
    title: input.title,
    content: columns.content ?? '',
  });
}

export async function patchContentPage(db: DbExecutor, id: number, patch: Input) {
  return updateContentPage(db, id, await toColumns(db, patch, id));
}
