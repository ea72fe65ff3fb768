import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { jobLinkClicks, jobShareTrackings } from './sharing.table.ts';

export type ShareTrackingRow = typeof jobShareTrackings.$inferSelect;
export type LinkClickRow = typeof jobLinkClicks.$inferSelect;

export async function insertShareTracking(
  db: DbExecutor,
  values: { jobId: number; subject: string; userId: number | null },
): Promise<ShareTrackingRow> {
  const [row] = await db.insert(jobShareTrackings).values(values).returning();
  if (!row) throw new Error('job_share_trackings insert returned nothing');
  return row;
}

export async function insertLinkClick(
  db: DbExecutor,
  values: { jobId: number; tag: string; userId: number | null },
): Promise<LinkClickRow> {
  const [row] = await db.insert(jobLinkClicks).values(values).returning();
  if (!row) throw new Error('job_link_clicks insert returned nothing');
  return row;
}

export async function incrementEmailCounter(db: DbExecutor, jobId: number): Promise<void> {
  await db
    .update(jobs)
    .set({ counterEmail: sql`${jobs.counterEmail} + 1` })
    .where(eq(jobs.id, jobId));
}
