import { z } from 'zod';

/**
 * Job statistics (content 2, 3, 7): GET /api/job-stats/{jobId}?fromDate&toDate answers a
 * collection whose one member holds the three groups, each with counters and percentages.
 * Decision 047 says what each counter counts and how the percentages are computed.
 */

export const JOB_STATS_MESSAGES = {
  invalidDate: 'This value is not a valid date, expected YYYY-MM-DD.',
  reversedRange: 'fromDate must be on or before toDate.',
  rangeTooLong: 'The range may span at most 731 days.',
} as const;

/** The longest range a request may ask for: two years (all time on the dashboard is one). */
export const JOB_STATS_MAX_RANGE_DAYS = 731;
/** Without fromDate: the year before toDate (the dashboard's "all time"). */
export const JOB_STATS_DEFAULT_RANGE_DAYS = 365;

/** `day` moved by `days` (negative: back), both YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const STATS_CHANNELS = ['facebook', 'twitter', 'email'] as const;
export type StatsChannel = (typeof STATS_CHANNELS)[number];
export const STATS_CHANNEL_LABELS: Record<StatsChannel, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  email: 'Email',
};

export const STATS_COMMON_KEYS = ['views', 'apply', 'shares', 'follows'] as const;
export type StatsCommonKey = (typeof STATS_COMMON_KEYS)[number];
export const STATS_COMMON_LABELS: Record<StatsCommonKey, string> = {
  views: 'Views',
  apply: 'Apply clicks',
  shares: 'Shares',
  follows: 'Follows',
};

/**
 * Each value's share of the group's total, in percent with one decimal; all 0 when the total is
 * 0. Rounded by largest remainder (ties to the earlier key), so a group with anything in it
 * adds up to exactly 100.
 */
export function percentagesOf<K extends string>(counters: Record<K, number>): Record<K, number> {
  const keys = Object.keys(counters) as K[];
  const total = keys.reduce((sum, key) => sum + counters[key], 0);
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  if (total <= 0) return result;
  // Work in tenths of a percent: 1000 of them to hand out.
  const exact = keys.map((key) => ({ key, tenths: (counters[key] * 1000) / total }));
  const floors = exact.map((e) => ({ ...e, floor: Math.floor(e.tenths) }));
  let left = 1000 - floors.reduce((sum, e) => sum + e.floor, 0);
  const byRemainder = [...floors].sort((a, b) => b.tenths - b.floor - (a.tenths - a.floor));
  for (const entry of byRemainder) {
    if (left <= 0) break;
    entry.floor += 1;
    left -= 1;
  }
  for (const entry of floors) result[entry.key] = entry.floor / 10;
  return result;
}

const count = z.number().int().min(0);
const percent = z.number().min(0).max(100);

function groupSchema<K extends readonly [string, ...string[]]>(keys: K) {
  const shape = Object.fromEntries(keys.map((key) => [key, count])) as { [P in K[number]]: typeof count };
  const percents = Object.fromEntries(keys.map((key) => [key, percent])) as {
    [P in K[number]]: typeof percent;
  };
  return z.object({ total: count, counters: z.object(shape), percentages: z.object(percents) });
}

export const jobStatsDaySchema = z.object({
  date: z.iso.date(),
  views: count,
  apply: count,
});

export const jobStatsSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('JobStats'),
  job: z.string(),
  from_date: z.iso.date(),
  to_date: z.iso.date(),
  common: groupSchema(STATS_COMMON_KEYS),
  shares: groupSchema(STATS_CHANNELS),
  referals: groupSchema(STATS_CHANNELS),
  /** Where the apply counter comes from: on-site applications and clicks on the apply link. */
  apply_sources: z.object({ applications: count, apply_clicks: count }),
  /** Views and applies per site day over the range, every day present. */
  daily: z.array(jobStatsDaySchema),
  /** Views of the median listing in the same categories, live during the same days. */
  category_median: z.object({
    views: z.number().min(0),
    listings: count,
  }),
});
export type JobStats = z.infer<typeof jobStatsSchema>;
export type JobStatsDay = z.infer<typeof jobStatsDaySchema>;
