import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { type JobRow, jobs } from '../jobs/jobs.table.ts';
import { type UserFollowJobRow, userFollowJobs } from './follows.table.ts';

export interface FollowWithJob {
  follow: UserFollowJobRow;
  job: JobRow;
}

export interface FollowFilter {
  userId: number;
  jobIds?: number[];
}

function whereOf(filter: FollowFilter): SQL | undefined {
  const conditions = [eq(userFollowJobs.userId, filter.userId)];
  if (filter.jobIds) conditions.push(inArray(userFollowJobs.jobId, filter.jobIds));
  return and(...conditions);
}

export async function listFollows(
  db: Db,
  filter: FollowFilter,
  limit: number,
  offset: number,
): Promise<{ rows: FollowWithJob[]; total: number }> {
  if (filter.jobIds?.length === 0) return { rows: [], total: 0 };
  const where = whereOf(filter);
  const rows = await db
    .select({ follow: userFollowJobs, job: jobs })
    .from(userFollowJobs)
    .innerJoin(jobs, eq(jobs.id, userFollowJobs.jobId))
    .where(where)
    .orderBy(desc(userFollowJobs.dateAdded), desc(userFollowJobs.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(userFollowJobs).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findFollow(db: DbExecutor, id: number): Promise<FollowWithJob | undefined> {
  const [row] = await db
    .select({ follow: userFollowJobs, job: jobs })
    .from(userFollowJobs)
    .innerJoin(jobs, eq(jobs.id, userFollowJobs.jobId))
    .where(eq(userFollowJobs.id, id));
  return row;
}

/** Inserts the follow; undefined when the user already follows the job. */
export async function insertFollow(
  tx: DbExecutor,
  userId: number,
  jobId: number,
): Promise<UserFollowJobRow | undefined> {
  const [row] = await tx.insert(userFollowJobs).values({ userId, jobId }).onConflictDoNothing().returning();
  return row;
}

export async function findFollowOf(
  db: DbExecutor,
  userId: number,
  jobId: number,
): Promise<UserFollowJobRow | undefined> {
  const [row] = await db
    .select()
    .from(userFollowJobs)
    .where(and(eq(userFollowJobs.userId, userId), eq(userFollowJobs.jobId, jobId)));
  return row;
}

export async function deleteFollow(tx: DbExecutor, id: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(userFollowJobs)
    .where(and(eq(userFollowJobs.id, id), eq(userFollowJobs.userId, userId)))
    .returning({ id: userFollowJobs.id });
  return rows.length > 0;
}

/** The ids among `jobIds` that the user follows: one query for a whole page of jobs. */
export async function findFollowedJobIds(db: Db, userId: number, jobIds: number[]): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .select({ jobId: userFollowJobs.jobId })
    .from(userFollowJobs)
    .where(and(eq(userFollowJobs.userId, userId), inArray(userFollowJobs.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}
