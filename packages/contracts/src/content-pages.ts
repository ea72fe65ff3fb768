import { z } from 'zod';
import { dateTimeSchema, itemHead, lastWhenEmptySortOrder, requiredText } from './content-fields.ts';
import { CONTENT_PAGE_SECTIONS } from './content-text.ts';

export const contentPageSchema = z.object({
  ...itemHead('ContentPage'),
  section: z.enum(CONTENT_PAGE_SECTIONS),
  title: z.string(),
  content: z.string(),
  image: z.string().optional(),
  sort_order: z.number().int(),
  date_modified: dateTimeSchema,
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentPageCreateSchema = z.object({
  section: z.enum(CONTENT_PAGE_SECTIONS),
  title: requiredText(200),
  content: requiredText(200_000),
  image: z.string().max(300).nullable().optional(),
  /** Empty (absent or null): after the other pages of its section. */
  sort_order: lastWhenEmptySortOrder,
});
export const contentPagePatchSchema = contentPageCreateSchema.partial();
