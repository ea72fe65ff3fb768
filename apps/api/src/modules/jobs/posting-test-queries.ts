import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobRevisions } from './job-revisions.table.ts';

/** Test helper: a listing's logged edits, oldest first. */
export async function jobRevisionsFor(db: Db, jobId: number) {
  return db
    .select({
      jobStatus: jobRevisions.jobStatus,
      userId: jobRevisions.userId,
      previous: jobRevisions.previous,
      changed: jobRevisions.changed,
    })
    .from(jobRevisions)
    .where(eq(jobRevisions.jobId, jobId))
    .orderBy(asc(jobRevisions.id));
}
