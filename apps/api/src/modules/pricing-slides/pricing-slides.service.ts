import { minMessage, type pricingSlideCreateSchema, type pricingSlidePatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ValidationError } from '../../http/errors.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import {
  insertPricingSlide,
  type NewPricingSlideRow,
  type PricingSlideRow,
  updatePricingSlide,
} from './pricing-slides.repository.ts';

type Input = z.output<typeof pricingSlidePatchSchema>;

/** The slide's HTML through the one sanitiser (content profile); nothing left of it is a 422. */
function toColumns(input: Input): Partial<NewPricingSlideRow> {
  let content: string | undefined;
  if (input.content !== undefined) {
    content = sanitizeRichText(input.content, 'content');
    if (content === '') throw ValidationError.of('content', minMessage(1));
  }
  return {
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(content !== undefined ? { content } : {}),
    ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
  };
}

export function createPricingSlide(
  db: DbExecutor,
  input: z.output<typeof pricingSlideCreateSchema>,
): Promise<PricingSlideRow> {
  const columns = toColumns(input);
  return insertPricingSlide(db, { ...columns, title: input.title, content: columns.content ?? '' });
}

export function patchPricingSlide(db: DbExecutor, id: number, patch: Input) {
  return updatePricingSlide(db, id, toColumns(patch));
}
