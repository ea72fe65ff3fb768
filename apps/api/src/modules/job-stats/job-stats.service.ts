import {
  daysBetween,
  FIRST_DAY,
  isIsoDay,
  JOB_STATS_DEFAULT_RANGE_DAYS,
  JOB_STATS_MAX_RANGE_DAYS,
  JOB_STATS_MESSAGES,
  shiftDay,
  type Violation,
} from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import type { JobViewer } from '../jobs/job-viewer.ts';
import { managesJob } from '../jobs/jobs.policy.ts';
import { findJobById } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import {
  categoryMedianViews,
  countJobStats,
  countJobStatsDaily,
  type DailyCounts,
  type DayRange,
  type JobStatsCounts,
} from './job-stats.repository.ts';

export interface JobStatsResult {
  job: JobRow;
  range: DayRange;
  counts: JobStatsCounts;
  daily: DailyCounts[];
  categoryMedian: { views: number; listings: number };
}

/**
 * The range asked for: YYYY-MM-DD days (anything else 422), to on or after from, at most two
 * years. Without toDate: today (site day); without fromDate: the year before toDate.
 */
export function parseStatsRange(query: { fromDate?: unknown; toDate?: unknown }, now: Date): DayRange {
  const violations: Violation[] = [];
  const read = (name: 'fromDate' | 'toDate'): string | undefined => {
    const value = query[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string' && isIsoDay(value)) return value;
    violations.push({ propertyPath: name, message: JOB_STATS_MESSAGES.invalidDate });
    return undefined;
  };
  const fromDate = read('fromDate');
  const toDate = read('toDate');
  if (violations.length > 0) throw new ValidationError(violations);
  const to = toDate ?? siteDay(now);
  // Never before the first day a date column holds (a year back from 0001-06-01 is year 0).
  const from = fromDate ?? maxDay(shiftDay(to, -JOB_STATS_DEFAULT_RANGE_DAYS), FIRST_DAY);
  if (from > to) throw ValidationError.of('fromDate', JOB_STATS_MESSAGES.reversedRange);
  if (daysBetween(from, to) > JOB_STATS_MAX_RANGE_DAYS)
    throw ValidationError.of('fromDate', JOB_STATS_MESSAGES.rangeTooLong);
  return { from, to };
}

/** The later of two YYYY-MM-DD days (a year before 1 shifts to `-000001-…`, which sorts first). */
function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** One listing's statistics over a range: its owner's or staff's (anyone else: 404). */
export async function getJobStats(
  db: Db,
  viewer: JobViewer,
  jobId: number,
  query: { fromDate?: unknown; toDate?: unknown },
  now = new Date(),
): Promise<JobStatsResult> {
  const job = await findJobById(db, jobId);
  // Managing rights, not reading ones: a public listing's numbers are still only its owner's.
  if (!job || !managesJob(viewer, job)) throw new NotFoundError();
  const range = parseStatsRange(query, now);
  const owned: JobRow = job;
  const [counts, daily, categoryMedian] = await Promise.all([
    countJobStats(db, owned.id, range),
    countJobStatsDaily(db, owned.id, range),
    categoryMedianViews(db, owned.categoryIds, range),
  ]);
  return { job: owned, range, counts, daily, categoryMedian };
}
