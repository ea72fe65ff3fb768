import type { blogPostCreateSchema, blogPostPatchSchema } from '@gfj/contracts';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { writeUniqueField } from '../../http/unique-fields.ts';
import { claimSlug, freeSlug, slugify } from '../content/content-slug.ts';
import { assertWebAddresses } from '../content/web-address.ts';
import { sanitizeRichText } from '../rich-text/rich-text.ts';
import {
  BLOG_POST_SLUG,
  type BlogPostRow,
  findBlogPost,
  insertBlogPost,
  isBlogSlugTaken,
  type NewBlogPostRow,
  updateBlogPost,
} from './blog.repository.ts';

type Input = z.output<typeof blogPostPatchSchema>;

function toColumns(input: Input): Partial<NewBlogPostRow> {
  assertWebAddresses({ image: input.image });
  const columns: Partial<NewBlogPostRow> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.excerpt !== undefined) columns.excerpt = input.excerpt;
  if (input.image !== undefined) columns.image = input.image;
  if (input.image_alt !== undefined) columns.imageAlt = input.image_alt;
  if (input.author !== undefined) columns.author = input.author;
  if (input.content !== undefined) columns.content = sanitizeRichText(input.content, 'content');
  if (input.tags !== undefined) columns.tags = [...new Set(input.tags)];
  if (input.status !== undefined) columns.status = input.status;
  if (input.date !== undefined) columns.date = input.date === null ? null : new Date(input.date);
  return columns;
}

/** A post published without a date is dated now: the date orders the blog and the feed. */
function withPublicationDate(
  columns: Partial<NewBlogPostRow>,
  current?: BlogPostRow,
): Partial<NewBlogPostRow> {
  const status = columns.status ?? current?.status;
  const date = columns.date === undefined ? current?.date : columns.date;
  return status === 'published' && !date ? { ...columns, date: new Date() } : columns;
}

export async function createBlogPost(
  db: DbExecutor,
  input: z.output<typeof blogPostCreateSchema>,
): Promise<BlogPostRow> {
  const isTaken = (s: string) => isBlogSlugTaken(db, s);
  const slug = input.slug
    ? await claimSlug(input.slug, 'story', isTaken)
    : await freeSlug(slugify(input.title, 'story'), isTaken);
  const columns = withPublicationDate(toColumns(input));
  return writeUniqueField(db, BLOG_POST_SLUG, undefined, undefined, () =>
    insertBlogPost(db, {
      ...columns,
      title: input.title,
      excerpt: input.excerpt,
      content: columns.content ?? '',
      slug,
    }),
  );
}

export async function patchBlogPost(
  db: DbExecutor,
  id: number,
  patch: Input,
): Promise<BlogPostRow | undefined> {
  const current = await findBlogPost(db, id);
  if (!current) return undefined;
  const columns = withPublicationDate(toColumns(patch), current);
  if (patch.slug) columns.slug = await claimSlug(patch.slug, 'story', (s) => isBlogSlugTaken(db, s, id));
  return writeUniqueField(db, BLOG_POST_SLUG, undefined, id, () => updateBlogPost(db, id, columns));
}
