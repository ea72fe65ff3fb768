import { z } from 'zod';
import { dateTimeSchema, itemHead, optionalText, requiredText } from './content-fields.ts';
import { BLOG_TAGS } from './content-text.ts';

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;

/** Blog post (content 3): id, title, excerpt, image, permalink, date, tags; plus the body. */
export const blogPostSchema = z.object({
  ...itemHead('BlogPost'),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  image: z.string().optional(),
  image_alt: z.string().optional(),
  permalink: z.string(),
  date: dateTimeSchema.optional(),
  tags: z.array(z.enum(BLOG_TAGS)),
  author: z.string().optional(),
  content: z.string().optional(),
  status: z.enum(BLOG_POST_STATUSES),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostCreateSchema = z.object({
  title: requiredText(200),
  slug: optionalText(220),
  excerpt: requiredText(600),
  image: optionalText(300),
  image_alt: optionalText(200),
  author: optionalText(100),
  content: requiredText(200_000),
  tags: z.array(z.enum(BLOG_TAGS)).max(BLOG_TAGS.length).optional(),
  status: z.enum(BLOG_POST_STATUSES).optional(),
  date: dateTimeSchema.nullable().optional(),
});
export const blogPostPatchSchema = blogPostCreateSchema.partial();
