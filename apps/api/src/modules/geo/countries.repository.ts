import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, states } from '../lookups/lookups.table.ts';

export type CountryRow = typeof countries.$inferSelect;
export type StateRow = typeof states.$inferSelect;

export async function listCountries(db: Db, limit: number, offset: number): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.id)).limit(limit).offset(offset);
}

export async function countCountries(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(countries);
  return Number(row?.total ?? 0);
}

export async function findCountry(db: Db, id: number): Promise<CountryRow | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id));
  return row;
}

/** States of the given countries, by name, grouped by country id. */
export async function listStatesOfCountries(db: Db, countryIds: number[]): Promise<Map<number, StateRow[]>> {
  const grouped = new Map<number, StateRow[]>();
  if (countryIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(states)
    .where(inArray(states.countryId, countryIds))
    .orderBy(asc(states.name));
  for (const row of rows) grouped.set(row.countryId, [...(grouped.get(row.countryId) ?? []), row]);
  return grouped;
}

export async function listStates(
  db: Db,
  filter: { countryId?: number },
  limit: number,
  offset: number,
): Promise<{ rows: StateRow[]; total: number }> {
  const where = filter.countryId === undefined ? undefined : eq(states.countryId, filter.countryId);
  const rows = await db
    .select()
    .from(states)
    .where(where)
    .orderBy(asc(states.name))
    .limit(limit)
    .offset(offset);
  const [totalRow] = await db.select({ total: count() }).from(states).where(where);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function findState(db: Db, id: number): Promise<StateRow | undefined> {
  const [row] = await db.select().from(states).where(eq(states.id, id));
  return row;
}
