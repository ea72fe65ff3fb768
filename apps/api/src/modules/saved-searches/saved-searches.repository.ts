import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { type SavedSearchRow, savedSearches } from './saved-searches.table.ts';

export async function listSavedSearches(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SavedSearchRow[]; total: number }> {
  const where = eq(savedSearches.userId, userId);
  const rows = await db
    .select()
    .from(savedSearches)
    .where(where)
    .orderBy(desc(savedSearches.dateAdded), desc(savedSearches.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(savedSearches).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findSavedSearch(db: DbExecutor, id: number): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row;
}

export async function insertSavedSearch(
  tx: DbExecutor,
  values: { userId: number; name: string; params: string },
): Promise<SavedSearchRow> {
  const [row] = await tx.insert(savedSearches).values(values).returning();
  if (!row) throw new Error('saved_searches insert returned nothing');
  return row;
}

export async function updateSavedSearch(
  db: DbExecutor,
  id: number,
  changes: Partial<Pick<SavedSearchRow, 'name' | 'status'>>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...changes,
      dateModified: sql`now()`,
      // Re-activating starts the alerts from now: no digest of what was missed while paused.
      ...(changes.status === 'active'
        ? {
            lastDigestAt: sql`CASE WHEN ${savedSearches.status} = 'inactive' THEN now() ELSE ${savedSearches.lastDigestAt} END`,
          }
        : {}),
    })
    .where(eq(savedSearches.id, id))
    .returning();
  return row;
}

export async function deleteSavedSearch(tx: DbExecutor, id: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
