import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { countries, states } from '../lookups/lookups.table.ts';
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

/** `%` and `_` typed by staff match themselves, not any text. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The back office's user list: optional case-insensitive parts of email and username, by id. */
export async function listUsers(
  db: DbExecutor,
  filters: { email?: string; username?: string; q?: string; role?: string },
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const anyOf = or(ilike(users.email, containing(filters.q)), ilike(users.username, containing(filters.q)));
    if (anyOf) conditions.push(anyOf);
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  if (filters.email) conditions.push(ilike(users.email, containing(filters.email)));
  if (filters.username) conditions.push(ilike(users.username, containing(filters.username)));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db.select().from(users).where(where).orderBy(asc(users.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
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

/** Ends every access token of the user signed so far (they carry the old version). */
export async function bumpTokenVersion(db: DbExecutor, id: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}

export async function recordLogin(db: Db, id: number, ip: string): Promise<void> {
  await db.update(users).set({ lastLogin: sql`now()`, lastIp: ip }).where(eq(users.id, id));
}

/** A profile place as the lookup lists name it; `undefined` where the list does not know it. */
export interface ResolvedPlace {
  /** The country's name, found by name, alpha-2 or alpha-3 code (any case). */
  country: string | undefined;
  /** The state's name (by name or code) when the country has a state list; the text itself otherwise. */
  state: string | null | undefined;
}

/**
 * The profile's country and state read against the lookup lists, so a profile stored or sent with
 * codes ("US", "OR") is the same place as one with names and is kept with the names the form shows.
 */
export async function resolvePlace(
  db: DbExecutor,
  countryText: string | null | undefined,
  stateText: string | null | undefined,
): Promise<ResolvedPlace> {
  const wanted = countryText?.trim() ?? '';
  if (!wanted) return { country: undefined, state: stateText ?? null };
  const [country] = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .where(
      sql`lower(${countries.name}) = lower(${wanted}) OR upper(${countries.code}) = upper(${wanted})
        OR upper(${countries.code3}) = upper(${wanted})`,
    )
    .limit(1);
  if (!country) return { country: undefined, state: stateText ?? null };
  const stateWanted = stateText?.trim() ?? '';
  const known = await db
    .select({ name: states.name, code: states.code })
    .from(states)
    .where(eq(states.countryId, country.id));
  // Countries without a state list accept any state text (validated for length by the schema).
  if (known.length === 0 || !stateWanted) return { country: country.name, state: stateWanted || null };
  const lower = stateWanted.toLowerCase();
  const state = known.find((s) => s.name.toLowerCase() === lower || s.code.toLowerCase() === lower);
  return { country: country.name, state: state?.name };
}

/** Every staff account's email (notices of listings waiting for review). */
export async function listStaffEmails(db: DbExecutor): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.role, 'staff'));
  return rows.map((r) => r.email);
}
