import { randomInt } from 'node:crypto';
import { PUBLIC_STATUSES, type ReferralChannel } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { parseId } from '../../http/iri.ts';
import { hashVisitor } from './job-views.visitor.ts';

/** One view to count. */
export interface JobView {
  jobId: number;
  visitorKey: string;
  /** The page URL's ref marker: a counted view is also a referral visit of that channel. */
  ref?: ReferralChannel;
  now: Date;
}

/**
 * This process's row of the striped views version (job_view_versions): processes seldom share one,
 * so their batches do not wait on each other's row lock (decision 022).
 */
const VIEWS_VERSION_SLOT = randomInt(16);

/**
 * What became of a view: counted, already counted for this visitor today, or no such job. A job the
 * public cannot read (a draft, one waiting for review, a deleted one) is no such job: nobody's view
 * of it counts, and the answer does not tell it from one that never existed.
 */
export type JobViewOutcome = 'counted' | 'seen' | 'unknown-job';

/**
 * Counts views in one statement, each at most once per visitor per job per site day: a new
 * (job, visitor, day) row adds to the day's views (job_view_days), the referral channel's visits
 * and jobs.counter_view, and moves the views version (search popularity). Repeats within the
 * batch count once (the first).
 */
export async function countJobViews(db: Db, views: readonly JobView[]): Promise<JobViewOutcome[]> {
  // Checked before the statement: an id no row can have (2^31, say) would fail it, and with it
  // every other visitor's view in the batch. Such a view names no job.
  const input = views.flatMap((view, ord) => {
    if (parseId(view.jobId) === undefined) return [];
    const day = siteDay(view.now);
    return [
      {
        ord,
        job_id: view.jobId,
        visitor_hash: hashVisitor(view.visitorKey, day),
        day,
        ref: view.ref ?? null,
      },
    ];
  });
  if (input.length === 0) return views.map(() => 'unknown-job');
  const [row] = await queryRows<{ known: number[] | null; counted: number[] | null }>(
    db,
    sql`WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb)
          AS t(ord int, job_id int, visitor_hash text, day date, ref text)
      ),
      known AS (
        SELECT id FROM jobs WHERE id IN (SELECT job_id FROM input)
          AND status IN (${sql.join(
            PUBLIC_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})
      ),
      firsts AS (
        SELECT DISTINCT ON (job_id, visitor_hash, day) ord, job_id, visitor_hash, day, ref FROM input
        WHERE job_id IN (SELECT id FROM known)
        ORDER BY job_id, visitor_hash, day, ord
      ),
      seen AS (
        INSERT INTO job_view_visitors (job_id, visitor_hash, day)
        SELECT job_id, visitor_hash, day FROM firsts
        ON CONFLICT DO NOTHING
        RETURNING job_id, visitor_hash, day
      ),
      counted AS (SELECT f.ord, f.job_id, f.day, f.ref FROM firsts f JOIN seen s USING (job_id, visitor_hash, day)),
      days AS (
        INSERT INTO job_view_days (job_id, day, views)
        SELECT job_id, day, count(*)::int FROM counted GROUP BY job_id, day
        ON CONFLICT (job_id, day) DO UPDATE SET views = job_view_days.views + excluded.views
      ),
      referrals AS (
        INSERT INTO job_referral_days (job_id, channel, day, visits)
        SELECT job_id, ref, day, count(*)::int FROM counted WHERE ref IS NOT NULL GROUP BY job_id, ref, day
        ON CONFLICT (job_id, channel, day) DO UPDATE SET visits = job_referral_days.visits + excluded.visits
      ),
      totals AS (
        UPDATE jobs SET counter_view = jobs.counter_view + c.n
        FROM (SELECT job_id, count(*)::int AS n FROM counted GROUP BY job_id) c
        WHERE jobs.id = c.job_id
      ),
      popularity AS (
        INSERT INTO job_view_versions (slot, version)
        SELECT ${VIEWS_VERSION_SLOT}::smallint, 1::bigint WHERE EXISTS (SELECT 1 FROM counted)
        ON CONFLICT (slot) DO UPDATE SET version = job_view_versions.version + 1
      )
      SELECT (SELECT array_agg(id) FROM known) AS known, (SELECT array_agg(ord) FROM counted) AS counted`,
  );
  const known = new Set((row?.known ?? []).map(Number));
  const counted = new Set((row?.counted ?? []).map(Number));
  return views.map((view, ord) =>
    counted.has(ord) ? 'counted' : known.has(view.jobId) ? 'seen' : 'unknown-job',
  );
}

/** Counts one view now (see countJobViews); true when it was counted. */
export async function recordJobView(db: Db, jobId: number, visitorKey: string, now: Date): Promise<boolean> {
  const [outcome] = await countJobViews(db, [{ jobId, visitorKey, now }]);
  return outcome === 'counted';
}

export interface JobViewCounter {
  /** Queues a view; resolves once the batch holding it is written. */
  count(view: JobView): Promise<JobViewOutcome>;
  /** Resolves when every view queued so far is written. */
  drain(): Promise<void>;
}

interface Queued {
  view: JobView;
  resolve(outcome: JobViewOutcome): void;
  reject(error: unknown): void;
}

/** Largest batch in one statement. */
const MAX_BATCH = 500;
/** PostgreSQL's deadlock and serialization failures: the batch is tried again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Views are written in batches, one statement at a time: a view that arrives while a batch is
 * being written waits for the next one, so under load many views share a statement (group
 * commit) and when quiet each is written at once, without a timer.
 */
export function createJobViewCounter(db: Db): JobViewCounter {
  let queue: Queued[] = [];
  let writing: Promise<void> | undefined;
  const idle: Array<() => void> = [];

  async function write(batch: Queued[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcomes = await countJobViews(
          db,
          batch.map((q) => q.view),
        );
        for (const [i, q] of batch.entries()) q.resolve(outcomes[i] ?? 'unknown-job');
        return;
      } catch (error) {
        const code =
          (error as { code?: string; cause?: { code?: string } }).cause?.code ??
          (error as { code?: string }).code;
        if (attempt < 3 && code && RETRYABLE.has(code)) continue;
        if (batch.length === 1) {
          batch[0]?.reject(error);
          return;
        }
        // Whatever made the statement fail, it fails only the view it came from: each is tried
        // on its own, so the other visitors' views are still counted.
        for (const q of batch) await write([q]);
        return;
      }
    }
  }

  function pump(): void {
    if (writing) return;
    if (queue.length === 0) {
      for (const done of idle.splice(0)) done();
      return;
    }
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(batch.length);
    writing = write(batch).finally(() => {
      writing = undefined;
      pump();
    });
  }

  return {
    count(view) {
      return new Promise<JobViewOutcome>((resolve, reject) => {
        queue.push({ view, resolve, reject });
        // Whatever else this turn of the event loop queues joins the same batch.
        if (!writing && queue.length === 1) setImmediate(pump);
      });
    },
    drain() {
      if (!writing && queue.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
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
