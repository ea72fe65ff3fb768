import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../test/factories.ts';
import { buildMultipart, buildPdf } from '../modules/applications/test-files.ts';
import { bearer, csrfPair, signIn } from '../modules/auth/test-session.ts';
import { MALFORMED_MULTIPART } from './multipart-form.ts';
import { findInvalidText, INVALID_TEXT_MESSAGE } from './text-check.ts';

let t: TestApp;
let auth: Record<string, string>;
let userId: number;
let csrf: { cookie: string; token: string };
let address = 0;
const nextAddress = () => `10.88.0.${++address}`;
beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db);
  userId = user.id;
  auth = bearer((await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD)).token);
  csrf = await csrfPair(t.app);
});
afterAll(() => t.close());

const NUL = '\u0000';
/** A lone UTF-16 surrogate, as a JSON body can carry it ("\ud800"): not Unicode text. */
const LONE_SURROGATE = '\ud800';

function violation(response: { statusCode: number; json(): unknown }, propertyPath: string) {
  expect(response.statusCode).toBe(422);
  expect((response.json() as { violations: unknown[] }).violations).toEqual([
    expect.objectContaining({ propertyPath, message: INVALID_TEXT_MESSAGE }),
  ]);
}

describe('text with a NUL or invalid Unicode', () => {
  it('in a query string is a 400 naming the parameter (search, autocomplete, feed, lists)', async () => {
    for (const url of [
      '/api/jobs/search?keywords=farm%00hand',
      '/api/jobs/search/autocomplete?keywords=far%00',
      '/api/jobs/search/feed?company_name=%00',
      '/api/jobs?page=1&order[date_added]=%00',
      '/api/states?country=%00',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().detail, url).toMatch(
        new RegExp(`: ${INVALID_TEXT_MESSAGE.replace('.', '\\.')}$`),
      );
    }
    expect((await t.app.inject({ url: '/api/jobs/search?keywords=a%00' })).json().detail).toBe(
      `keywords: ${INVALID_TEXT_MESSAGE}`,
    );
  });

  it('in a sign-in email is a 422 on the field, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/check',
      payload: { email: `ada${NUL}@example.org`, password: 'whatever' },
    });
    violation(response, 'email');
  });

  it('in profile fields and saved-search names is a 422 on the field', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${userId}`,
      headers: { ...auth, 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ country: 'United States', state: 'New York', city: `Ithaca${NUL}` }),
    });
    violation(patch, 'city');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: auth,
      payload: { name: `Orchards${LONE_SURROGATE}`, params: 'keywords=orchard' },
    });
    violation(saved, 'name');
  });

  it('in an email-a-friend form is a 422 on the field', async () => {
    const job = await buildJob(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/job-shares/email',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { csrf: csrf.cookie },
      payload: new URLSearchParams({
        _token: csrf.token,
        job: String(job.id),
        sender_name: 'Ada',
        sender_email: 'ada@example.org',
        recipient_email: 'bo@example.org',
        message: `Look${NUL} at this job`,
      }).toString(),
    });
    violation(response, 'message');
  });

  it('in a field of an application (multipart) is a 422 on the field', async () => {
    const job = await buildJob(t.db, { howToApplyEmail: 'jobs@example.org' });
    const body = buildMultipart(
      { name: `Ada${NUL}`, email: 'ada@example.org', message: 'Hello', _token: csrf.token },
      { resume: { filename: 'cv.pdf', contentType: 'application/pdf', data: buildPdf() } },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      remoteAddress: nextAddress(),
      headers: { ...auth, ...body.headers },
      cookies: { csrf: csrf.cookie },
      payload: body.payload,
    });
    violation(response, 'name');
  });

  it('in a nested key or array item is named by its path', () => {
    expect(findInvalidText({ a: { b: ['ok', `x${NUL}`] }, [`k${NUL}`]: 1, c: 'fine\u{1F331}' })).toEqual([
      'a.b.1',
      'k\uFFFD',
    ]);
  });
});

describe('multipart bodies', () => {
  it('answer 400 when malformed: no boundary, cut short, a broken part header', async () => {
    const job = await buildJob(t.db, { howToApplyEmail: 'jobs@example.org' });
    const bodies: Array<[string, string]> = [
      ['multipart/form-data', 'name=Ada'],
      [
        'multipart/form-data; boundary=gfj',
        '--gfj\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
      ],
      ['multipart/form-data; boundary=gfj', '--gfj\r\nContent-Dispo'],
    ];
    for (const [type, payload] of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        remoteAddress: nextAddress(),
        headers: { ...auth, 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(MALFORMED_MULTIPART);
    }
  });
});

describe('empty JSON bodies', () => {
  it('are no body: DELETE and logout with Content-Type application/json and nothing else succeed', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: auth,
      payload: { name: 'To delete', params: 'keywords=orchard' },
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${saved.json().id}`,
      headers: { ...auth, 'content-type': 'application/json' },
    });
    expect(removed.statusCode).toBe(204);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    // A body that is there but broken is still a syntax error.
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(broken.statusCode).toBe(400);
  });
});
