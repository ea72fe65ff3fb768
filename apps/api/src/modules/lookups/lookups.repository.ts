import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobPostTypes } from './lookups.table.ts';

export type JobPostTypeRow = typeof jobPostTypes.$inferSelect;

export async function listJobPostTypes(db: Db): Promise<JobPostTypeRow[]> {
  return db.select().from(jobPostTypes).orderBy(asc(jobPostTypes.id));
}

export async function findJobPostType(db: Db, id: number): Promise<JobPostTypeRow | undefined> {
  const [row] = await db.select().from(jobPostTypes).where(eq(jobPostTypes.id, id));
  return row;
}
