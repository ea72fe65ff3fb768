import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../test/factories.ts';
import { buildMultipart, buildPdf } from '../modules/applications/test-files.ts';
import { csrfPair, signIn } from '../modules/auth/test-session.ts';
import { CROSS_SITE_REFUSED } from './cross-site-writes.ts';
import { CSRF_INVALID } from './csrf.ts';

let t: TestApp;
let session: Record<string, string>;
let token: string;
let csrf: { cookie: string; token: string };
let address = 0;
const nextAddress = () => `10.99.0.${++address}`;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://goodfoodjobs.example' } });
  const user = await buildUser(t.db);
  const signedIn = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
  token = signedIn.token;
  session = {
    access_token: signedIn.cookies.access_token ?? '',
    refresh_token: signedIn.cookies.refresh_token ?? '',
  };
  csrf = await csrfPair(t.app);
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A POST as a browser sends it with the visitor's cookies. */
function post(
  url: string,
  options: { headers?: Record<string, string>; payload?: unknown; bearer?: boolean } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: { ...(options.bearer ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    cookies: options.bearer ? {} : { ...session, csrf: csrf.cookie },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
}

describe('cookie-authenticated writes from another site', () => {
  it('refuses a form post without _token: it cannot create a saved search (an email subscription)', async () => {
    const response = await post('/api/saved-searches', {
      headers: FORM,
      payload: form({ name: 'Forged alert', params: 'keywords=farm' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(CSRF_INVALID);
  });

  it('refuses a form post that follows a job, and a text/plain body', async () => {
    const job = await buildJob(t.db);
    const follow = await post('/api/user-follow-jobs', {
      headers: FORM,
      payload: form({ job: String(job.id) }),
    });
    expect(follow.statusCode).toBe(403);
    const text = await post('/api/user-follow-jobs', {
      headers: { 'content-type': 'text/plain' },
      payload: `{"job":${job.id}}`,
    });
    expect(text.statusCode).toBe(403);
  });

  it('refuses any body, JSON included, when Origin or Sec-Fetch-Site says another site', async () => {
    const job = await buildJob(t.db);
    const json = { job: `/api/jobs/${job.id}` };
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of crossSite) {
      const response = await post('/api/user-follow-jobs', { headers, payload: json });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().detail).toBe(CROSS_SITE_REFUSED);
    }
    const saved = await t.app.inject({
      method: 'DELETE',
      url: '/api/saved-searches/1',
      headers: { origin: 'https://evil.example' },
      cookies: session,
    });
    expect(saved.statusCode).toBe(403);
  });

  it('refuses a cross-site form sign-in (login CSRF), cookies or not', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/check',
      headers: { ...FORM, origin: 'https://evil.example' },
      payload: form({ email: 'someone@example.org', password: 'x' }),
    });
    expect(response.statusCode).toBe(403);
  });
  it('does not take a bad bearer header for a bearer call while the session cookie signs the write in', async () => {
    // Before: `bearer junk` (any case, or a tab) skipped the CSRF rule, and sign-in, reading only
    // `Bearer `, fell back to the cookie: a forged saved search was created (201).
    for (const authorization of ['bearer junk', 'Bearer\tjunk', 'BEARER junk', 'Bearer', 'Bearer ']) {
      const response = await post('/api/saved-searches', {
        headers: { ...FORM, origin: 'https://evil.example', authorization },
        payload: form({ name: 'Forged alert', params: 'keywords=farm' }),
      });
      expect(response.statusCode, authorization).toBe(401);
    }
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/saved-searches',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(mine.json())).not.toContain('Forged alert');
  });

  it('reads the bearer scheme in any case: a lower-case header with a good token signs in', async () => {
    const response = await post('/api/saved-searches', {
      headers: { ...FORM, authorization: `bearer ${token}` },
      payload: form({ name: 'Lower-case scheme', params: 'keywords=dairy' }),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('writes that stay allowed', () => {
  it('accepts the site’s own JSON calls: same origin (PUBLIC_URL or its own host) or no Origin at all', async () => {
    const job = await buildJob(t.db);
    const sameSite: Array<Record<string, string>> = [
      { origin: 'https://goodfoodjobs.example', 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:80' },
      {},
    ];
    for (const headers of sameSite) {
      const response = await post('/api/user-follow-jobs', {
        headers,
        payload: { job: `/api/jobs/${job.id}` },
      });
      expect([200, 201], JSON.stringify(headers)).toContain(response.statusCode);
    }
  });

  it('leaves bearer-token calls alone, whatever their Origin or body type', async () => {
    const response = await post('/api/saved-searches', {
      bearer: true,
      headers: { ...FORM, origin: 'https://integrator.example' },
      payload: form({ name: 'From an app', params: 'keywords=dairy' }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('accepts the site’s form posts that carry _token (or token, or the header) while signed in', async () => {
    const job = await buildJob(t.db);
    const share = await post('/api/job-shares/email', {
      headers: FORM,
      payload: form({
        _token: csrf.token,
        job: String(job.id),
        sender_name: 'Ada Farmer',
        sender_email: 'ada@example.org',
        recipient_email: 'bo@example.org',
        message: 'Have a look at this one.',
      }),
    });
    expect(share.statusCode).toBe(200);
    const tracking = await post('/api/job-share-trackings', {
      headers: FORM,
      payload: form({ _token: csrf.token, job: String(job.id), subject: 'share-facebook' }),
    });
    expect(tracking.statusCode).toBe(201);
    const click = await post('/api/job-link-clicks', {
      headers: FORM,
      payload: form({ token: csrf.token, job: String(job.id), tag: 'apply-online' }),
    });
    expect(click.statusCode).toBe(201);
    const resend = await post('/api/email-confirmation/resend', {
      headers: FORM,
      payload: form({ _token: csrf.token, confirm: 'false' }),
    });
    expect(resend.statusCode).toBe(200);
    const viaHeader = await post('/api/saved-searches', {
      headers: { ...FORM, 'x-csrf-token': csrf.token },
      payload: form({ name: 'Header token', params: 'keywords=farm' }),
    });
    expect(viaHeader.statusCode).toBe(201);
  });

  it('accepts a signed-in application whose multipart body carries _token', async () => {
    const job = await buildJob(t.db, { howToApplyEmail: 'jobs@example.org' });
    const body = buildMultipart(
      { name: 'Ada Farmer', email: 'ada@example.org', message: 'Hello there', _token: csrf.token },
      { resume: { filename: 'cv.pdf', contentType: 'application/pdf', data: buildPdf() } },
    );
    const response = await post(`/api/jobs/${job.id}/applications`, {
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const forged = buildMultipart(
      { name: 'Ada Farmer', email: 'ada@example.org', message: 'Hello there' },
      { resume: { filename: 'cv.pdf', contentType: 'application/pdf', data: buildPdf() } },
    );
    const refused = await post(`/api/jobs/${job.id}/applications`, {
      headers: forged.headers,
      payload: forged.payload,
    });
    expect(refused.statusCode).toBe(403);
  });
});
