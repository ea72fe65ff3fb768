import type { pressItemCreateSchema, pressItemPatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { chooseSortOrder } from '../content/sort-order.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import {
  findPressItem,
  insertPressItem,
  type NewPressItemRow,
  nextPressItemOrder,
  updatePressItem,
} from './press.repository.ts';

type Input = z.output<typeof pressItemPatchSchema>;

/**
 * The columns a create (no `id`) or a change writes. An empty order (null, or absent on create)
 * puts the item after the others of its type (its new one when it moves).
 */
async function toColumns(db: DbExecutor, input: Input, id?: number): Promise<Partial<NewPressItemRow>> {
  assertWebAddresses({ image: input.image, image_link: input.image_link, attachment: input.attachment });
  const sortOrder = await chooseSortOrder(input.sort_order, id === undefined, async () => {
    const type = input.type ?? (id === undefined ? undefined : (await findPressItem(db, id))?.type);
    // No type: no such item, which the change answers with a 404.
    return type === undefined ? 0 : nextPressItemOrder(db, type, id);
  });
  return {
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.image_link !== undefined ? { imageLink: input.image_link } : {}),
    ...(input.description !== undefined
      ? { description: sanitizeRichText(input.description, 'content') }
      : {}),
    ...(input.attachment !== undefined ? { attachment: input.attachment } : {}),
    ...(sortOrder !== undefined ? { sortOrder } : {}),
  };
}

export async function createPressItem(db: DbExecutor, input: z.output<typeof pressItemCreateSchema>) {
  const columns = await toColumns(db, input);
  return insertPressItem(db, {
    ...columns,
    type: input.type,
    title: input.title,
    image: input.image,
    imageLink: input.image_link,
    description: columns.description ?? '',
  });
}

export async function patchPressItem(db: DbExecutor, id: number, patch: Input) {
  return updatePressItem(db, id, await toColumns(db, patch, id));
}
