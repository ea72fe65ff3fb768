import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { testimonials } from './testimonials.table.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;

export interface TestimonialFilters {
  categories: TestimonialRow['category'][];
  statuses: TestimonialRow['status'][];
  showOnHome?: boolean;
  showOnCheckoutSuccess?: boolean;
}

export async function listTestimonials(
  db: Db,
  filters: TestimonialFilters,
  limit: number,
  offset: number,
): Promise<{ rows: TestimonialRow[]; total: number }> {
  const conditions: SQL[] = [inArray(testimonials.status, filters.statuses)];
  if (filters.categories.length > 0) conditions.push(inArray(testimonials.category, filters.categories));
  if (filters.showOnHome !== undefined)
    conditions.push(eq(testimonials.showOnHome, filters.showOnHome ? 1 : 0));
  if (filters.showOnCheckoutSuccess !== undefined) {
    conditions.push(eq(testimonials.showOnCheckoutSuccess, filters.showOnCheckoutSuccess ? 1 : 0));
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(testimonials)
    .where(where)
    .orderBy(desc(testimonials.dateAdded), desc(testimonials.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(testimonials).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findTestimonial(db: DbExecutor, id: number): Promise<TestimonialRow | undefined> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  return row;
}

export async function insertTestimonial(db: DbExecutor, values: NewTestimonialRow): Promise<TestimonialRow> {
  const [row] = await db.insert(testimonials).values(values).returning();
  if (!row) throw new Error('testimonials insert returned nothing');
  return row;
}

export async function updateTestimonial(db: DbExecutor, id: number, values: Partial<NewTestimonialRow>) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findTestimonial(db, id);
  const [row] = await db.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
  return row;
}

export async function deleteTestimonial(db: DbExecutor, id: number): Promise<TestimonialRow | undefined> {
  const [row] = await db.delete(testimonials).where(eq(testimonials.id, id)).returning();
  return row;
}
