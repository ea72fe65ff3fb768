import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { refreshTokens, type TokenPurpose, userTokens } from './auth.table.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type UserTokenRow = typeof userTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbExecutor,
  values: typeof refreshTokens.$inferInsert,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token rotated; false when another request already rotated it (reuse). */
export async function markRotated(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/**
 * Whether an already rotated token was rotated at most `seconds` ago (by the database's clock, so
 * every server process judges alike) and its family is still live: the reuse grace period.
 */
export async function rotatedWithin(db: DbExecutor, id: number, seconds: number): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.rotatedAt} > now() - ${seconds} * interval '1 second'`,
      ),
    );
  return rows.length > 0;
}

export async function revokeFamily(db: DbExecutor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Signs a user out everywhere, except optionally the family of the current session. */
export async function revokeUserFamilies(
  db: DbExecutor,
  userId: number,
  keepFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}

export async function insertUserToken(
  db: DbExecutor,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

export async function findUserToken(db: DbExecutor, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
  return row;
}

/** Uses a token once; false when it was already used (a concurrent request won). */
export async function consumeUserToken(db: DbExecutor, id: number): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length > 0;
}

/** Older unused links stop working when a new one is sent. */
export async function retireUserTokens(db: DbExecutor, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export type { Db };
