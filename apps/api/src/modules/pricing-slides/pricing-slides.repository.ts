import { asc, count, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { nextSortOrder } from '../content/sort-order.repository.ts';
import { pricingSlides } from './pricing-slides.table.ts';

export type PricingSlideRow = typeof pricingSlides.$inferSelect;
export type NewPricingSlideRow = typeof pricingSlides.$inferInsert;

/** In the staff's order (sort_order, then oldest first). */
export async function listPricingSlides(db: Db, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(pricingSlides)
    .orderBy(asc(pricingSlides.sortOrder), asc(pricingSlides.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(pricingSlides);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The place after the other slides; `except` leaves out the slide being moved. */
export function nextPricingSlideOrder(db: DbExecutor, except?: number): Promise<number> {
  return nextSortOrder(db, { column: pricingSlides.sortOrder, id: pricingSlides.id }, undefined, except);
}

export async function findPricingSlide(db: DbExecutor, id: number): Promise<PricingSlideRow | undefined> {
  const [row] = await db.select().from(pricingSlides).where(eq(pricingSlides.id, id));
  return row;
}

export async function insertPricingSlide(
  db: DbExecutor,
  values: NewPricingSlideRow,
): Promise<PricingSlideRow> {
  const [row] = await db.insert(pricingSlides).values(values).returning();
  if (!row) throw new Error('pricing_slides insert returned nothing');
  return row;
}

export async function updatePricingSlide(db: DbExecutor, id: number, values: Partial<NewPricingSlideRow>) {
  if (Object.keys(values).length === 0) return findPricingSlide(db, id);
  const [row] = await db.update(pricingSlides).set(values).where(eq(pricingSlides.id, id)).returning();
  return row;
}

export async function deletePricingSlide(db: DbExecutor, id: number): Promise<boolean> {
  const removed = await db
    .delete(pricingSlides)
    .where(eq(pricingSlides.id, id))
    .returning({ id: pricingSlides.id });
  return removed.length > 0;
}
