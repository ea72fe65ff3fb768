import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type Db, type DbExecutor, queryRows } from '../../db/client.ts';
import { nextSortOrder } from '../content/sort-order.repository.ts';
import { pressItems } from './press.table.ts';

export type PressItemRow = typeof pressItems.$inferSelect;
export type NewPressItemRow = typeof pressItems.$inferInsert;

export async function listPressItems(db: Db, types: PressItemRow['type'][], limit: number, offset: number) {
  const where = types.length > 0 ? inArray(pressItems.type, types) : undefined;
  const rows = await db
    .select()
    .from(pressItems)
    .where(where)
    .orderBy(asc(pressItems.type), asc(pressItems.sortOrder), asc(pressItems.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(pressItems).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The place after the other items of `type`; `except` leaves out the item being moved. */
export function nextPressItemOrder(
  db: DbExecutor,
  type: PressItemRow['type'],
  except?: number,
): Promise<number> {
  return nextSortOrder(
    db,
    { column: pressItems.sortOrder, id: pressItems.id },
    eq(pressItems.type, type),
    except,
  );
}

export async function findPressItem(db: DbExecutor, id: number): Promise<PressItemRow | undefined> {
  const [row] = await db.select().from(pressItems).where(eq(pressItems.id, id));
  return row;
}

export async function insertPressItem(db: DbExecutor, values: NewPressItemRow): Promise<PressItemRow> {
  const [row] = await db.insert(pressItems).values(values).returning();
  if (!row) throw new Error('press_items insert returned nothing');
  return row;
}

export async function updatePressItem(db: DbExecutor, id: number, values: Partial<NewPressItemRow>) {
  // An empty change (a PATCH of nothing but relations) updates no column.
  if (Object.keys(values).length === 0) return findPressItem(db, id);
  const [row] = await db.update(pressItems).set(values).where(eq(pressItems.id, id)).returning();
  return row;
}

export async function deletePressItem(db: DbExecutor, id: number): Promise<boolean> {
  return (
    (await db.delete(pressItems).where(eq(pressItems.id, id)).returning({ id: pressItems.id })).length > 0
  );
}

export interface PressCounts {
  jobs: number;
  users: number;
  companies: number;
  subscribers: number;
}

/**
 * The Company tab's counts (content 2): jobs ever published (approved, filled or expired since),
 * accounts, the companies behind those jobs, and confirmed newsletter subscribers.
 */
export async function countPressFigures(db: Db): Promise<PressCounts> {
  const [row] = await queryRows<PressCounts>(
    db,
    sql`SELECT
      (SELECT count(*) FROM jobs WHERE status IN ('approved', 'filled', 'expired'))::int AS jobs,
      (SELECT count(*) FROM users)::int AS users,
      (SELECT count(DISTINCT lower(company_name)) FROM jobs
        WHERE status IN ('approved', 'filled', 'expired'))::int AS companies,
      (SELECT count(*) FROM newsletter_subscribers WHERE status = 'confirmed')::int AS subscribers`,
  );
  return {
    jobs: Number(row?.jobs ?? 0),
    users: Number(row?.users ?? 0),
    companies: Number(row?.companies ?? 0),
    subscribers: Number(row?.subscribers ?? 0),
  };
}
