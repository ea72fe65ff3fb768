import { z } from 'zod';
import { dateTimeSchema, itemHead, requiredText } from './content-fields.ts';

/** Word of wisdom (content 3): id, image, description, url, date_added. */
export const wordOfWisdomSchema = z.object({
  ...itemHead('WordOfWisdom'),
  image: z.string(),
  description: z.string(),
  url: z.string(),
  date_added: dateTimeSchema,
});
export type WordOfWisdom = z.infer<typeof wordOfWisdomSchema>;

export const wordOfWisdomCreateSchema = z.object({
  image: requiredText(300),
  description: requiredText(500),
  url: requiredText(500),
  date_added: dateTimeSchema.nullable().optional(),
});
export const wordOfWisdomPatchSchema = wordOfWisdomCreateSchema.partial();
