import { JOB_ALERT_UNSUBSCRIBE_PATH, LIMITS, parseFiltersFromUrl, type SearchFilters } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { buildLocationName } from '../jobs/jobs.presenter.ts';
import { findJobsInOrder } from '../jobs/jobs.repository.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { signUnsubscribeToken } from '../saved-searches/unsubscribe-token.ts';
import { buildJobSearchQuery } from '../search/search.sql.ts';
import { jobAlertTemplate } from './job-alert.mail.tsx';
import {
  advanceDigestMark,
  type DueSearch,
  listDueSearches,
  recordSentJobs,
} from './job-alerts.repository.ts';

/** At most this many jobs per digest (the newest); the email links to the full search. */
export const ALERT_MAX_JOBS = 50;
const BATCH = 200;

export type DigestContext = Pick<FastifyInstance, 'db' | 'config'> & Partial<Pick<FastifyInstance, 'log'>>;

export interface DigestResult {
  searches: number;
  emails: number;
  jobs: number;
  /** Searches whose digest failed (logged by the caller); the others still went out. */
  failed: number;
}

/**
 * The jobs a saved search matches that were published in (since, now] and not sent to it yet,
 * newest first. It is the /api/jobs/search statement itself (no fallback results), narrowed to
 * the window by the `since` day filter plus the exact timestamps.
 */
export async function findNewMatches(
  db: Db,
  savedSearchId: number,
  params: string,
  since: Date,
  now: Date,
): Promise<number[]> {
  const saved = parseFiltersFromUrl(params);
  const sinceDay = siteDay(since);
  const filters: SearchFilters = {
    ...saved,
    since: saved.since && saved.since > sinceDay ? saved.since : sinceDay,
    sort: 'date_added.desc',
    page: 1,
    pageSize: Math.min(ALERT_MAX_JOBS, LIMITS.maxPageSize),
  };
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT m.id FROM (${buildJobSearchQuery(filters, now)}) m
      JOIN jobs j ON j.id = m.id
      WHERE j.date_added > ${since.toISOString()}::timestamptz
        AND j.date_added <= ${now.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM saved_search_sent_jobs s
          WHERE s.saved_search_id = ${savedSearchId} AND s.job_id = m.id)
      ORDER BY j.date_added DESC, j.id DESC`,
  );
  return rows.map((r) => Number(r.id));
}

async function digestOne(ctx: DigestContext, due: DueSearch, now: Date): Promise<number> {
  const { search } = due;
  const matches = await findNewMatches(ctx.db, search.id, search.params, search.lastDigestAt, now);
  return ctx.db.transaction(async (tx) => {
    if (!(await advanceDigestMark(tx, search.id, search.lastDigestAt, now))) return 0;
    const fresh = await recordSentJobs(tx, search.id, matches);
    if (fresh.length === 0) return 0;
    const rows = await findJobsInOrder(tx, fresh);
    const base = ctx.config.publicUrl;
    const token = signUnsubscribeToken(ctx.config.jwtSecret, search.id);
    // People follow the body's link to the site page, which asks first (mail scanners open links);
    // mail clients' one-click unsubscribe (RFC 8058) POSTs the header's API address.
    const unsubscribeUrl = `${base}${JOB_ALERT_UNSUBSCRIBE_PATH}?token=${token}`;
    const oneClickUrl = `${base}/api/saved-searches/unsubscribe?token=${token}`;
    await enqueueMail(tx, {
      to: due.email,
      subject: `New jobs for your search “${search.name}”`,
      template: jobAlertTemplate,
      props: {
        searchName: search.name,
        searchUrl: `${base}/search?${search.params}`,
        manageUrl: `${base}/account/seekers/saved-searches`,
        unsubscribeUrl,
        jobs: rows.map((job) => ({
          position: job.position,
          companyName: job.companyName,
          location: buildLocationName(job) ?? '',
          url: `${base}/jobs/${job.id}/${job.slug}?ref=job-alert`,
        })),
      },
      headers: {
        'List-Unsubscribe': `<${oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return rows.length;
  });
}

/**
 * The daily job alerts: for every active saved search, one email listing the jobs published since
 * its last digest that match it and were never sent to it; nothing when nothing matches. The
 * mark, the sent jobs and the queued email commit together, so a crash or a second run never
 * repeats a job. Safe to call from the schedule, a CLI or a test.
 */
export async function runJobAlertDigest(ctx: DigestContext, now: Date = new Date()): Promise<DigestResult> {
  const result: DigestResult = { searches: 0, emails: 0, jobs: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await listDueSearches(ctx.db, now, afterId, BATCH);
    if (batch.length === 0) break;
    for (const due of batch) {
      afterId = due.search.id;
      result.searches += 1;
      try {
        const sent = await digestOne(ctx, due, now);
        if (sent > 0) {
          result.emails += 1;
          result.jobs += sent;
        }
      } catch (error) {
        // One broken search must not stop everyone else's alert; its mark did not move, so the
        // next run retries it.
        result.failed += 1;
        ctx.log?.error({ err: error, savedSearchId: due.search.id }, 'job alert failed');
      }
    }
  }
  return result;
}
