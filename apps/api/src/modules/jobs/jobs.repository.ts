import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type JobRow, jobs } from './jobs.table.ts';

export async function findJobById(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
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
    .select()
    .from(jobs)
    .where(where)
    .orderBy(direction(jobs.dateAdded), direction(jobs.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totalRow] = await db.select({ total: count() }).from(jobs).where(where);
  return { rows, total: Number(totalRow?.total ?? 0) };
}
