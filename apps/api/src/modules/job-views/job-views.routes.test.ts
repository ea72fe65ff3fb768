import type { ReferralChannel } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { createRandomSecret } from '../../security/install-secret.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { jobReferralDays } from '../sharing/sharing.table.ts';
import { countJobViews, createJobViewCounter, recordJobView, sumRecentViews } from './job-views.service.ts';
import { newVisitorCookie, visitorKeyOf } from './job-views.visitor.ts';
import { JOB_VIEWS_RATE_LIMIT } from './page-visits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const YESTERDAY = new Date(Date.now() - 86_400_000);
/** Visitor cookies the server signed on an earlier day: such a cookie is the visitor. */
let VISITOR_A: string;
let VISITOR_B: string;
beforeAll(() => {
  VISITOR_A = newVisitorCookie(YESTERDAY, t.app.config.jwtSecret);
  VISITOR_B = newVisitorCookie(YESTERDAY, t.app.config.jwtSecret);
});

let lastAddress = 0;
/** Each test its own address: views are rate-limited per visitor. */
const nextAddress = () => `198.51.100.${++lastAddress}`;

interface ViewOptions {
  cookie?: string;
  userAgent?: string;
  prefer?: string;
  ip?: string;
}

async function view(job: string | number, options: ViewOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/job-views',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'user-agent': options.userAgent ?? 'test-agent',
      ...(options.cookie ? { cookie: `gfj_vid=${options.cookie}` } : {}),
      ...(options.prefer ? { prefer: options.prefer } : {}),
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
  it('counts a visitor once per day: by the signed cookie of an earlier day, else by address', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    const first = await view(`/api/jobs/${job.id}`, { cookie: VISITOR_A, ip });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ '@type': 'JobView', job: `/api/jobs/${job.id}`, counted: true });
    expect((await view(job.id, { cookie: VISITOR_A, ip })).json().counted).toBe(false);
    expect((await view(job.id, { cookie: VISITOR_B, ip })).json().counted).toBe(true);
    expect(await counterOf(job.id)).toBe(2);

    const anonymous = await view(job.id, { ip });
    const setCookie = String(anonymous.headers['set-cookie']);
    // A random id, the site day it was given and the server's signature.
    expect(setCookie).toMatch(/gfj_vid=[0-9a-f-]{36}\.\d{4}-\d{2}-\d{2}\.[A-Za-z0-9_-]{22};/);
    expect(givenCookie(anonymous)).toContain(`.${siteDay(new Date())}.`);
    expect(setCookie).toContain('HttpOnly');
    expect(anonymous.json().counted).toBe(true);
    // Without a cookie the address identifies the visitor, whatever user agent it sends.
    expect((await view(job.id, { ip })).json().counted).toBe(false);
    expect((await view(job.id, { ip, userAgent: 'other-agent' })).json().counted).toBe(false);
    expect((await view(job.id, { ip: nextAddress() })).json().counted).toBe(true);
    expect(await counterOf(job.id)).toBe(4);
    expect(await sumRecentViews(t.db, job.id, new Date())).toBe(4);
  });

  it('counts a client that changes its user agent or makes up cookies once (40 requests, 1 view)', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    const madeUp = (n: number) =>
      `00000000-0000-4000-8000-${String(n).padStart(12, '0')}.${siteDay(YESTERDAY)}`;
    for (let i = 0; i < 20; i++) await view(job.id, { ip, userAgent: `agent-${i}` });
    for (let i = 0; i < 20; i++) await view(job.id, { ip, cookie: madeUp(i) });
    // Before: each new user agent, and each made-up cookie, was a new visitor.
    expect(await counterOf(job.id)).toBe(1);
  });

  it('limits each visitor to 60 view requests a minute', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < JOB_VIEWS_RATE_LIMIT.max + 1; i++) {
      statuses.push((await view(job.id, { ip, prefer: 'respond-async' })).statusCode);
    }
    expect(statuses.slice(0, JOB_VIEWS_RATE_LIMIT.max)).toEqual(Array(JOB_VIEWS_RATE_LIMIT.max).fill(202));
    expect(statuses.at(-1)).toBe(429);
    // Another visitor is not held up.
    expect((await view(job.id, { ip: nextAddress() })).statusCode).toBe(200);
  });

  it('does not count the same visitor twice when they come back with the cookie they were given', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    const first = await view(job.id, { ip, userAgent: 'returning-agent' });
    expect(first.json().counted).toBe(true);
    const given = givenCookie(first);
    expect(given).toBeDefined();
    const again = await view(job.id, { ip, cookie: given, userAgent: 'returning-agent' });
    expect(again.json().counted).toBe(false);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await counterOf(job.id)).toBe(1);
    // The visitor is stored once: coming back with the cookie adds no second key.
    expect(await visitorRows(job.id)).toBe(1);
  });

  it('stores one key per cookie-less client, however many requests it makes', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) await view(job.id, { ip, userAgent: 'crawler' });
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

  it('answers 404 for an unknown job and 400 for a bad or out-of-range IRI', async () => {
    const ip = nextAddress();
    expect((await view('/api/jobs/999999', { ip })).statusCode).toBe(404);
    expect((await view('/api/users/1', { ip })).statusCode).toBe(400);
    for (const job of ['/api/jobs/2147483648', 2 ** 31, '/api/jobs/99999999999999999999', -1]) {
      const response = await view(job, { ip });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(`Invalid IRI "${job}"`);
    }
  });

  it('counts no view of a job the public cannot read, and answers as for a job that never was', async () => {
    const ip = nextAddress();
    for (const status of ['draft', 'unapproved', 'deleted'] as const) {
      const hidden = await buildJob(t.db, { status });
      const response = await view(`/api/jobs/${hidden.id}`, { ip });
      expect(response.statusCode, status).toBe(404);
      expect(response.body).toBe((await view('/api/jobs/999999', { ip })).body);
      expect(await counterOf(hidden.id), status).toBe(0);
      expect(await visitorRows(hidden.id), status).toBe(0);
    }
    // Filled and expired listings keep their pages, and their views count.
    for (const status of ['filled', 'expired'] as const) {
      const shown = await buildJob(t.db, { status });
      expect((await view(shown.id, { ip })).json().counted, status).toBe(true);
      expect(await counterOf(shown.id), status).toBe(1);
    }
  });

  it("counts 39 other visitors' views sent with an out-of-range id at the same moment", async () => {
    const job = await buildJob(t.db);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        view(i === 7 ? '/api/jobs/2147483648' : job.id, { ip: `192.0.2.${i + 1}` }),
      ),
    );
    // Before: the out-of-range id failed the shared statement, and 39 views got 500 and were lost.
    expect(responses.map((r) => r.statusCode).filter((status) => status !== 200)).toEqual([400]);
    expect(await counterOf(job.id)).toBe(39);
  });

  it('answers 202 at once with Prefer: respond-async, and the view is counted', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    const queued = await view(job.id, { ip, userAgent: 'async-agent', prefer: 'respond-async' });
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
    const cookie = givenCookie(queued);
    expect((await view(job.id, { ip, cookie, prefer: 'respond-async' })).statusCode).toBe(202);
    expect((await view(job.id, { ip, cookie })).json().counted).toBe(false);
    expect(await counterOf(job.id)).toBe(1);
  });
});

