import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { recordJobView, sumRecentViews } from './job-views.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const VISITOR_A = '0b6c7a52-2f4e-4a53-9a0e-5b8f1d2c3e4f';
const VISITOR_B = '9f1e2d3c-4b5a-4678-9abc-def012345678';

async function view(job: string | number, cookie?: string, userAgent = 'test-agent') {
  return t.app.inject({
    method: 'POST',
    url: '/api/job-views',
    headers: { 'user-agent': userAgent, ...(cookie ? { cookie: `gfj_vid=${cookie}` } : {}) },
    payload: { job },
  });
}

async function counterOf(id: number): Promise<number> {
  const [row] = await t.db.select({ n: jobs.counterView }).from(jobs).where(eq(jobs.id, id));
  return row?.n ?? -1;
}

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
    expect(setCookie).toMatch(/gfj_vid=[0-9a-f-]{36}/);
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
    const given = /gfj_vid=([0-9a-f-]{36})/.exec(String(first.headers['set-cookie']))?.[1];
    expect(given).toBeDefined();
    expect((await view(job.id, given, 'returning-agent')).json().counted).toBe(false);
    expect(await counterOf(job.id)).toBe(1);
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
});
