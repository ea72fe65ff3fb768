import { z } from 'zod';
import { dateTimeSchema, itemHead, lastWhenEmptySortOrder, requiredText } from './content-fields.ts';

/**
 * The pricing carousel's slides (content 2: "slides supplied as JSON with title and HTML content;
 * no auto-advance, no indicators"): staff write them, the server sanitises the HTML.
 */
export const pricingSlideSchema = z.object({
  ...itemHead('PricingSlide'),
  title: z.string(),
  content: z.string(),
  sort_order: z.number().int(),
  date_added: dateTimeSchema,
});
export type PricingSlide = z.infer<typeof pricingSlideSchema>;

export const pricingSlideCreateSchema = z.object({
  title: requiredText(200),
  content: requiredText(20_000),
  /** Empty (absent or null): after the other slides. */
  sort_order: lastWhenEmptySortOrder,
});
export const pricingSlidePatchSchema = pricingSlideCreateSchema.partial();
