import { SITE_TIME_ZONE } from '@gfj/contracts/site-time';
import { sql } from 'drizzle-orm';
import { type DbExecutor, queryRows } from '../../db/client.ts';

/** A range of site days, both ends counted (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

/** The tag of the apply link on a job page (core 7: tagged job link). */
export const APPLY_CLICK_TAG = 'apply-online';

/** Timestamps from the first instant of `from` to before the day after `to`, in site time. */
function within(column: ReturnType<typeof sql.raw>, range: DayRange) {
  return sql`${column} >= (${range.from}::date)::timestamp AT TIME ZONE ${SITE_TIME_ZONE}
    AND ${column} < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${SITE_TIME_ZONE})`;
}

export interface JobStatsCounts {
  views: number;
  applications: number;
  applyClicks: number;
  follows: number;
  /** Share actions per tracking subject (share-facebook, share-twitter, share-email). */
  shares: Record<string, number>;
  /** Visits brought by shared links per channel (the same subjects, and job-alert). */
  referrals: Record<string, number>;
}

/** Every counter of one job over a range, in one round trip. */
export async function countJobStats(db: DbExecutor, jobId: number, range: DayRange): Promise<JobStatsCounts> {
  const [row] = await queryRows<{
    views: number;
    applications: number;
    apply_clicks: number;
    follows: number;
    shares: Record<string, number> | null;
    referrals: Record<string, number> | null;
  }>(
    db,
    sql`SELECT
      (SELECT coalesce(sum(views), 0)::int FROM job_view_days
        WHERE job_id = ${jobId} AND day BETWEEN ${range.from}::date AND ${range.to}::date) AS views,
      (SELECT count(*)::int FROM job_applications
        WHERE job_id = ${jobId} AND ${within(sql.raw('date_added'), range)}) AS applications,
      (SELECT count(*)::int FROM job_link_clicks
        WHERE job_id = ${jobId} AND tag = ${APPLY_CLICK_TAG} AND ${within(sql.raw('date_added'), range)}) AS apply_clicks,
      (SELECT count(*)::int FROM user_follow_jobs
        WHERE job_id = ${jobId} AND ${within(sql.raw('date_added'), range)}) AS follows,
      (SELECT json_object_agg(subject, n) FROM (
        SELECT subject, count(*)::int AS n FROM job_share_trackings
        WHERE job_id = ${jobId} AND ${within(sql.raw('date_added'), range)} GROUP BY subject) s) AS shares,
      (SELECT json_object_agg(channel, n) FROM (
        SELECT channel, sum(visits)::int AS n FROM job_referral_days
        WHERE job_id = ${jobId} AND day BETWEEN ${range.from}::date AND ${range.to}::date GROUP BY channel) r) AS referrals`,
  );
  return {
    views: Number(row?.views ?? 0),
    applications: Number(row?.applications ?? 0),
    applyClicks: Number(row?.apply_clicks ?? 0),
    follows: Number(row?.follows ?? 0),
    shares: row?.shares ?? {},
    referrals: row?.referrals ?? {},
  };
}

export interface DailyCounts {
  date: string;
  views: number;
  apply: number;
}

/** Views and applies (applications and apply clicks) per site day, every day of the range. */
export async function countJobStatsDaily(
  db: DbExecutor,
  jobId: number,
  range: DayRange,
): Promise<DailyCounts[]> {
  const rows = await queryRows<{ date: string; views: number; apply: number }>(
    db,
    sql`WITH days AS (
        SELECT d::date AS day FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') d
      ),
      applies AS (
        SELECT (date_added AT TIME ZONE ${SITE_TIME_ZONE})::date AS day, count(*)::int AS n
        FROM (
          SELECT date_added FROM job_applications WHERE job_id = ${jobId} AND ${within(sql.raw('date_added'), range)}
          UNION ALL
          SELECT date_added FROM job_link_clicks
          WHERE job_id = ${jobId} AND tag = ${APPLY_CLICK_TAG} AND ${within(sql.raw('date_added'), range)}
        ) a GROUP BY 1
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(v.views, 0)::int AS views, coalesce(a.n, 0)::int AS apply
      FROM days
      LEFT JOIN job_view_days v ON v.job_id = ${jobId} AND v.day = days.day
      LEFT JOIN applies a ON a.day = days.day
      ORDER BY days.day`,
  );
  return rows.map((r) => ({ date: r.date, views: Number(r.views), apply: Number(r.apply) }));
}

/**
 * The median of the range's views over the listings that share a category with `categoryIds`
 * and were live at some point of the range (published before its end, expiring after its
 * start), the job itself included; listings without a view in the range count as 0.
 */
export async function categoryMedianViews(
  db: DbExecutor,
  categoryIds: number[],
  range: DayRange,
): Promise<{ views: number; listings: number }> {
  if (categoryIds.length === 0) return { views: 0, listings: 0 };
  const [row] = await queryRows<{ median: number | string | null; listings: number }>(
    db,
    sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY views) AS median, count(*)::int AS listings
      FROM (
        SELECT j.id, coalesce((SELECT sum(v.views) FROM job_view_days v
          WHERE v.job_id = j.id AND v.day BETWEEN ${range.from}::date AND ${range.to}::date), 0) AS views
        FROM jobs j
        WHERE j.category_ids && ARRAY[${sql.join(
          categoryIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}]::int[]
          AND j.status IN ('approved', 'filled', 'expired')
          AND j.date_added IS NOT NULL
          AND j.date_added < ((${range.to}::date + 1)::timestamp AT TIME ZONE ${SITE_TIME_ZONE})
          AND (j.date_expire IS NULL OR j.date_expire >= (${range.from}::date)::timestamp AT TIME ZONE ${SITE_TIME_ZONE})
      ) per_job`,
  );
  const median = row?.median === null || row?.median === undefined ? 0 : Number(row.median);
  return { views: Math.round(median * 10) / 10, listings: Number(row?.listings ?? 0) };
}
