import { and, arrayContains, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import type { UniqueField } from '../../db/unique-values.ts';
import { blogPosts } from './blog.table.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;

export interface BlogFilters {
  statuses: BlogPostRow['status'][];
  tag?: string;
  slug?: string;
}

function whereOf(filters: BlogFilters): SQL | undefined {
  const conditions: SQL[] = [inArray(blogPosts.status, filters.statuses)];
  if (filters.tag) conditions.push(arrayContains(blogPosts.tags, [filters.tag]));
  if (filters.slug) conditions.push(eq(blogPosts.slug, filters.slug));
  return and(...conditions);
}

/** Newest first: published posts by publication date, drafts (no date) after them. */
export async function listBlogPosts(db: Db, filters: BlogFilters, limit: number, offset: number) {
  const where = whereOf(filters);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(sql`${blogPosts.date} DESC NULLS LAST`, desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findBlogPost(db: DbExecutor, id: number): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row;
}

/** A post's address (/blog/{slug}): one post each. */
export const BLOG_POST_SLUG: UniqueField = {
  field: 'slug',
  column: blogPosts.slug,
  id: blogPosts.id,
  index: 'blog_posts_slug_idx',
};

export async function isBlogSlugTaken(db: DbExecutor, slug: string, exceptId?: number): Promise<boolean> {
  const condition =
    exceptId === undefined
      ? eq(blogPosts.slug, slug)
      : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId));
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(condition).limit(1);
  return row !== undefined;
}

export async function insertBlogPost(db: DbExecutor, values: NewBlogPostRow): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('blog_posts insert returned nothing');
  return row;
}

export async function updateBlogPost(db: DbExecutor, id: number, values: Partial<NewBlogPostRow>) {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export async function deleteBlogPost(db: DbExecutor, id: number): Promise<boolean> {
  return (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;
}
