import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { requireConfirmedUser } from '../auth/auth.plugin.ts';
import { bearer, signIn } from '../auth/test-session.ts';
import { adjustUserCounter } from './user-counters.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraApiRoutes: (api) => {
      api.post('/test-only/apply', { preHandler: requireConfirmedUser }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => t.close());

describe('GET /api/user-counters/{id}', () => {
  it('answers the owner with every count, kept by adjustUserCounter (never below 0)', async () => {
    const owner = await buildUser(t.db);
    const { token } = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const zero = await t.app.inject({ url: `/api/user-counters/${owner.id}`, headers: bearer(token) });
    expect(zero.json()).toEqual({
      '@context': '/api/contexts/UserCounter',
      '@id': `/api/user-counters/${owner.id}`,
      '@type': 'UserCounter',
      id: owner.id,
      jobs_follow_count: 0,
      companies_follow_count: 0,
      jobs_count: 0,
      job_packages_count: 0,
      saved_searches_count: 0,
    });
    await t.db.transaction(async (tx) => {
      await adjustUserCounter(tx, owner.id, 'jobsFollowCount', 2);
      await adjustUserCounter(tx, owner.id, 'jobsFollowCount', -1);
      await adjustUserCounter(tx, owner.id, 'savedSearchesCount', 3);
      await adjustUserCounter(tx, owner.id, 'jobsCount', -5);
    });
    const after = await t.app.inject({ url: `/api/user-counters/${owner.id}`, headers: bearer(token) });
    expect(after.json()).toMatchObject({ jobs_follow_count: 1, saved_searches_count: 3, jobs_count: 0 });
  });

  it('hides other users’ counters (404) and asks guests to sign in (401)', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const { token } = await signIn(t.app, stranger.email, DEFAULT_TEST_PASSWORD);
    const other = await t.app.inject({ url: `/api/user-counters/${owner.id}`, headers: bearer(token) });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('application/problem+json');
    const guest = await t.app.inject({ url: `/api/user-counters/${owner.id}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ code: 401, message: 'JWT Token not found' });
  });
});

describe('requireConfirmedUser', () => {
  it('refuses unconfirmed users with a clear 403 and lets confirmed ones through', async () => {
    const unconfirmed = await buildUser(t.db, { isConfirmed: false, confirmedAt: null });
    const confirmed = await buildUser(t.db);
    const a = await signIn(t.app, unconfirmed.email, DEFAULT_TEST_PASSWORD);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/apply',
      headers: bearer(a.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Please confirm your email address before applying or posting.');
    const b = await signIn(t.app, confirmed.email, DEFAULT_TEST_PASSWORD);
    const ok = await t.app.inject({ method: 'POST', url: '/api/test-only/apply', headers: bearer(b.token) });
    expect(ok.statusCode).toBe(200);
    const guest = await t.app.inject({ method: 'POST', url: '/api/test-only/apply' });
    expect(guest.statusCode).toBe(401);
  });
});
