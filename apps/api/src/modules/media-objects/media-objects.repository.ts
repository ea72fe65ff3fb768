import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.ts';
import { type JobRow, jobs } from '../jobs/jobs.table.ts';
import { type MediaObjectRow, mediaObjects } from './media-objects.table.ts';

export async function insertMediaObject(
  db: DbExecutor,
  values: typeof mediaObjects.$inferInsert,
): Promise<MediaObjectRow> {
  const [row] = await db.insert(mediaObjects).values(values).returning();
  if (!row) throw new Error('media_objects insert returned nothing');
  return row;
}

export async function findMediaObject(db: DbExecutor, id: number): Promise<MediaObjectRow | undefined> {
  const [row] = await db.select().from(mediaObjects).where(eq(mediaObjects.id, id));
  return row;
}

export async function findMediaObjects(db: DbExecutor, ids: readonly number[]): Promise<MediaObjectRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mediaObjects)
    .where(inArray(mediaObjects.id, [...ids]));
}

/** One page of uploads, newest first: one owner's, or everyone's when `ownerId` is null (staff). */
export async function listMediaObjects(
  db: Db,
  ownerId: number | null,
  page: { limit: number; offset: number },
): Promise<{ rows: MediaObjectRow[]; total: number }> {
  const where = ownerId === null ? undefined : eq(mediaObjects.ownerId, ownerId);
  const rows = await db
    .select()
    .from(mediaObjects)
    .where(where)
    .orderBy(desc(mediaObjects.createdAt), desc(mediaObjects.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totalRow] = await db.select({ total: count() }).from(mediaObjects).where(where);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** The listings a media object is attached to (their status and owner decide who may see it). */
export async function findJobsAttaching(
  db: Db,
  mediaObjectId: number,
): Promise<Pick<JobRow, 'status' | 'ownerId'>[]> {
  return db
    .select({ status: jobs.status, ownerId: jobs.ownerId })
    .from(jobs)
    .where(sql`${jobs.attachments} @> ${JSON.stringify([{ mediaObjectId }])}::jsonb`);
}
