import { formatDate } from '@gfj/contracts/job-display';
import type { JobStats } from '@gfj/contracts/job-stats';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import { buildJob } from '../jobs/job.fixture.ts';
import { localDay } from './job-stats.queries.ts';
import { StatsPanel, UNPUBLISHED_NOTE } from './stats-panel.tsx';

// The charts (recharts, lazy) are the browser test's; here a stand-in shows they were asked for.
vi.mock('./stats-charts.tsx', () => ({
  default: ({ stats }: { stats: JobStats }) => <p>charts of {stats.daily.length} days</p>,
}));

const NOW = new Date();
const TODAY = localDay(NOW);

function statsFor(url: URL): JobStats {
  const group = <K extends string>(counters: Record<K, number>, percentages: Record<K, number>) => ({
    total: Object.values<number>(counters).reduce((a, b) => a + b, 0),
    counters,
    percentages,
  });
  return {
    '@id': '/api/job-stats/1',
    '@type': 'JobStats',
    job: '/api/jobs/1',
    from_date: url.searchParams.get('fromDate') ?? '',
    to_date: url.searchParams.get('toDate') ?? '',
    common: group(
      { views: 40, apply: 6, shares: 3, follows: 1 },
      { views: 80, apply: 12, shares: 6, follows: 2 },
    ),
    shares: group({ facebook: 2, twitter: 1, email: 0 }, { facebook: 66.7, twitter: 33.3, email: 0 }),
    referals: group({ facebook: 0, twitter: 0, email: 4 }, { facebook: 0, twitter: 0, email: 100 }),
    apply_sources: { applications: 2, apply_clicks: 4 },
    daily: [{ date: TODAY, views: 40, apply: 6 }],
    category_median: { views: 12, listings: 5 },
  };
}

let asked: URL[] = [];
let failWith: number | null = null;
beforeEach(() => {
  asked = [];
  failWith = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (failWith !== null)
        return new Response(JSON.stringify({ title: 'An error occurred', detail: 'Not Found' }), {
          status: failWith,
          headers: { 'content-type': 'application/problem+json' },
        });
      const stats = statsFor(url);
      return new Response(
        JSON.stringify({
          '@context': '/api/contexts/JobStats',
          '@id': stats['@id'],
          '@type': 'Collection',
          totalItems: 1,
          member: [stats],
        }),
        { status: 200, headers: { 'content-type': 'application/ld+json' } },
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

let nextJobId = 100;
function renderPanel(overrides: Parameters<typeof buildJob>[0] = {}, lastLogin: string | null = null) {
  const job = buildJob({ id: nextJobId++, position: 'Cider Maker', ...overrides });
  render(
    <AppStateProvider state={{ ...GUEST_APP_STATE, userId: 7, username: 'maria', lastLogin }}>
      <StatsPanel job={job} lastLogin={lastLogin} now={NOW} />
    </AppStateProvider>,
  );
  return { job, user: userEvent.setup() };
}

describe('StatsPanel', () => {
  it('asks for the last year by default and shows the counters, the tables and the charts', async () => {
    const { job } = renderPanel();
    expect(await screen.findByText('charts of 1 days')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe(`/api/job-stats/${job.id}`);
    expect(asked[0]?.searchParams.get('toDate')).toBe(TODAY);
    const from = asked[0]?.searchParams.get('fromDate') ?? '';
    expect((Date.parse(TODAY) - Date.parse(from)) / 86_400_000).toBe(365);
    expect(screen.getByRole('heading', { name: 'Statistics: Cider Maker' })).toBeTruthy();
    const totals = within(screen.getByRole('list', { name: 'Totals' })).getAllByRole('listitem');
    expect(totals.map((item) => item.textContent)).toEqual([
      '40Views',
      '6Apply clicks',
      '3Shares',
      '1Follows',
    ]);
    const shares = screen.getByRole('table', { name: 'Shares' });
    expect(within(shares).getByRole('row', { name: /Facebook/ }).textContent).toBe('Facebook266.7%');
    const referrals = screen.getByRole('table', { name: 'Referrals' });
    expect(within(referrals).getByRole('row', { name: /Email/ }).textContent).toBe('Email4100%');
  });

  it('switches ranges: last week, last 10 days, since the day before the last login, custom', async () => {
    const login = new Date(NOW.getTime() - 3 * 86_400_000).toISOString();
    const { user } = renderPanel({}, login);
    await screen.findByText(/^From /);
    const span = () => {
      const last = asked.at(-1);
      return (
        (Date.parse(last?.searchParams.get('toDate') ?? '') -
          Date.parse(last?.searchParams.get('fromDate') ?? '')) /
        86_400_000
      );
    };
    await user.click(screen.getByRole('radio', { name: 'Last week' }));
    await screen.findByText(/^From .* to /);
    expect(span()).toBe(7);
    await user.click(screen.getByRole('radio', { name: 'Last 10 days' }));
    expect(span()).toBe(10);
    await user.click(screen.getByRole('radio', { name: 'Since last login' }));
    expect(span()).toBe(4);
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    // The spec's date format (MMM, DD YYYY), not the API's YYYY-MM-DD.
    expect(await screen.findByText(`From Jan, 05 2026 to ${formatDate(TODAY)}`)).toBeTruthy();
    expect(asked.at(-1)?.searchParams.get('fromDate')).toBe('2026-01-05');
  });

  it('offers since last login only when there is one', async () => {
    renderPanel();
    await screen.findByText(/^From /);
    expect(screen.queryByRole('radio', { name: 'Since last login' })).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'all',
      'week',
      'ten-days',
      'custom',
    ]);
  });

  it('says so when the statistics cannot be had', async () => {
    failWith = 500;
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toMatch(/^500: /);
  });

  it('asks nothing for a listing not yet published', () => {
    renderPanel({ status: 'draft', date_added: undefined });
    expect(screen.getByText(UNPUBLISHED_NOTE)).toBeTruthy();
    expect(asked).toHaveLength(0);
  });
});
