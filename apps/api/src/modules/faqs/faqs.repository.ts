import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import type { UniqueField } from '../../db/unique-values.ts';
import { nextSortOrder } from '../content/sort-order.repository.ts';
import { faqCategories, faqs, refundRequests } from './faqs.table.ts';

/** Staff pick a question's category by its name (decision 074): two of one name could not be told apart. */
export const FAQ_CATEGORY_NAME: UniqueField = {
  field: 'name',
  column: faqCategories.name,
  id: faqCategories.id,
  index: 'faq_categories_name_lower_idx',
};

export type FaqRow = typeof faqs.$inferSelect;
export type NewFaqRow = typeof faqs.$inferInsert;
export type FaqCategoryRow = typeof faqCategories.$inferSelect;
export type RefundRequestRow = typeof refundRequests.$inferSelect;

export interface FaqFilters {
  categoryIds: number[];
  /** true: only the pricing page's questions, in their pricing order. */
  inPricingPage?: boolean;
}

export async function listFaqs(
  db: Db,
  filters: FaqFilters,
  limit: number,
  offset: number,
): Promise<{ rows: FaqRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.categoryIds.length > 0) conditions.push(inArray(faqs.categoryId, filters.categoryIds));
  if (filters.inPricingPage !== undefined) conditions.push(eq(faqs.showInPricingPage, filters.inPricingPage));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filters.inPricingPage
    ? [asc(faqs.sortOrderInPricingPage), asc(faqs.id)]
    : [asc(faqs.categoryId), asc(faqs.sortOrder), asc(faqs.id)];
  const rows = await db
    .select()
    .from(faqs)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(faqs).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The place after the others: in a category (the FAQ page's order), or among the pricing page's
 * questions; `except` leaves out the question being moved.
 */
export function nextFaqOrder(
  db: DbExecutor,
  scope: { categoryId: number } | 'pricing',
  except?: number,
): Promise<number> {
  return scope === 'pricing'
    ? nextSortOrder(
        db,
        { column: faqs.sortOrderInPricingPage, id: faqs.id },
        eq(faqs.showInPricingPage, true),
        except,
      )
    : nextSortOrder(
        db,
        { column: faqs.sortOrder, id: faqs.id },
        eq(faqs.categoryId, scope.categoryId),
        except,
      );
}

/** The place after the other categories' tabs; `except` leaves out the category being moved. */
export function nextFaqCategoryOrder(db: DbExecutor, except?: number): Promise<number> {
  return nextSortOrder(db, { column: faqCategories.sortOrder, id: faqCategories.id }, undefined, except);
}

export async function findFaq(db: DbExecutor, id: number): Promise<FaqRow | undefined> {
  const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
  return row;
}

export async function insertFaq(db: DbExecutor, values: NewFaqRow): Promise<FaqRow> {
  const [row] = await db.insert(faqs).values(values).returning();
  if (!row) throw new Error('faqs insert returned nothing');
  return row;
}

export async function updateFaq(db: DbExecutor, id: number, values: Partial<NewFaqRow>) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findFaq(db, id);
  const [row] = await db.update(faqs).set(values).where(eq(faqs.id, id)).returning();
  return row;
}

export async function deleteFaq(db: DbExecutor, id: number): Promise<boolean> {
  return (await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id })).length > 0;
}

export async function listFaqCategories(db: Db, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(faqCategories)
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(faqCategories);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findFaqCategory(db: DbExecutor, id: number): Promise<FaqCategoryRow | undefined> {
  const [row] = await db.select().from(faqCategories).where(eq(faqCategories.id, id));
  return row;
}

export async function insertFaqCategory(db: DbExecutor, values: typeof faqCategories.$inferInsert) {
  const [row] = await db.insert(faqCategories).values(values).returning();
  if (!row) throw new Error('faq_categories insert returned nothing');
  return row;
}

export async function updateFaqCategory(
  db: DbExecutor,
  id: number,
  values: Partial<typeof faqCategories.$inferInsert>,
) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findFaqCategory(db, id);
  const [row] = await db.update(faqCategories).set(values).where(eq(faqCategories.id, id)).returning();
  return row;
}

/** False when missing; a category still holding questions is refused by the caller first. */
export async function deleteFaqCategory(db: DbExecutor, id: number): Promise<boolean> {
  const removed = await db
    .delete(faqCategories)
    .where(eq(faqCategories.id, id))
    .returning({ id: faqCategories.id });
  return removed.length > 0;
}

export async function countFaqsInCategory(db: DbExecutor, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(faqs).where(eq(faqs.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

export async function insertRefundRequest(db: DbExecutor, values: typeof refundRequests.$inferInsert) {
  const [row] = await db.insert(refundRequests).values(values).returning();
  if (!row) throw new Error('refund_requests insert returned nothing');
  return row;
}

export async function listRefundRequests(db: Db, statuses: string[], limit: number, offset: number) {
  const where =
    statuses.length > 0
      ? inArray(refundRequests.status, statuses as RefundRequestRow['status'][])
      : undefined;
  const rows = await db
    .select()
    .from(refundRequests)
    .where(where)
    .orderBy(desc(refundRequests.dateAdded), desc(refundRequests.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(refundRequests).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRefundRequest(db: DbExecutor, id: number): Promise<RefundRequestRow | undefined> {
  const [row] = await db.select().from(refundRequests).where(eq(refundRequests.id, id));
  return row;
}

export async function setRefundRequestStatus(db: DbExecutor, id: number, status: RefundRequestRow['status']) {
  const [row] = await db.update(refundRequests).set({ status }).where(eq(refundRequests.id, id)).returning();
  return row;
}
