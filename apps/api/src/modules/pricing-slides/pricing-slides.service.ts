import { minMessage, type pricingSlideCreateSchema, type pricingSlidePatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ValidationError } from '../../http/errors.ts';
import { chooseSortOrder } from '../content/sort-order.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import {
  insertPricingSlide,
  type NewPricingSlideRow,
  nextPricingSlideOrder,
  type PricingSlideRow,
  updatePricingSlide,
} from './pricing-slides.repository.ts';

type Input = z.output<typeof pricingSlidePatchSchema>;

/**
 * The slide's HTML through the one sanitiser (content profile); nothing left of it is a 422. An
 * empty order (null, or absent on create: no `id` yet) puts the slide after the others.
 */
async function toColumns(db: DbExecutor, input: Input, id?: number): Promise<Partial<NewPricingSlideRow>> {
  let content: string | undefined;
  if (input.content !== undefined) {
    content = sanitizeRichText(input.content, 'content');
    if (content === '') throw ValidationError.of('content', minMessage(1));
  }
  const sortOrder = await chooseSortOrder(input.sort_order, id === undefined, () =>
    nextPricingSlideOrder(db, id),
  );
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(sortOrder !== undefined ? { sortOrder } : {}),
  };
}

export async function createPricingSlide(
  db: DbExecutor,
  input: z.output<typeof pricingSlideCreateSchema>,
): Promise<PricingSlideRow> {
  const columns = await toColumns(db, input);
  return insertPricingSlide(db, { ...columns, title: input.title, content: columns.content ?? '' });
}

export async function patchPricingSlide(db: DbExecutor, id: number, patch: Input) {
  return updatePricingSlide(db, id, await toColumns(db, patch, id));
}
