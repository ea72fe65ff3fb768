import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  // Geometric point columns take their text form "(x,y)".
  if (value && typeof value === 'object' && 'x' in value && 'y' in value && !Array.isArray(value)) {
    const p = value as { x: number; y: number };
    return `(${p.x},${p.y})`;
  }
  return value;
}

/**
 * Inserts many rows in one statement with a single JSON parameter expanded by
 * `json_populate_recordset` (arrays, points and timestamps convert on the server). Building
 * Drizzle's per-value parameters for 100,000 wide rows costs more than the database work.
 */
export async function insertManyAsJson<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(first).filter((k) => columns[k]);
  const names = keys.map((k) => (columns[k] as { name: string }).name);
  const payload = rows.map((row) => {
    const out: Record<string, unknown> = {};
    keys.forEach((key, i) => {
      out[names[i] as string] = toJsonValue((row as Record<string, unknown>)[key]);
    });
    return out;
  });
  const tableName = sql.identifier(getTableName(table));
  const columnList = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  await db.execute(
    sql`INSERT INTO ${tableName} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::${tableName}, ${JSON.stringify(payload)}::json)`,
  );
}
