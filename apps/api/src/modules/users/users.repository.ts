import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, states } from '../lookups/lookups.table.ts';
import type { DbExecutor } from '../mail/mail.repository.ts';
import { users } from './users.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserById(db: DbExecutor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function isUsernameTaken(db: DbExecutor, username: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: DbExecutor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('users insert returned nothing');
  return row;
}

export async function updateUser(
  db: DbExecutor,
  id: number,
  values: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function recordLogin(db: Db, id: number, ip: string): Promise<void> {
  await db.update(users).set({ lastLogin: sql`now()`, lastIp: ip }).where(eq(users.id, id));
}

/** Unique violations look alike on pg and PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The profile's country/state selection checked against the lookup lists. */
export async function checkPlace(
  db: DbExecutor,
  countryName: string,
  stateName: string | null | undefined,
): Promise<{ countryOk: boolean; stateOk: boolean }> {
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(sql`lower(${countries.name}) = lower(${countryName})`);
  if (!country) return { countryOk: false, stateOk: true };
  const known = await db.select({ name: states.name }).from(states).where(eq(states.countryId, country.id));
  // Countries without a state list accept any state text (validated for length by the schema).
  if (known.length === 0 || !stateName) return { countryOk: true, stateOk: true };
  return { countryOk: true, stateOk: known.some((s) => s.name.toLowerCase() === stateName.toLowerCase()) };
}
