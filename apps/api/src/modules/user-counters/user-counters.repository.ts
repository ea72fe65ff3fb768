import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { type UserCounterField, userCounters } from './user-counters.table.ts';

export type UserCounterRow = typeof userCounters.$inferSelect;

export async function createUserCounter(db: DbExecutor, userId: number): Promise<void> {
  await db.insert(userCounters).values({ id: userId }).onConflictDoNothing();
}

export async function findUserCounter(db: DbExecutor, userId: number): Promise<UserCounterRow | undefined> {
  const [row] = await db.select().from(userCounters).where(eq(userCounters.id, userId));
  return row;
}

/**
 * Adds `delta` to one count in the caller's transaction (creating the row if needed), never
 * below zero. Later features call it when follows, jobs, packages or saved searches change.
 */
export async function adjustUserCounter(
  tx: DbExecutor,
  userId: number,
  field: UserCounterField,
  delta: number,
): Promise<void> {
  const column = userCounters[field];
  await tx
    .insert(userCounters)
    .values({ id: userId, [field]: Math.max(0, delta) })
    .onConflictDoUpdate({
      target: userCounters.id,
      set: { [field]: sql`greatest(0, ${column} + ${delta})` },
    });
}
