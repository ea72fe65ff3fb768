import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client.ts';

/** A field whose value no two rows may share (compared without regard to case). */
export interface UniqueField {
  /** The body field, the violation's propertyPath. */
  field: string;
  column: PgColumn;
  /** The table's id column, to leave out the row being changed. */
  id: PgColumn;
  /** The unique index that holds the rule in the database, when there is one. */
  index?: string;
}

/**
 * Whether a write failed on a unique index (SQLSTATE 23505): pg and PGlite report it alike, possibly
 * wrapped by Drizzle. With `index`, only a violation of that index counts.
 */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return index === undefined || e.constraint === index;
  }
  return false;
}

/**
 * Whether another row of `column`'s table holds `value` there, compared without regard to case (a
 * code or a name is the same one typed either way). `except` is the row being changed: its own
 * value does not count.
 */
export async function isValueTaken(
  db: DbExecutor,
  column: PgColumn,
  value: string,
  except?: { id: PgColumn; value: number },
): Promise<boolean> {
  const same = sql`lower(${column}) = lower(${value})`;
  const rows = await db
    .select({ one: sql`1` })
    .from(column.table)
    .where(except ? and(same, ne(except.id, except.value)) : same)
    .limit(1);
  return rows.length > 0;
}
