import type { contentPageCreateSchema, contentPagePatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import { insertContentPage, type NewContentPageRow, updateContentPage } from './content-pages.repository.ts';

type Input = z.output<typeof contentPagePatchSchema>;

function toColumns(input: Input): Partial<NewContentPageRow> {
  assertWebAddresses({ image: input.image });
  return {
    ...(input.section !== undefined ? { section: input.section } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.content !== undefined ? { content: sanitizeRichText(input.content, 'content') } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
  };
}

export function createContentPage(db: DbExecutor, input: z.output<typeof contentPageCreateSchema>) {
  const columns = toColumns(input);
  return insertContentPage(db, {
    ...columns,
    section: input.section,
    title: input.title,
    content: columns.content ?? '',
  });
}

export function patchContentPage(db: DbExecutor, id: number, patch: Input) {
  return updateContentPage(db, id, toColumns(patch));
}
