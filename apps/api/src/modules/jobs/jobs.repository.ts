import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../mail/mail.repository.ts';
import { type JobRow, jobRowColumns, jobs } from './jobs.table.ts';

export async function findJobById(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select(jobRowColumns).from(jobs).where(eq(jobs.id, id));
  return row;
}

export interface JobListQuery {
  statuses: readonly string[];
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listJobs(db: Db, query: JobListQuery): Promise<{ rows: JobRow[]; total: number }> {
  const where = inArray(jobs.status, [...query.statuses]);
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select(jobRowColumns)
    .from(jobs)
    .where(where)
    .orderBy(direction(jobs.dateAdded), direction(jobs.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ total: count() }).from(jobs).where(where);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** The jobs with these ids, in the order of `ids` (ids with no job are left out). */
export async function findJobsInOrder(db: DbExecutor, ids: readonly number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(jobRowColumns)
    .from(jobs)
    .where(inArray(jobs.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