describe('visitorKeyOf', () => {
  const secret = createRandomSecret();
  const ip = '203.0.113.9';
  const now = new Date('2026-11-23T15:00:00Z');

  it('knows a cookie-less visitor by address alone and gives a signed cookie of today', () => {
    const visitor = visitorKeyOf(undefined, ip, now, secret);
    expect(visitor.key).toBe('ip:203.0.113.9');
    expect(visitor.newCookie).toMatch(/^[0-9a-f-]{36}\.2026-11-23\.[A-Za-z0-9_-]{22}$/);
  });

  it('knows a visitor with a cookie of today as their first request did, and later by the cookie', () => {
    const { newCookie } = visitorKeyOf(undefined, ip, now, secret);
    expect(visitorKeyOf(newCookie, ip, now, secret)).toEqual({ key: 'ip:203.0.113.9' });
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const id = newCookie?.slice(0, 36);
    expect(visitorKeyOf(newCookie, ip, tomorrow, secret)).toEqual({ key: `cookie:${id}` });
  });

  it('gives a new cookie for a malformed, unsigned or differently signed one', () => {
    const signedElsewhere = newVisitorCookie(new Date('2026-11-01T12:00:00Z'), createRandomSecret());
    for (const cookie of ['not-a-visitor-id', signedElsewhere.slice(0, 47), signedElsewhere]) {
      const visitor = visitorKeyOf(cookie, ip, now, secret);
      expect(visitor.key).toBe('ip:203.0.113.9');
      expect(visitor.newCookie).toBeDefined();
    }
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

  it('leaves a view with an id no row can have out of the statement, so the batch is counted', async () => {
    const job = await buildJob(t.db);
    const now = new Date();
    const outcomes = await countJobViews(t.db, [
      { jobId: job.id, visitorKey: 'range-1', now },
      { jobId: 2 ** 31, visitorKey: 'range-2', now },
      { jobId: job.id, visitorKey: 'range-3', now },
    ]);
    expect(outcomes).toEqual(['counted', 'unknown-job', 'counted']);
    expect(await counterOf(job.id)).toBe(2);
  });

  it('fails only the view whose row fails the statement; the rest of its batch is counted', async () => {
    const job = await buildJob(t.db);
    const counter = createJobViewCounter(t.db);
    const now = new Date();
    // A referral channel PostgreSQL cannot store (a NUL): the whole statement fails on it.
    const broken = 'share-email\u0000' as ReferralChannel;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        counter.count({
          jobId: job.id,
          visitorKey: `isolated-${i}`,
          now,
          ...(i === 3 ? { ref: broken } : {}),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([
      ...Array(3).fill('fulfilled'),
      'rejected',
      ...Array(6).fill('fulfilled'),
    ]);
    expect(await counterOf(job.id)).toBe(9);
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
