import { DATE_TIME_MESSAGE, JOB_STATS_MESSAGES, POSTING_MESSAGES } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildJob } from '../../test/factories.ts';
import { actor, caller } from '../../test/posting-helpers.ts';

// Dates JavaScript parses but PostgreSQL cannot hold (year 0, five-digit years, an offset that
// carries 9999-12-31 into year 10000) reached the database from filters, query parameters and
// bodies, whose statements failed: a 500 each. They are ignored as filters and refused as values.
let t: TestApp;
let call: ReturnType<typeof caller>;
let poster: Awaited<ReturnType<typeof actor>>;
let staff: Awaited<ReturnType<typeof actor>>;
let jobId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  poster = await actor(t.app, t.db);
  staff = await actor(t.app, t.db, 'staff');
  jobId = (await buildJob(t.db, { ownerId: poster.id, position: 'Orchard Lead' })).id;
});
afterAll(() => t.close());

const OUT_OF_RANGE_DAYS = ['0000-01-01', '10000-01-01', '+010000-01-01', '-000001-01-01'];

describe('dates the database cannot hold', () => {
  it('are ignored as list filters, like any filter value that cannot be read', async () => {
    for (const day of OUT_OF_RANGE_DAYS) {
      for (const filter of ['date_added[after]', 'date_added[strictly_before]', 'date_expire[before]']) {
        const res = await call('GET', `/api/jobs?${filter}=${encodeURIComponent(day)}`, staff.headers);
        expect(res.statusCode, `${filter}=${day}: ${res.body}`).toBe(200);
        expect(res.json().totalItems).toBe(1);
      }
    }
  });

  it('are a 422 as a statistics range, and a year back from the first day starts on that day', async () => {
    const res = await call('GET', `/api/job-stats/${jobId}?toDate=0000-01-01`, poster.headers);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'toDate', message: JOB_STATS_MESSAGES.invalidDate }),
    ]);
    const early = await call('GET', `/api/job-stats/${jobId}?toDate=0001-03-01`, poster.headers);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().member[0]).toMatchObject({ from_date: '0001-01-01', to_date: '0001-03-01' });
  });

  it('are refused as a listing’s deadline with the form’s message', async () => {
    const draft = await call('POST', '/api/jobs', poster.headers, { post_type: '/api/job-post-types/1' });
    const res = await call('PATCH', `/api/jobs/${draft.json().id}`, poster.headers, {
      deadline: '0000-01-01',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'deadline', message: POSTING_MESSAGES.invalidDate }),
    ]);
  });

  it('are refused as date-times in staff writes, as a malformed one is', async () => {
    for (const expires_at of ['0000-01-01T00:00:00+00:00', '9999-12-31T23:00:00-05:00', 'soon']) {
      const res = await call('POST', '/api/promo-codes', staff.headers, {
        code: `LATE${expires_at.length}${expires_at.charCodeAt(0)}`,
        kind: 'percent',
        value: 10,
        expires_at,
      });
      expect(res.statusCode, `${expires_at}: ${res.body}`).toBe(422);
      expect(res.json().violations).toEqual([
        { propertyPath: 'expires_at', message: DATE_TIME_MESSAGE, code: expect.any(String) },
      ]);
    }
    const post = await call('POST', '/api/blog-posts', staff.headers, {
      title: 'From the year 0',
      excerpt: 'An excerpt',
      content: '<p>Text</p>',
      date: '0000-06-01T12:00:00+00:00',
    });
    expect(post.statusCode, post.body).toBe(422);
    expect(post.json().violations[0]).toMatchObject({ propertyPath: 'date', message: DATE_TIME_MESSAGE });
    const last = await call('POST', '/api/promo-codes', staff.headers, {
      code: 'LASTDAY',
      kind: 'percent',
      value: 10,
      expires_at: '9999-12-31T23:59:59+00:00',
    });
    expect(last.statusCode, last.body).toBe(201);
  });
});
