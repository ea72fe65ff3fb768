import { asc, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { jobPostTypes } from './lookups.table.ts';

export type JobPostTypeRow = typeof jobPostTypes.$inferSelect;

export async function listJobPostTypes(db: Db): Promise<JobPostTypeRow[]> {
  return db.select().from(jobPostTypes).orderBy(asc(jobPostTypes.id));
}

export async function findJobPostType(db: DbExecutor, id: number): Promise<JobPostTypeRow | undefined> {
  const [row] = await db.select().from(jobPostTypes).where(eq(jobPostTypes.id, id));
  return row;
}

/** Sets the given columns (none: the row as it is); undefined when there is no such row. */
export async function updateJobPostType(
  db: DbExecutor,
  id: number,
  values: Partial<Omit<JobPostTypeRow, 'id' | 'name'>>,
): Promise<JobPostTypeRow | undefined> {
  if (Object.keys(values).length === 0) return findJobPostType(db, id);
  const [row] = await db.update(jobPostTypes).set(values).where(eq(jobPostTypes.id, id)).returning();
  return row;
}
