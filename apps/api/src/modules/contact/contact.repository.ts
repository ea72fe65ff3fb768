import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { contactMessages } from './contact.table.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: DbExecutor, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact_messages insert returned nothing');
  return row;
}

export async function listContactMessages(
  db: Db,
  statuses: ContactMessageRow['status'][],
  limit: number,
  offset: number,
) {
  const where = statuses.length > 0 ? inArray(contactMessages.status, statuses) : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.dateAdded), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findContactMessage(db: DbExecutor, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

export async function setContactMessageStatus(
  db: DbExecutor,
  id: number,
  status: ContactMessageRow['status'],
) {
  const [row] = await db
    .update(contactMessages)
    .set({ status })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
