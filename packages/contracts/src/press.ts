import { z } from 'zod';
import { itemHead, lastWhenEmptySortOrder, optionalText, requiredText } from './content-fields.ts';
import { PRESS_ITEM_TYPES } from './content-text.ts';

/** Press item (content 3): id, type, image, image_link, description, attachment, sort_order. */
export const pressItemSchema = z.object({
  ...itemHead('PressItem'),
  type: z.enum(PRESS_ITEM_TYPES),
  title: z.string(),
  image: z.string(),
  image_link: z.string(),
  description: z.string(),
  attachment: z.string().optional(),
  sort_order: z.number().int(),
});
export type PressItem = z.infer<typeof pressItemSchema>;

export const pressItemCreateSchema = z.object({
  type: z.enum(PRESS_ITEM_TYPES),
  title: requiredText(200),
  image: requiredText(300),
  image_link: requiredText(500),
  description: requiredText(20_000),
  attachment: optionalText(500),
  /** Empty (absent or null): after the other items of its type. */
  sort_order: lastWhenEmptySortOrder,
});
export const pressItemPatchSchema = pressItemCreateSchema.partial();

/** The Company tab's figures: counts from the database and the configured fixed figure (547). */
export const pressStatsSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('PressStats'),
  jobs: z.number().int().min(0),
  users: z.number().int().min(0),
  companies: z.number().int().min(0),
  subscribers: z.number().int().min(0),
  fixed_figure: z.number().int().min(0),
});
export type PressStats = z.infer<typeof pressStatsSchema>;
