import { count, desc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { wordsOfWisdom } from './words-of-wisdom.table.ts';

export type WordOfWisdomRow = typeof wordsOfWisdom.$inferSelect;
export type NewWordOfWisdomRow = typeof wordsOfWisdom.$inferInsert;

export async function listWordsOfWisdom(db: Db, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(wordsOfWisdom)
    .orderBy(desc(wordsOfWisdom.dateAdded), desc(wordsOfWisdom.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(wordsOfWisdom);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findWordOfWisdom(db: DbExecutor, id: number): Promise<WordOfWisdomRow | undefined> {
  const [row] = await db.select().from(wordsOfWisdom).where(eq(wordsOfWisdom.id, id));
  return row;
}

export async function insertWordOfWisdom(
  db: DbExecutor,
  values: NewWordOfWisdomRow,
): Promise<WordOfWisdomRow> {
  const [row] = await db.insert(wordsOfWisdom).values(values).returning();
  if (!row) throw new Error('words_of_wisdom insert returned nothing');
  return row;
}

export async function updateWordOfWisdom(db: DbExecutor, id: number, values: Partial<NewWordOfWisdomRow>) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findWordOfWisdom(db, id);
  const [row] = await db.update(wordsOfWisdom).set(values).where(eq(wordsOfWisdom.id, id)).returning();
  return row;
}

export async function deleteWordOfWisdom(db: DbExecutor, id: number): Promise<boolean> {
  return (
    (await db.delete(wordsOfWisdom).where(eq(wordsOfWisdom.id, id)).returning({ id: wordsOfWisdom.id }))
      .length > 0
  );
}
