import type { JobStatus } from '@gfj/contracts';
import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { jobRevisions } from './job-revisions.table.ts';
import { type JobRow, jobRowColumns, jobs, type NewJobRow } from './jobs.table.ts';

export async function findJobById(db: DbExecutor, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select(jobRowColumns).from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The job, row-locked until the transaction ends (submission, credit spending). */
export async function lockJobById(tx: DbExecutor, id: number): Promise<JobRow | undefined> {
  const [row] = await tx.select(jobRowColumns).from(jobs).where(eq(jobs.id, id)).for('update');
  return row;
}

export interface DateBounds {
  after?: Date;
  strictlyAfter?: Date;
  before?: Date;
  strictlyBefore?: Date;
}

export interface JobListQuery {
  statuses: readonly JobStatus[];
  ownerId?: number;
  companyId?: number;
  dateExpire?: DateBounds;
  postTypeId?: number;
  dateAdded?: DateBounds;
  /**
   * `published`: by date_added; `activity`: by publication, else creation (a poster's own list);
   * `submitted`: by submission, else creation (the moderation queue).
   */
  orderBy?: 'published' | 'activity' | 'submitted';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

function boundsOf(
  column: typeof jobs.dateExpire | typeof jobs.dateAdded,
  bounds: DateBounds | undefined,
): SQL[] {
  if (!bounds) return [];
  return [
    bounds.after ? gte(column, bounds.after) : undefined,
    bounds.strictlyAfter ? gt(column, bounds.strictlyAfter) : undefined,
    bounds.before ? lte(column, bounds.before) : undefined,
    bounds.strictlyBefore ? lt(column, bounds.strictlyBefore) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

export async function listJobs(db: Db, query: JobListQuery): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(
    inArray(jobs.status, [...query.statuses]),
    query.ownerId === undefined ? undefined : eq(jobs.ownerId, query.ownerId),
    query.companyId === undefined ? undefined : eq(jobs.companyId, query.companyId),
    ...boundsOf(jobs.dateExpire, query.dateExpire),
    query.postTypeId === undefined ? undefined : eq(jobs.postTypeId, query.postTypeId),
    ...boundsOf(jobs.dateAdded, query.dateAdded),
  );
  const direction = query.order === 'asc' ? asc : desc;
  const key =
    query.orderBy === 'activity'
      ? sql`coalesce(${jobs.dateAdded}, ${jobs.createdAt})`
      : query.orderBy === 'submitted'
        ? sql`coalesce(${jobs.submittedAt}, ${jobs.createdAt})`
        : jobs.dateAdded;
  const rows = await db
    .select(jobRowColumns)
    .from(jobs)
    .where(where)
    .orderBy(direction(key), direction(jobs.id))
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

export async function insertJob(tx: DbExecutor, values: NewJobRow): Promise<JobRow> {
  const [row] = await tx.insert(jobs).values(values).returning(jobRowColumns);
  if (!row) throw new Error('jobs insert returned nothing');
  return row;
}

export async function updateJob(tx: DbExecutor, id: number, changes: Partial<NewJobRow>): Promise<JobRow> {
  const [row] = await tx
    .update(jobs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(jobs.id, id))
    .returning(jobRowColumns);
  if (!row) throw new Error(`jobs update of ${id} returned nothing`);
  return row;
}

/** The company details of the poster's newest other listing that has a description. */
export async function findLatestCompanyDetails(db: Db, ownerId: number, exceptJobId?: number) {
  const [row] = await db
    .select({ companyDescription: jobs.companyDescription, companyName: jobs.companyName })
    .from(jobs)
    .where(
      and(
        eq(jobs.ownerId, ownerId),
        sql`${jobs.companyDescription} IS NOT NULL AND ${jobs.companyDescription} <> ''`,
        exceptJobId === undefined ? undefined : sql`${jobs.id} <> ${exceptJobId}`,
        sql`${jobs.status} <> 'deleted'`,
      ),
    )
    .orderBy(desc(jobs.updatedAt))
    .limit(1);
  return row;
}

export async function insertJobRevision(
  tx: DbExecutor,
  values: typeof jobRevisions.$inferInsert,
): Promise<void> {
  await tx.insert(jobRevisions).values(values);
}
