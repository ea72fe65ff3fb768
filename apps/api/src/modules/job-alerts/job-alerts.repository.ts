import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { type SavedSearchRow, savedSearches } from '../saved-searches/saved-searches.table.ts';
import { users } from '../users/users.table.ts';
import { savedSearchSentJobs } from './job-alerts.table.ts';

export interface DueSearch {
  search: SavedSearchRow;
  email: string;
}

/** Confirmed users' active saved searches whose last digest is older than `now`, oldest first, in id batches. */
export function listDueSearches(db: Db, now: Date, afterId: number, limit: number): Promise<DueSearch[]> {
  return db
    .select({ search: savedSearches, email: users.email })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.status, 'active'),
        // Alerts only go to confirmed addresses: an unconfirmed one may not be the user's.
        eq(users.isConfirmed, true),
        lt(savedSearches.lastDigestAt, now),
        sql`${savedSearches.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/**
 * Moves the search's digest mark from `from` to `to`; false when another run already moved it
 * (two workers never both send the same digest).
 */
export async function advanceDigestMark(tx: DbExecutor, id: number, from: Date, to: Date): Promise<boolean> {
  const rows = await tx
    .update(savedSearches)
    .set({ lastDigestAt: to })
    .where(
      and(eq(savedSearches.id, id), eq(savedSearches.lastDigestAt, from), eq(savedSearches.status, 'active')),
    )
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Records the jobs as sent; answers those not sent before (the others are left out of the mail). */
export async function recordSentJobs(
  tx: DbExecutor,
  savedSearchId: number,
  jobIds: number[],
): Promise<number[]> {
  if (jobIds.length === 0) return [];
  const rows = await tx
    .insert(savedSearchSentJobs)
    .values(jobIds.map((jobId) => ({ savedSearchId, jobId })))
    .onConflictDoNothing()
    .returning({ jobId: savedSearchSentJobs.jobId });
  return rows.map((r) => r.jobId);
}
