import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { jobApplications } from './applications.table.ts';

export type NewJobApplicationRow = typeof jobApplications.$inferInsert;

/** When `userId` applied to the job through the site, if they did. */
export async function findApplicationDate(
  db: DbExecutor,
  jobId: number,
  userId: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ dateAdded: jobApplications.dateAdded })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, userId)))
    .limit(1);
  return row?.dateAdded;
}

export async function insertApplication(db: DbExecutor, values: NewJobApplicationRow): Promise<number> {
  const [row] = await db.insert(jobApplications).values(values).returning({ id: jobApplications.id });
  if (!row) throw new Error('job_applications insert returned nothing');
  return row.id;
}
