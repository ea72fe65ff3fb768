import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homeSliderCategories, homeSliderImages, jobCategoryImages } from './home-widgets.table.ts';

export type JobCategoryImageRow = typeof jobCategoryImages.$inferSelect;
export type HomeSliderCategoryRow = typeof homeSliderCategories.$inferSelect;
export type HomeSliderImageRow = typeof homeSliderImages.$inferSelect;

export async function listCategoryImages(
  db: Db,
  categoryId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: JobCategoryImageRow[]; total: number }> {
  const where = categoryId === undefined ? undefined : eq(jobCategoryImages.categoryId, categoryId);
  const rows = await db
    .select()
    .from(jobCategoryImages)
    .where(where)
    .orderBy(asc(jobCategoryImages.categoryId), asc(jobCategoryImages.position), asc(jobCategoryImages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(jobCategoryImages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCategoryImage(db: Db, id: number): Promise<JobCategoryImageRow | undefined> {
  const [row] = await db.select().from(jobCategoryImages).where(eq(jobCategoryImages.id, id));
  return row;
}

/** One slider category with its images, or undefined. */
export async function findSliderCategory(
  db: Db,
  id: number,
): Promise<{ row: HomeSliderCategoryRow; images: HomeSliderImageRow[] } | undefined> {
  const [row] = await db.select().from(homeSliderCategories).where(eq(homeSliderCategories.id, id));
  if (!row) return undefined;
  const images = await db
    .select()
    .from(homeSliderImages)
    .where(eq(homeSliderImages.categoryId, id))
    .orderBy(asc(homeSliderImages.position), asc(homeSliderImages.id));
  return { row, images };
}

export async function listSliderCategories(
  db: Db,
  limit: number,
  offset: number,
): Promise<{ rows: HomeSliderCategoryRow[]; images: HomeSliderImageRow[]; total: number }> {
  const rows = await db
    .select()
    .from(homeSliderCategories)
    .orderBy(asc(homeSliderCategories.position), asc(homeSliderCategories.id))
    .limit(limit)
    .offset(offset);
  const images = await db
    .select()
    .from(homeSliderImages)
    .orderBy(asc(homeSliderImages.position), asc(homeSliderImages.id));
  const [total] = await db.select({ n: count() }).from(homeSliderCategories);
  const ids = new Set(rows.map((r) => r.id));
  return { rows, images: images.filter((i) => ids.has(i.categoryId)), total: Number(total?.n ?? 0) };
}
