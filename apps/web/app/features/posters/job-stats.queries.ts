import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { type JobStats, jobStatsSchema, shiftDay } from '@gfj/contracts/job-stats';
import { useEffect, useState } from 'react';
import { loadCached } from '../../lib/cached-loader.ts';
import { jobStatsKey } from '../account/account.queries.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';

/** The panel's ranges (content 2): all time is a year back; since last login starts a day before it. */
export type StatsRangeKey = 'all' | 'since-login' | 'week' | 'ten-days' | 'custom';

export const STATS_RANGE_LABELS: Record<StatsRangeKey, string> = {
  all: 'All time',
  'since-login': 'Since last login',
  week: 'Last week',
  'ten-days': 'Last 10 days',
  custom: 'Custom range',
};

export interface DayRange {
  fromDate: string;
  toDate: string;
}

/** A date's local calendar day as YYYY-MM-DD. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The days a preset range covers on `today`; null for since-login without a last login. */
export function presetRange(
  key: Exclude<StatsRangeKey, 'custom'>,
  today: string,
  lastLogin: string | null,
): DayRange | null {
  if (key === 'all') return { fromDate: shiftDay(today, -365), toDate: today };
  if (key === 'week') return { fromDate: shiftDay(today, -7), toDate: today };
  if (key === 'ten-days') return { fromDate: shiftDay(today, -10), toDate: today };
  if (!lastLogin) return null;
  const login = new Date(lastLogin);
  if (Number.isNaN(login.getTime())) return null;
  return { fromDate: shiftDay(localDay(login), -1), toDate: today };
}

const statsAnswer = hydraCollectionSchema(jobStatsSchema);

export type StatsState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'success'; stats: JobStats };

/** A listing's statistics over a range (content 7: none when the answer fails its schema), kept 10 minutes. */
export function useJobStats(jobId: number, range: DayRange | null): StatsState {
  const api = useApiClient();
  const { userId } = useAppState();
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const from = range?.fromDate;
  const to = range?.toDate;
  useEffect(() => {
    if (!from || !to || userId === null) return;
    let current = true;
    setState({ status: 'loading' });
    const load = async (): Promise<JobStats> => {
      const query = new URLSearchParams({ fromDate: from, toDate: to });
      const answer = await api.request(`/job-stats/${jobId}?${query}`, { schema: statsAnswer });
      const stats = answer.ok ? answer.data?.member[0] : undefined;
      if (stats) return stats;
      // Failures are not kept: the next look asks again.
      throw new Error(
        answer.ok ? 'The statistics could not be read.' : `${answer.status}: ${answer.error.message}`,
      );
    };
    loadCached({ queryKey: jobStatsKey(userId, jobId, from, to), load }).then(
      (stats) => {
        if (current) setState({ status: 'success', stats });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, userId, jobId, from, to]);
  return state;
}
