import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../test/factories.ts';
import { bearer, csrfPair, signIn } from '../modules/auth/test-session.ts';
import { MAX_ID, parseId, tryParseIri } from './iri.ts';

let t: TestApp;
let staff: Record<string, string>;
let csrf: { cookie: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { role: 'staff' });
  staff = bearer((await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD)).token);
  csrf = await csrfPair(t.app);
});
afterAll(() => t.close());

/** Ids no row can have (ids are PostgreSQL integers) and ids of the wrong shape. */
const BAD_IDS = [
  '2147483648',
  '99999999999',
  '99999999999999999999999',
  '0',
  '-1',
  '1e3',
  '0x10',
  '1.0',
  '%205',
];

/** Every route with an `{id}` in its path (staff, so none stops at 401/403 first). */
const ID_ROUTES: Array<[string, (id: string) => string]> = [
  ['GET', (id) => `/api/jobs/${id}`],
  ['GET', (id) => `/api/countries/${id}`],
  ['GET', (id) => `/api/states/${id}`],
  ['GET', (id) => `/api/job-post-types/${id}`],
  ['GET', (id) => `/api/users/${id}`],
  ['PATCH', (id) => `/api/users/${id}`],
  ['GET', (id) => `/api/user-counters/${id}`],
  ['GET', (id) => `/api/user-follow-jobs/${id}`],
  ['DELETE', (id) => `/api/user-follow-jobs/${id}`],
  ['GET', (id) => `/api/saved-searches/${id}`],
  ['PATCH', (id) => `/api/saved-searches/${id}`],
  ['DELETE', (id) => `/api/saved-searches/${id}`],
  ['POST', (id) => `/api/jobs/${id}/applications`],
];

describe('ids in paths', () => {
  it('answer 404 problem+json on every {id} route for ids no row can have or of the wrong shape', async () => {
    for (const [method, path] of ID_ROUTES) {
      for (const id of BAD_IDS) {
        const response = await t.app.inject({
          method: method as 'GET',
          url: path(id),
          headers: {
            ...staff,
            ...(method === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {}),
          },
          ...(method === 'PATCH' ? { payload: '{}' } : {}),
        });
        expect(response.statusCode, `${method} ${path(id)}`).toBe(404);
        expect(response.json()).toMatchObject({ status: 404, detail: 'Not Found' });
      }
    }
  });

  it('still find the largest id there can be, and every ordinary one', async () => {
    expect((await t.app.inject({ url: `/api/jobs/${MAX_ID}` })).statusCode).toBe(404);
    const job = await buildJob(t.db);
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(200);
  });
});

describe('IRIs in bodies', () => {
  const huge = '/api/jobs/2147483648';

  it('answer 400 Invalid IRI for an out-of-range job, in every body that names one', async () => {
    const form = (fields: Record<string, string>) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { csrf: csrf.cookie },
      payload: new URLSearchParams({ _token: csrf.token, ...fields }).toString(),
    });
    const calls = [
      { url: '/api/job-views', payload: { job: huge } },
      { url: '/api/user-follow-jobs', headers: staff, payload: { job: huge } },
      { url: '/api/user-follow-jobs', headers: staff, payload: { job: 2 ** 31 } },
      {
        url: '/api/job-shares/email',
        ...form({
          job: huge,
          sender_name: 'Ada Farmer',
          sender_email: 'ada@example.org',
          recipient_email: 'bo@example.org',
          message: 'Have a look at this one.',
        }),
      },
      { url: '/api/job-share-trackings', ...form({ job: huge, subject: 'share-email' }) },
      { url: '/api/job-link-clicks', ...form({ job: huge, tag: 'apply-online' }) },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ method: 'POST', remoteAddress: '10.77.0.1', ...call });
      expect(response.statusCode, call.url).toBe(400);
      expect(response.json().detail, call.url).toMatch(/^Invalid IRI "/);
    }
  });

  it('answer 400 Invalid IRI for an out-of-range user IRI on a follow', async () => {
    const job = await buildJob(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user-follow-jobs',
      headers: staff,
      payload: { user: '/api/users/2147483648', job: `/api/jobs/${job.id}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Invalid IRI "/api/users/2147483648"');
  });
});

describe('paths the router cannot read', () => {
  it('answer the API’s own 404 with its headers: undecodable percent-encoding and long parameters', async () => {
    // Not UTF-8 once decoded (the router answered its own plain-JSON 400 without our headers),
    // or longer than the router's 100-character parameter bound (its own plain-JSON 414).
    const segments = ['%FF', '%C3', '%', '%zz', '%ED%A0%80', '%C0%AF', 'a'.repeat(150), '7'.repeat(5000)];
    for (const segment of segments) {
      for (const url of [
        `/api/jobs/${segment}`,
        `/api/saved-searches/${segment}?page=1`,
        `/api/receipt-files/${segment}/receipt.pdf`,
        `/api/${segment}`,
      ]) {
        const response = await t.app.inject({ url, headers: staff });
        const where = `${url.slice(0, 60)}: ${response.body.slice(0, 120)}`;
        expect(response.statusCode, where).toBe(404);
        expect(response.headers['content-type'], where).toBe('application/problem+json; charset=utf-8');
        expect(response.json(), where).toMatchObject({ status: 404, detail: 'Not Found' });
        expect(response.headers['x-content-type-options'], where).toBe('nosniff');
        expect(response.headers.link, where).toContain('/api/docs.jsonld');
      }
    }
    // Valid encoding still reaches the route as before.
    expect((await t.app.inject({ url: '/api/countries/%31', headers: staff })).statusCode).toBe(200);
  });
});

describe('IRIs in filters', () => {
  it('ignore values that name no row, as any filter value that does not parse', async () => {
    for (const url of [
      '/api/user-follow-jobs?job=/api/jobs/2147483648',
      '/api/user-follow-jobs?job[]=99999999999&job[]=1',
      '/api/states?country=/api/countries/99999999999',
      '/api/job-category-images?category=2147483648',
      '/api/jobs/search?categories[]=2147483648&types[]=99999999999',
    ]) {
      const response = await t.app.inject({ url, headers: staff });
      expect(response.statusCode, url).toBe(200);
    }
  });
});

describe('parseId', () => {
  it('takes whole numbers from 1 to 2^31-1, as numbers or digits, and nothing else', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId(42)).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    for (const bad of [...BAD_IDS, ' 5', '5 ', '', 2 ** 31, 1.5, Number.NaN, null, undefined, {}, ['1']]) {
      expect(parseId(bad), String(bad)).toBeUndefined();
    }
    expect(tryParseIri('/api/jobs/7', 'jobs')).toBe(7);
    expect(tryParseIri('/api/jobs/2147483648', 'jobs')).toBeUndefined();
    expect(tryParseIri('/api/users/7', 'jobs')).toBeUndefined();
  });
});
