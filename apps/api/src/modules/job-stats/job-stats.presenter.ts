import {
  type JobStats,
  percentagesOf,
  STATS_CHANNELS,
  type StatsChannel,
  type StatsCommonKey,
} from '@gfj/contracts';
import { iriOf } from '../../http/iri.ts';
import type { JobStatsResult } from './job-stats.service.ts';

/** The tracking subject and referral marker of each channel (core 7: share tracking). */
const SUBJECT_OF: Record<StatsChannel, string> = {
  facebook: 'share-facebook',
  twitter: 'share-twitter',
  email: 'share-email',
};

function group<K extends string>(counters: Record<K, number>) {
  const total = (Object.values(counters) as number[]).reduce((sum, n) => sum + n, 0);
  return { total, counters, percentages: percentagesOf(counters) };
}

function byChannel(values: Record<string, number>): Record<StatsChannel, number> {
  return Object.fromEntries(
    STATS_CHANNELS.map((channel) => [channel, Number(values[SUBJECT_OF[channel]] ?? 0)]),
  ) as Record<StatsChannel, number>;
}

/** One listing's statistics as the JobStats member of /api/job-stats/{jobId}. */
export function presentJobStats({ job, range, counts, daily, categoryMedian }: JobStatsResult) {
  const shares = byChannel(counts.shares);
  const common: Record<StatsCommonKey, number> = {
    views: counts.views,
    apply: counts.applications + counts.applyClicks,
    shares: shares.facebook + shares.twitter + shares.email,
    follows: counts.follows,
  };
  return {
    '@id': `/api/job-stats/${job.id}`,
    '@type': 'JobStats' as const,
    job: iriOf('jobs', job.id),
    from_date: range.from,
    to_date: range.to,
    common: group(common),
    shares: group(shares),
    referals: group(byChannel(counts.referrals)),
    apply_sources: { applications: counts.applications, apply_clicks: counts.applyClicks },
    daily,
    category_median: categoryMedian,
  } satisfies JobStats;
}
