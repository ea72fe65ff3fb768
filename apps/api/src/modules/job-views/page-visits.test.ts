import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { CSRF_COOKIE } from '../../security/csrf.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { newVisitorCookie } from './job-views.visitor.ts';
import { JOB_VIEWS_RATE_LIMIT } from './page-visits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;
const noCookies = new Map<string, string>();

function postView(jobId: number, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/job-views',
    remoteAddress: ip,
    headers: { prefer: 'respond-async' },
    payload: { job: jobId },
  });
}

async function counterOf(id: number): Promise<number> {
  const [row] = await t.db.select({ n: jobs.counterView }).from(jobs).where(eq(jobs.id, id));
  return row?.n ?? -1;
}

describe('page visits (what a cached page does without a request through the API)', () => {
  it('gives the token GET /api/csrf-token gives for the same cookie, and a cookie to a newcomer', async () => {
    const newcomer = t.app.pageVisits.csrfToken(noCookies);
    expect(newcomer.setCookie).toMatch(/^csrf=[A-Za-z0-9_-]{32}; Path=\/; HttpOnly; SameSite=Lax$/);
    const value = /^csrf=([^;]+)/.exec(newcomer.setCookie ?? '')?.[1] as string;
    const fromApi = await t.app.inject({ url: '/api/csrf-token', headers: { cookie: `csrf=${value}` } });
    expect(fromApi.json().token).toBe(newcomer.token);
    const returning = t.app.pageVisits.csrfToken(new Map([[CSRF_COOKIE, value]]));
    expect(returning).toEqual({ token: newcomer.token });
    // A cookie this server would not have made is replaced.
    expect(t.app.pageVisits.csrfToken(new Map([[CSRF_COOKIE, 'short']])).setCookie).toBeDefined();
  });

  it('counts a view once per visitor per day, with its referral channel, and gives a newcomer the visitor cookie', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    const first = t.app.pageVisits.countJobView({
      jobId: job.id,
      cookies: noCookies,
      ip,
      ref: 'share-twitter',
    });
    expect(first.setCookie).toMatch(
      /^gfj_vid=[0-9a-f-]{36}\.\d{4}-\d{2}-\d{2}\.[A-Za-z0-9_-]{22}; Max-Age=31536000;/,
    );
    expect(await first.outcome).toBe('counted');
    const [referral] = await queryRows<{ visits: number }>(
      t.db,
      sql`SELECT visits FROM job_referral_days WHERE job_id = ${job.id} AND channel = 'share-twitter'`,
    );
    expect(Number(referral?.visits)).toBe(1);
    const again = t.app.pageVisits.countJobView({ jobId: job.id, cookies: noCookies, ip, ref: null });
    expect(await again.outcome).toBe('seen');
    const yesterdays = newVisitorCookie(new Date(Date.now() - 86_400_000), t.app.config.jwtSecret);
    const returning = t.app.pageVisits.countJobView({
      jobId: job.id,
      cookies: new Map([['gfj_vid', yesterdays]]),
      ip,
      ref: 'not-a-channel',
    });
    expect(returning.setCookie).toBeUndefined();
    expect(await returning.outcome).toBe('counted');
    expect(await counterOf(job.id)).toBe(2);
    // A job id no row can have names no job; nothing fails.
    const unknown = t.app.pageVisits.countJobView({ jobId: 2 ** 31, cookies: noCookies, ip, ref: null });
    expect(await unknown.outcome).toBe('unknown-job');
  });

  it('counts cached page views against the same per-address window as POST /api/job-views', async () => {
    const job = await buildJob(t.db);
    const ip = nextAddress();
    const { max } = JOB_VIEWS_RATE_LIMIT;
    const outcomes = [];
    for (let i = 0; i < max; i++) {
      outcomes.push(
        await t.app.pageVisits.countJobView({ jobId: job.id, cookies: noCookies, ip, ref: null }).outcome,
      );
    }
    expect(outcomes).not.toContain('limited');
    expect((await postView(job.id, ip)).statusCode).toBe(429);

    // And the other way round: the API's posts use up the pages' window.
    const other = nextAddress();
    for (let i = 0; i < max; i++) expect((await postView(job.id, other)).statusCode).toBe(202);
    const limited = t.app.pageVisits.countJobView({
      jobId: job.id,
      cookies: noCookies,
      ip: other,
      ref: null,
    });
    expect(await limited.outcome).toBe('limited');
    // Another visitor is not held up.
    const fresh = t.app.pageVisits.countJobView({
      jobId: job.id,
      cookies: noCookies,
      ip: nextAddress(),
      ref: null,
    });
    expect(await fresh.outcome).toBe('counted');
  });

  it('counts IPv6 visitors by their subnet, as the route does', async () => {
    const job = await buildJob(t.db);
    const { max } = JOB_VIEWS_RATE_LIMIT;
    for (let i = 0; i < max; i++)
      expect((await postView(job.id, `2001:db8:77::${i + 1}`)).statusCode).toBe(202);
    const sameSubnet = t.app.pageVisits.countJobView({
      jobId: job.id,
      cookies: noCookies,
      ip: '2001:db8:77::ffff',
      ref: null,
    });
    expect(await sameSubnet.outcome).toBe('limited');
  });
});
