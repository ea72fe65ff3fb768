import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { siteDay } from '../../site-time.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { jobReferralDays } from '../sharing/sharing.table.ts';
import {
  countJobViews,
  createJobViewCounter,
  recordJobView,
  sumRecentViews,
  visitorKeyOf,
} from './job-views.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const VISITOR_A = '0b6c7a52-2f4e-4a53-9a0e-5b8f1d2c3e4f';
const VISITOR_B = '9f1e2d3c-4b5a-4678-9abc-def012345678';

async function view(job: string | number, cookie?: string, userAgent = 'test-agent', prefer?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/job-views',
    headers: {
      'user-agent': userAgent,
      ...(cookie ? { cookie: `gfj_vid=${cookie}` } : {}),
      ...(prefer ? { prefer } : {}),
    },
    payload: { job },
  });
}

async function counterOf(id: number): Promise<number> {
  const [row] = await t.db.select({ n: jobs.counterView }).from(jobs).where(eq(jobs.id, id));
  return row?.n ?? -1;
}

async function visitorRows(jobId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM job_view_visitors WHERE job_id = ${jobId}`,
  );
  return rows[0]?.n ?? -1;
}

const givenCookie = (response: { headers: Record<string, unknown> }) =>
  /gfj_vid=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];

describe('POST /api/job-views', () => {
  it('counts a visitor once per day, by cookie, and sets the cookie when missing', async () => {
    const job = await buildJob(t.db);
    const first = await view(`/api/jobs/${job.id}`, VISITOR_A);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ '@type': 'JobView', job: `/api/jobs/${job.id}`, counted: true });
    expect((await view(job.id, VISITOR_A)).json().counted).toBe(false);
    expect((await view(job.id, VISITOR_B)).json().counted).toBe(true);
    expect(await counterOf(job.id)).toBe(2);

    const anonymous = await view(job.id);
    const setCookie = String(anonymous.headers['set-cookie']);
    // A random id and the site day it was given.
    expect(setCookie).toMatch(/gfj_vid=[0-9a-f-]{36}\.\d{4}-\d{2}-\d{2};/);
    expect(givenCookie(anonymous)?.endsWith(`.${siteDay(new Date())}`)).toBe(true);
    expect(setCookie).toContain('HttpOnly');
    expect(anonymous.json().counted).toBe(true);
    // Without a cookie the IP and user agent identify the visitor.
    expect((await view(job.id)).json().counted).toBe(false);
    expect((await view(job.id, undefined, 'other-agent')).json().counted).toBe(true);
    expect(await counterOf(job.id)).toBe(4);
    expect(await sumRecentViews(t.db, job.id, new Date())).toBe(4);
  });

  it('does not count the same visitor twice when they come back with the cookie they were given', async () => {
    const job = await buildJob(t.db);
    const first = await view(job.id, undefined, 'returning-agent');
    expect(first.json().counted).toBe(true);
    const given = givenCookie(first);
    expect(given).toBeDefined();
    const again = await view(job.id, given, 'returning-agent');
    expect(again.json().counted).toBe(false);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await counterOf(job.id)).toBe(1);
    // The visitor is stored once: coming back with the cookie adds no second key.
    expect(await visitorRows(job.id)).toBe(1);
  });

  it('stores one key per cookie-less client, however many requests it makes', async () => {
    const job = await buildJob(t.db);
    for (let i = 0; i < 5; i++) await view(job.id, undefined, 'crawler');
    expect(await counterOf(job.id)).toBe(1);
    expect(await visitorRows(job.id)).toBe(1);
  });

  it('counts again on another day and keeps no raw visitor key', async () => {
    const job = await buildJob(t.db);
    const today = new Date();
    expect(await recordJobView(t.db, job.id, 'visitor-x', today)).toBe(true);
    expect(await recordJobView(t.db, job.id, 'visitor-x', today)).toBe(false);
    expect(await recordJobView(t.db, job.id, 'visitor-x', new Date(today.getTime() + 86_400_000))).toBe(true);
    const rows = await queryRows<{ visitor_hash: string }>(
      t.db,
      sql`SELECT visitor_hash FROM job_view_visitors WHERE job_id = ${job.id}`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]?.visitor_hash).not.toBe(rows[1]?.visitor_hash);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.visitor_hash))).toBe(true);
  });

  it('answers 404 for an unknown job and 400 for a bad IRI', async () => {
    expect((await view('/api/jobs/999999', VISITOR_A)).statusCode).toBe(404);
    expect((await view('/api/users/1', VISITOR_A)).statusCode).toBe(400);
  });

  it('answers 202 at once with Prefer: respond-async, and the view is counted', async () => {
    const job = await buildJob(t.db);
    const queued = await view(job.id, undefined, 'async-agent', 'respond-async');
    expect(queued.statusCode).toBe(202);
    expect(queued.headers['preference-applied']).toBe('respond-async');
    expect(queued.json()).toEqual({
      '@context': '/api/contexts/JobView',
      '@type': 'JobView',
      job: `/api/jobs/${job.id}`,
    });
    expect(givenCookie(queued)).toBeDefined();
    await expect.poll(() => counterOf(job.id)).toBe(1);
    // The same visitor with the cookie they got: taken, not counted again.
    expect((await view(job.id, givenCookie(queued), 'async-agent', 'respond-async')).statusCode).toBe(202);
    expect((await view(job.id, givenCookie(queued), 'async-agent')).json().counted).toBe(false);
    expect(await counterOf(job.id)).toBe(1);
  });
});

describe('visitorKeyOf', () => {
  const client = { ip: '203.0.113.9', userAgent: 'agent' };
  const now = new Date('2026-11-23T15:00:00Z');

  it('knows a cookie-less visitor by IP and user agent and gives a cookie of today', () => {
    const visitor = visitorKeyOf(undefined, client, now);
    expect(visitor.key).toBe('ip:203.0.113.9|ua:agent');
    expect(visitor.newCookie).toMatch(/^[0-9a-f-]{36}\.2026-11-23$/);
  });

  it('knows a visitor with a cookie of today as their first request did, and later by the cookie', () => {
    const { newCookie } = visitorKeyOf(undefined, client, now);
    expect(visitorKeyOf(newCookie, client, now)).toEqual({ key: 'ip:203.0.113.9|ua:agent' });
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const id = newCookie?.slice(0, 36);
    expect(visitorKeyOf(newCookie, client, tomorrow)).toEqual({ key: `cookie:${id}` });
    // Cookies given before the day was added to them are known by the id.
    expect(visitorKeyOf(VISITOR_A, client, now)).toEqual({ key: `cookie:${VISITOR_A}` });
  });

  it('gives a new cookie for a malformed one', () => {
    const visitor = visitorKeyOf('not-a-visitor-id', client, now);
    expect(visitor.key).toBe('ip:203.0.113.9|ua:agent');
    expect(visitor.newCookie).toBeDefined();
  });
});

describe('countJobViews and the batching counter', () => {
  it('counts a batch in one statement: repeats once, unknown jobs not at all, referrals per channel', async () => {
    const job = await buildJob(t.db);
    const other = await buildJob(t.db);
    const now = new Date();
    const outcomes = await countJobViews(t.db, [
      { jobId: job.id, visitorKey: 'v1', ref: 'share-email', now },
      { jobId: job.id, visitorKey: 'v1', ref: 'share-email', now },
      { jobId: job.id, visitorKey: 'v2', now },
      { jobId: other.id, visitorKey: 'v1', ref: 'share-twitter', now },
      { jobId: 999_999, visitorKey: 'v1', now },
    ]);
    expect(outcomes).toEqual(['counted', 'seen', 'counted', 'counted', 'unknown-job']);
    expect(await counterOf(job.id)).toBe(2);
    expect(await counterOf(other.id)).toBe(1);
    expect(await sumRecentViews(t.db, job.id, now)).toBe(2);
    const referrals = await t.db.select().from(jobReferralDays).where(eq(jobReferralDays.jobId, job.id));
    expect(referrals.map((r) => [r.channel, r.visits])).toEqual([['share-email', 1]]);
    // A later batch adds to the same day's rows.
    expect(await countJobViews(t.db, [{ jobId: job.id, visitorKey: 'v3', ref: 'share-email', now }])).toEqual(
      ['counted'],
    );
    expect(await sumRecentViews(t.db, job.id, now)).toBe(3);
    const after = await t.db.select().from(jobReferralDays).where(eq(jobReferralDays.jobId, job.id));
    expect(after.map((r) => r.visits)).toEqual([2]);
  });

  it('shares statements between views that arrive together and settles each with its own outcome', async () => {
    const job = await buildJob(t.db);
    const counter = createJobViewCounter(t.db);
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        counter.count({ jobId: job.id, visitorKey: `visitor-${i % 20}`, now }),
      ),
    );
    expect(outcomes.filter((o) => o === 'counted')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'seen')).toHaveLength(20);
    expect(await counter.count({ jobId: 999_998, visitorKey: 'x', now })).toBe('unknown-job');
    await counter.drain();
    expect(await counterOf(job.id)).toBe(20);
  });

  it('drains: every queued view is written when drain resolves', async () => {
    const job = await buildJob(t.db);
    const counter = createJobViewCounter(t.db);
    const now = new Date();
    for (let i = 0; i < 10; i++) void counter.count({ jobId: job.id, visitorKey: `drained-${i}`, now });
    await counter.drain();
    expect(await counterOf(job.id)).toBe(10);
  });
});
