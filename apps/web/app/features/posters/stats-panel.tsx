import { DASHBOARD } from '@gfj/contracts/employer-dashboard';
import { formatDate } from '@gfj/contracts/job-display';
import {
  type JobStats,
  STATS_CHANNEL_LABELS,
  STATS_CHANNELS,
  STATS_COMMON_KEYS,
  STATS_COMMON_LABELS,
} from '@gfj/contracts/job-stats';
import type { Job } from '@gfj/contracts/jobs';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import {
  type DayRange,
  localDay,
  presetRange,
  STATS_RANGE_LABELS,
  type StatsRangeKey,
  useJobStats,
} from './job-stats.queries.ts';
import { ListingBadge } from './listing-badge.tsx';

// Recharts is large: only the statistics panel loads it, once it has numbers to draw.
const StatsCharts = lazy(() => import('./stats-charts.tsx'));

const PRESETS = ['all', 'since-login', 'week', 'ten-days'] as const;

interface Group<K extends string> {
  total: number;
  counters: Record<K, number>;
  percentages: Record<K, number>;
}

/** One group as a table: the numbers and the percentages the charts show (their text version). */
function GroupTable<K extends string>({
  caption,
  firstColumn = 'Channel',
  keys,
  labels,
  group,
}: {
  caption: string;
  firstColumn?: string;
  keys: readonly K[];
  labels: Record<K, string>;
  group: Group<K>;
}) {
  return (
    <table className="stats-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{firstColumn}</th>
          <th scope="col">Count</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row">{labels[key]}</th>
            <td>{group.counters[key]}</td>
            <td>{group.percentages[key]}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StatsNumbers({ stats }: { stats: JobStats }) {
  return (
    <>
      <ul className="stats-counters" aria-label="Totals">
        {STATS_COMMON_KEYS.map((key) => (
          <li key={key} className="stats-counters__item">
            <span className="stats-counters__value">{stats.common.counters[key]}</span>
            <span className="stats-counters__label">{STATS_COMMON_LABELS[key]}</span>
          </li>
        ))}
      </ul>
      <div className="stats-tables">
        <GroupTable
          caption="Shares"
          keys={STATS_CHANNELS}
          labels={STATS_CHANNEL_LABELS}
          group={stats.shares}
        />
        <GroupTable
          caption="Referrals"
          keys={STATS_CHANNELS}
          labels={STATS_CHANNEL_LABELS}
          group={stats.referals}
        />
        <GroupTable
          caption="All activity"
          firstColumn="Activity"
          keys={STATS_COMMON_KEYS}
          labels={STATS_COMMON_LABELS}
          group={stats.common}
        />
      </div>
    </>
  );
}

/**
 * The statistics panel (content 2): a range (all time = a year back, since last login, last week,
 * last 10 days, custom), the counters and percentages, and the charts, each with its table.
 */
export function StatsPanel({ job, lastLogin, now }: { job: Job; lastLogin: string | null; now: Date }) {
  const headingId = useId();
  const title = job.position.trim() || 'Untitled';
  // Nobody has seen a listing that is not published yet: nothing to count.
  if (!job.date_added) {
    return (
      <section className="stats-panel" aria-labelledby={headingId}>
        <header className="stats-panel__header">
          <h2 id={headingId} className="stats-panel__title">
            Statistics: {title}
          </h2>
          <ListingBadge job={job} now={now} />
        </header>
        <p className="stats-panel__range">{UNPUBLISHED_NOTE}</p>
      </section>
    );
  }
  return <PublishedStats job={job} lastLogin={lastLogin} now={now} headingId={headingId} title={title} />;
}

export const UNPUBLISHED_NOTE = 'Statistics start once the listing is published.';

function PublishedStats({
  job,
  lastLogin,
  now,
  headingId,
  title,
}: {
  job: Job;
  lastLogin: string | null;
  now: Date;
  headingId: string;
  title: string;
}) {
  const today = localDay(now);
  const [rangeKey, setRangeKey] = useState<StatsRangeKey>('all');
  const [custom, setCustom] = useState<DayRange>({
    fromDate: presetRange('ten-days', today, null)?.fromDate ?? today,
    toDate: today,
  });
  const [draft, setDraft] = useState<DayRange>(custom);
  const range = useMemo(
    () => (rangeKey === 'custom' ? custom : presetRange(rangeKey, today, lastLogin)),
    [rangeKey, custom, today, lastLogin],
  );
  const state = useJobStats(job.id, range);
  const presets = PRESETS.filter((key) => key !== 'since-login' || presetRange(key, today, lastLogin));

  return (
    <section className="stats-panel" aria-labelledby={headingId}>
      <header className="stats-panel__header">
        <h2 id={headingId} className="stats-panel__title">
          Statistics: {title}
        </h2>
        <ListingBadge job={job} now={now} />
        {job.status === 'expired' ? (
          <p className="stats-panel__duration">Duration: {DASHBOARD.expiredDurationDays} days</p>
        ) : null}
      </header>
      <fieldset className="stats-ranges">
        <legend>Range</legend>
        {[...presets, 'custom' as const].map((key) => (
          <label key={key} className="stats-ranges__option">
            <input
              type="radio"
              name={`${headingId}-range`}
              value={key}
              checked={rangeKey === key}
              onChange={() => setRangeKey(key)}
            />
            {STATS_RANGE_LABELS[key]}
          </label>
        ))}
      </fieldset>
      {rangeKey === 'custom' ? (
        <form
          className="stats-custom"
          onSubmit={(event) => {
            event.preventDefault();
            setCustom(draft);
          }}
        >
          <label className="field">
            <span className="field__label">From</span>
            <input
              type="date"
              className="field__input"
              value={draft.fromDate}
              max={draft.toDate}
              onChange={(event) => setDraft((d) => ({ ...d, fromDate: event.target.value }))}
              required
            />
          </label>
          <label className="field">
            <span className="field__label">To</span>
            <input
              type="date"
              className="field__input"
              value={draft.toDate}
              min={draft.fromDate}
              onChange={(event) => setDraft((d) => ({ ...d, toDate: event.target.value }))}
              required
            />
          </label>
          <button type="submit" className="button" data-variant="secondary" data-size="md">
            Show
          </button>
        </form>
      ) : null}
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <Skeleton className="stats-panel__skeleton" /> : null}
        {state.status === 'error' ? (
          <p className="posters-failure" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.status === 'success' ? (
          <>
            <p className="stats-panel__range">
              From {formatDate(state.stats.from_date)} to {formatDate(state.stats.to_date)}
            </p>
            <StatsNumbers stats={state.stats} />
            <Suspense fallback={<Skeleton className="stats-panel__skeleton" />}>
              <StatsCharts
                stats={state.stats}
                publishedOn={job.date_added ? localDay(new Date(job.date_added)) : undefined}
              />
            </Suspense>
          </>
        ) : null}
      </div>
    </section>
  );
}
