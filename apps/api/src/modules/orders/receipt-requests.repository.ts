import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { type ReceiptRequestRow, receiptRequests } from './orders.table.ts';

type Kind = ReceiptRequestRow['kind'];

export async function insertReceiptRequest(
  db: DbExecutor,
  values: typeof receiptRequests.$inferInsert,
): Promise<ReceiptRequestRow> {
  const [row] = await db.insert(receiptRequests).values(values).returning();
  if (!row) throw new Error('receipt_requests insert returned nothing');
  return row;
}

/** One kind of receipt requests, newest first: a user's (or everyone's for staff). */
export async function listReceiptRequests(
  db: Db,
  kind: Kind,
  userId: number | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(receiptRequests.kind, kind),
    userId === undefined ? undefined : eq(receiptRequests.userId, userId),
  );
  const rows = await db
    .select()
    .from(receiptRequests)
    .where(where)
    .orderBy(desc(receiptRequests.createdAt), desc(receiptRequests.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(receiptRequests).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findReceiptRequest(
  db: DbExecutor,
  kind: Kind,
  id: number,
): Promise<ReceiptRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(receiptRequests)
    .where(and(eq(receiptRequests.id, id), eq(receiptRequests.kind, kind)));
  return row;
}
