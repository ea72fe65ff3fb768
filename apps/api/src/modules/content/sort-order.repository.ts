import { and, max, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.ts';

/** Where an order lives: its column, and the id column of the same table. */
export interface SortOrderColumns {
  column: PgColumn;
  id: PgColumn;
}

/** The largest place a staff-written order may hold (the contracts' sortOrderField). */
const LAST_PLACE = 1_000_000;

/**
 * The place after the others: one past the highest order among the rows `within` selects (a
 * category's questions, a section's pages; every row when undefined), leaving out the row `except`
 * (the one being moved, whose own number does not count). 1 in an empty group.
 */
export async function nextSortOrder(
  db: DbExecutor,
  { column, id }: SortOrderColumns,
  within?: SQL,
  except?: number,
): Promise<number> {
  const other = except === undefined ? undefined : ne(id, except);
  const [row] = await db
    .select({ top: max(column) })
    .from(column.table)
    .where(within && other ? and(within, other) : (within ?? other));
  return Math.min(Number(row?.top ?? 0) + 1, LAST_PLACE);
}
