import type { pressItemCreateSchema, pressItemPatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import { insertPressItem, type NewPressItemRow, updatePressItem } from './press.repository.ts';

type Input = z.output<typeof pressItemPatchSchema>;

function toColumns(input: Input): Partial<NewPressItemRow> {
  assertWebAddresses({ image: input.image, image_link: input.image_link, attachment: input.attachment });
  return {
    ...(input.type !== undefined ? { type: input.type } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.image_link !== undefined ? { imageLink: input.image_link } : {}),
    ...(input.description !== undefined
      ? { description: sanitizeRichText(input.description, 'content') }
      : {}),
    ...(input.attachment !== undefined ? { attachment: input.attachment } : {}),
    ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
  };
}

export function createPressItem(db: DbExecutor, input: z.output<typeof pressItemCreateSchema>) {
  const columns = toColumns(input);
  return insertPressItem(db, {
    ...columns,
    type: input.type,
    title: input.title,
    image: input.image,
    imageLink: input.image_link,
    description: columns.description ?? '',
  });
}

export function patchPressItem(db: DbExecutor, id: number, patch: Input) {
  return updatePressItem(db, id, toColumns(patch));
}
