import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export const VISITOR_COOKIE = 'gfj_vid';
export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Built once: a formatter per call was 13% of a cached job page's CPU and held memory. */
const SITE_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The site's calendar day (America/New_York) of an instant, as YYYY-MM-DD. */
export function siteDay(now: Date): string {
  return SITE_DAY_FORMAT.format(now);
}

/** A visitor key hashed with the day: the stored hash cannot follow a visitor across days. */
export function hashVisitor(visitorKey: string, day: string): string {
  return createHash('sha256').update(`${day}\n${visitorKey}`).digest('hex');
}

export function newVisitorId(): string {
  return randomUUID();
}

/**
 * Counts one view of a job by a visitor, at most once per visitor per day: a new
 * (job, visitor, day) row increments the day's views and jobs.counter_view. Returns whether the
 * view was counted. Unknown jobs are not counted.
 */
export async function recordJobView(db: Db, jobId: number, visitorKey: string, now: Date): Promise<boolean> {
  const day = siteDay(now);
  const visitorHash = hashVisitor(visitorKey, day);
  const rows = await queryRows<{ counted: boolean }>(
    db,
    sql`WITH job AS (SELECT id FROM jobs WHERE id = ${jobId}),
      seen AS (
        INSERT INTO job_view_visitors (job_id, visitor_hash, day)
        SELECT id, ${visitorHash}, ${day}::date FROM job
        ON CONFLICT DO NOTHING
        RETURNING job_id
      ),
      days AS (
        INSERT INTO job_view_days (job_id, day, views)
        SELECT job_id, ${day}::date, 1 FROM seen
        ON CONFLICT (job_id, day) DO UPDATE SET views = job_view_days.views + 1
        RETURNING job_id
      )
      UPDATE jobs SET counter_view = counter_view + 1 WHERE id IN (SELECT job_id FROM days)
      RETURNING true AS counted`,
  );
  return rows.length > 0;
}

/**
 * Marks more keys of the same visitor as seen today, without counting: a first visit is counted by
 * IP and user agent and also marks the cookie it was just given, so the next request, carrying
 * that cookie, is not counted a second time.
 */
export async function markVisitorSeen(db: Db, jobId: number, visitorKey: string, now: Date): Promise<void> {
  const day = siteDay(now);
  await db.execute(sql`INSERT INTO job_view_visitors (job_id, visitor_hash, day)
    SELECT id, ${hashVisitor(visitorKey, day)}, ${day}::date FROM jobs WHERE id = ${jobId}
    ON CONFLICT DO NOTHING`);
}

/** Views per job over the last `days` site days (the popularity window). */
export async function sumRecentViews(db: Db, jobId: number, now: Date, days = 14): Promise<number> {
  const since = siteDay(new Date(now.getTime() - days * 86_400_000));
  const [row] = await queryRows<{ views: number }>(
    db,
    sql`SELECT coalesce(sum(views), 0)::int AS views FROM job_view_days WHERE job_id = ${jobId} AND day >= ${since}::date`,
  );
  return row?.views ?? 0;
}
