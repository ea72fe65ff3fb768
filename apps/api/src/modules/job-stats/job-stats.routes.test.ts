import { JOB_STATS_MESSAGES } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser } from '../../../test/factories.ts';
import { actor, caller, type Headers } from '../../../test/posting-helpers.ts';
import { jobApplications } from '../applications/applications.table.ts';
import { userFollowJobs } from '../follows/follows.table.ts';
import { jobViewDays } from '../job-views/job-views.table.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import { jobLinkClicks, jobReferralDays, jobShareTrackings } from '../sharing/sharing.table.ts';
import { parseStatsRange } from './job-stats.service.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Awaited<ReturnType<typeof actor>>;
let stranger: Awaited<ReturnType<typeof actor>>;
let staff: Awaited<ReturnType<typeof actor>>;
let job: JobRow;

/** Noon in New York on a site day (17:00 UTC in November). */
const at = (day: string) => new Date(`${day}T17:00:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  owner = await actor(t.app, t.db);
  stranger = await actor(t.app, t.db);
  staff = await actor(t.app, t.db, 'staff');
  job = await buildJob(t.db, {
    ownerId: owner.id,
    categoryIds: [3],
    dateAdded: at('2026-11-01'),
    dateExpire: at('2026-12-01'),
  });
  // Known data, from 2026-11-01 to 2026-11-10, plus a day outside most ranges (11-20).
  await t.db.insert(jobViewDays).values([
    { jobId: job.id, day: '2026-11-01', views: 10 },
    { jobId: job.id, day: '2026-11-02', views: 20 },
    { jobId: job.id, day: '2026-11-10', views: 30 },
    { jobId: job.id, day: '2026-11-20', views: 100 },
  ]);
  const seekers = await Promise.all([buildUser(t.db), buildUser(t.db), buildUser(t.db)]);
  await t.db.insert(jobApplications).values(
    seekers.slice(0, 2).map((seeker, i) => ({
      jobId: job.id,
      userId: seeker.id,
      name: 'Ann Seeker',
      email: `ann${i}@example.org`,
      resumePath: `r/${i}.pdf`,
      resumeName: 'cv.pdf',
      resumeContentType: 'application/pdf',
      resumeSize: 10,
      dateAdded: at(i === 0 ? '2026-11-02' : '2026-11-20'),
    })),
  );
  await t.db.insert(jobLinkClicks).values([
    { jobId: job.id, tag: 'apply-online', dateAdded: at('2026-11-02') },
    { jobId: job.id, tag: 'apply-online', dateAdded: at('2026-11-10') },
    { jobId: job.id, tag: 'company-website', dateAdded: at('2026-11-10') },
  ]);
  await t.db.insert(jobShareTrackings).values([
    { jobId: job.id, subject: 'share-facebook', dateAdded: at('2026-11-01') },
    { jobId: job.id, subject: 'share-facebook', dateAdded: at('2026-11-02') },
    { jobId: job.id, subject: 'share-twitter', dateAdded: at('2026-11-03') },
    { jobId: job.id, subject: 'share-email', dateAdded: at('2026-11-20') },
  ]);
  await t.db
    .insert(userFollowJobs)
    .values(seekers.map((s) => ({ userId: s.id, jobId: job.id, dateAdded: at('2026-11-05') })));
  await t.db.insert(jobReferralDays).values([
    { jobId: job.id, channel: 'share-facebook', day: '2026-11-02', visits: 3 },
    { jobId: job.id, channel: 'share-email', day: '2026-11-03', visits: 1 },
    { jobId: job.id, channel: 'job-alert', day: '2026-11-03', visits: 9 },
  ]);
  // Two more listings in the category over the range (1 and 50 views), one in another category.
  const peer = await buildJob(t.db, {
    categoryIds: [3, 5],
    dateAdded: at('2026-10-20'),
    dateExpire: at('2026-11-19'),
  });
  const busy = await buildJob(t.db, {
    categoryIds: [3],
    dateAdded: at('2026-11-04'),
    dateExpire: at('2026-12-04'),
  });
  const other = await buildJob(t.db, {
    categoryIds: [1],
    dateAdded: at('2026-11-04'),
    dateExpire: at('2026-12-04'),
  });
  await t.db.insert(jobViewDays).values([
    { jobId: peer.id, day: '2026-11-05', views: 1 },
    { jobId: busy.id, day: '2026-11-05', views: 50 },
    { jobId: other.id, day: '2026-11-05', views: 999 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const statsOf = async (query: string, headers: Headers) => {
  const response = await call('GET', `/api/job-stats/${job.id}${query}`, headers);
  return { response, body: response.json() };
};

describe('GET /api/job-stats/{jobId}', () => {
  it('counts each group over the range with percentages that add up to 100', async () => {
    const { response, body } = await statsOf('?fromDate=2026-11-01&toDate=2026-11-10', owner.headers);
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({ '@type': 'Collection', totalItems: 1, '@id': `/api/job-stats/${job.id}` });
    const stats = body.member[0];
    expect(stats).toMatchObject({
      '@type': 'JobStats',
      job: `/api/jobs/${job.id}`,
      from_date: '2026-11-01',
      to_date: '2026-11-10',
      // views 60; apply = 1 application + 2 apply clicks; shares 3; follows 3: total 69.
      common: {
        total: 69,
        counters: { views: 60, apply: 3, shares: 3, follows: 3 },
        // 86.96, 4.35, 4.35, 4.35: the tenths left over go to the largest remainders, ties in order.
        percentages: { views: 87, apply: 4.4, shares: 4.3, follows: 4.3 },
      },
      shares: {
        total: 3,
        counters: { facebook: 2, twitter: 1, email: 0 },
        percentages: { facebook: 66.7, twitter: 33.3, email: 0 },
      },
      referals: {
        total: 4,
        counters: { facebook: 3, twitter: 0, email: 1 },
        percentages: { facebook: 75, twitter: 0, email: 25 },
      },
      apply_sources: { applications: 1, apply_clicks: 2 },
    });
    expect(stats.daily).toHaveLength(10);
    expect(stats.daily.slice(0, 3)).toEqual([
      { date: '2026-11-01', views: 10, apply: 0 },
      { date: '2026-11-02', views: 20, apply: 2 },
      { date: '2026-11-03', views: 0, apply: 0 },
    ]);
    expect(stats.daily[9]).toEqual({ date: '2026-11-10', views: 30, apply: 1 });
    // Listings of category 3 live in the range: 60, 1 and 50 views; the median is 50.
    expect(stats.category_median).toEqual({ views: 50, listings: 3 });
  });

  it('narrows to the days asked for, and is all zeros on empty days', async () => {
    const { body } = await statsOf('?fromDate=2026-11-20&toDate=2026-11-20', owner.headers);
    expect(body.member[0].common.counters).toEqual({ views: 100, apply: 1, shares: 1, follows: 0 });
    const empty = await statsOf('?fromDate=2026-10-01&toDate=2026-10-02', owner.headers);
    expect(empty.body.member[0].common).toEqual({
      total: 0,
      counters: { views: 0, apply: 0, shares: 0, follows: 0 },
      percentages: { views: 0, apply: 0, shares: 0, follows: 0 },
    });
    expect(empty.body.member[0].daily).toEqual([
      { date: '2026-10-01', views: 0, apply: 0 },
      { date: '2026-10-02', views: 0, apply: 0 },
    ]);
  });

  it('defaults to the year up to today', () => {
    expect(parseStatsRange({}, new Date('2026-11-24T12:00:00Z'))).toEqual({
      from: '2025-11-24',
      to: '2026-11-24',
    });
    expect(parseStatsRange({ toDate: '2026-03-01' }, new Date())).toEqual({
      from: '2025-03-01',
      to: '2026-03-01',
    });
  });

  it('answers 422 with a clear message for dates that are not YYYY-MM-DD', async () => {
    for (const bad of ['2026-13-01', '2026-02-30', '11/01/2026', '2026-11-1', 'yesterday', '20261101']) {
      const { response, body } = await statsOf(`?fromDate=${encodeURIComponent(bad)}`, owner.headers);
      expect(response.statusCode, bad).toBe(422);
      expect(body.violations).toEqual([
        expect.objectContaining({ propertyPath: 'fromDate', message: JOB_STATS_MESSAGES.invalidDate }),
      ]);
    }
    const both = await statsOf('?fromDate=x&toDate=y', owner.headers);
    expect(both.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'fromDate',
      'toDate',
    ]);
    const array = await statsOf('?toDate[]=2026-11-01', owner.headers);
    expect(array.response.statusCode).toBe(422);
    const reversed = await statsOf('?fromDate=2026-11-10&toDate=2026-11-01', owner.headers);
    expect(reversed.response.statusCode).toBe(422);
    expect(reversed.body.violations[0].message).toBe(JOB_STATS_MESSAGES.reversedRange);
    const long = await statsOf('?fromDate=2020-01-01&toDate=2026-11-01', owner.headers);
    expect(long.body.violations[0].message).toBe(JOB_STATS_MESSAGES.rangeTooLong);
  });

  it('is the owner’s and staff’s only: another user 404, a guest 401, an unknown job 404', async () => {
    expect((await statsOf('', staff.headers)).response.statusCode).toBe(200);
    const other = await statsOf('', stranger.headers);
    expect(other.response.statusCode).toBe(404);
    const guest = await statsOf('', {});
    expect(guest.response.statusCode).toBe(401);
    expect(guest.body).toEqual({ code: 401, message: 'JWT Token not found' });
    expect((await call('GET', '/api/job-stats/999999', owner.headers)).statusCode).toBe(404);
    // Not even a bad date tells a stranger the listing exists.
    expect((await statsOf('?fromDate=bad', stranger.headers)).response.statusCode).toBe(404);
  });

  it('is gone for the owner once the listing is deleted, and still there for staff', async () => {
    const listing = await buildJob(t.db, { ownerId: owner.id });
    expect((await call('DELETE', `/api/jobs/${listing.id}`, owner.headers)).statusCode).toBe(204);
    expect((await call('GET', `/api/job-stats/${listing.id}`, owner.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/job-stats/${listing.id}`, staff.headers)).statusCode).toBe(200);
  });
});
