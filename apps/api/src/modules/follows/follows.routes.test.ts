import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, signIn } from '../auth/test-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function seeker() {
  const user = await buildUser(t.db);
  const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
  return { user, headers: bearer(token) };
}

async function followCount(headers: Record<string, string>, userId: number): Promise<number> {
  const response = await t.app.inject({ url: `/api/user-counters/${userId}`, headers });
  return response.json().jobs_follow_count;
}

/** The spec's follow toggle (core 7): GET with user and job; DELETE the first member, else POST. */
async function toggle(userId: number, jobId: number, headers: Record<string, string>) {
  const found = await t.app.inject({
    url: `/api/user-follow-jobs?user=/api/users/${userId}&job=/api/jobs/${jobId}`,
    headers,
  });
  expect(found.statusCode).toBe(200);
  const body = found.json();
  if (body.totalItems > 0) {
    const removed = await t.app.inject({ method: 'DELETE', url: body.member[0]['@id'], headers });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    return 'off';
  }
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/user-follow-jobs',
    headers,
    payload: { user: `/api/users/${userId}`, job: `/api/jobs/${jobId}` },
  });
  expect(created.statusCode).toBe(201);
  expect(created.headers.location).toBe(created.json()['@id']);
  return 'on';
}

describe('follow toggle protocol', () => {
  it('ignores a job filter that does not parse (api-conventions), and filters by one that does', async () => {
    const { user, headers } = await seeker();
    const [first, second] = [await buildJob(t.db), await buildJob(t.db)];
    expect(await toggle(user.id, first.id, headers)).toBe('on');
    expect(await toggle(user.id, second.id, headers)).toBe('on');
    const total = async (query: string) => {
      const response = await t.app.inject({ url: `/api/user-follow-jobs?${query}`, headers });
      expect(response.statusCode, query).toBe(200);
      return response.json().totalItems;
    };
    // Before: an unreadable value filtered everything out (0 of the 2 follows).
    for (const query of ['job=abc', 'job=/api/jobs/0', 'job[]=abc&job[]=', 'job=/api/faqs/1']) {
      expect(await total(query), query).toBe(2);
    }
    expect(await total(`job=/api/jobs/${first.id}`)).toBe(1);
    expect(await total(`job[]=abc&job[]=${second.id}`)).toBe(1);
    expect(await total('job=/api/jobs/2147483647')).toBe(0);
  });

  it('turns a follow on and off, reports current_user_is_follower and keeps the counter right', async () => {
    const { user, headers } = await seeker();
    const job = await buildJob(t.db, { position: 'Quinoaflower Forager' });

    expect(await toggle(user.id, job.id, headers)).toBe('on');
    const page = await t.app.inject({ url: `/api/jobs/${job.id}`, headers });
    expect(page.json().current_user_is_follower).toBe(true);
    const guestPage = await t.app.inject({ url: `/api/jobs/${job.id}` });
    expect(guestPage.json().current_user_is_follower).toBe(false);
    const search = await t.app.inject({ url: '/api/jobs/search?keywords=Quinoaflower', headers });
    expect(
      search
        .json()
        .member.map((j: { id: number; current_user_is_follower: boolean }) => [
          j.id,
          j.current_user_is_follower,
        ]),
    ).toEqual([[job.id, true]]);
    // Asked for through the property filter too (members are then made per request).
    const picked = await t.app.inject({
      url: '/api/jobs/search?keywords=Quinoaflower&properties[]=current_user_is_follower',
      headers,
    });
    expect(picked.json().member).toEqual([
      { '@id': `/api/jobs/${job.id}`, '@type': 'Job', current_user_is_follower: true },
    ]);
    expect(await followCount(headers, user.id)).toBe(1);

    const list = await t.app.inject({ url: '/api/user-follow-jobs', headers });
    const follow = list.json().member[0];
    expect(list.json().totalItems).toBe(1);
    expect(follow).toEqual({
      '@id': expect.stringMatching(/^\/api\/user-follow-jobs\/\d+$/),
      '@type': 'UserFollowJob',
      id: expect.any(Number),
      user: `/api/users/${user.id}`,
      job: {
        '@id': `/api/jobs/${job.id}`,
        '@type': 'Job',
        id: job.id,
        position: 'Quinoaflower Forager',
        company_name: job.companyName,
        date_added: expect.any(String),
        status: 'approved',
        item_url: `/jobs/${job.id}/${job.slug}`,
        past_deadline: false,
      },
      date_added: expect.any(String),
    });

    expect(await toggle(user.id, job.id, headers)).toBe('off');
    expect(
      (await t.app.inject({ url: `/api/jobs/${job.id}`, headers })).json().current_user_is_follower,
    ).toBe(false);
    expect(await followCount(headers, user.id)).toBe(0);
    expect(await toggle(user.id, job.id, headers)).toBe('on');
    expect(await followCount(headers, user.id)).toBe(1);
  });

  it('answers a second follow of the same job with the existing row (200), counting it once', async () => {
    const { user, headers } = await seeker();
    const job = await buildJob(t.db);
    const payload = { user: `/api/users/${user.id}`, job: `/api/jobs/${job.id}` };
    const first = await t.app.inject({ method: 'POST', url: '/api/user-follow-jobs', headers, payload });
    const second = await t.app.inject({ method: 'POST', url: '/api/user-follow-jobs', headers, payload });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await followCount(headers, user.id)).toBe(1);
  });

  it('refuses jobs that are not public (400 Invalid IRI) and another user’s IRI (422)', async () => {
    const { user, headers } = await seeker();
    const other = await buildUser(t.db);
    const draft = await buildJob(t.db, { status: 'draft' });
    const job = await buildJob(t.db);
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/user-follow-jobs',
      headers,
      payload: { user: `/api/users/${user.id}`, job: `/api/jobs/${draft.id}` },
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().detail).toBe(`Invalid IRI "/api/jobs/${draft.id}"`);
    const forOther = await t.app.inject({
      method: 'POST',
      url: '/api/user-follow-jobs',
      headers,
      payload: { user: `/api/users/${other.id}`, job: `/api/jobs/${job.id}` },
    });
    expect(forOther.statusCode).toBe(422);
    expect(forOther.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'user',
        message: 'You can only follow jobs for your own account.',
      }),
    ]);
    expect(await followCount(headers, user.id)).toBe(0);
  });

  it('says what a relation field takes when it gets the wrong type (422 on the field)', async () => {
    const { headers } = await seeker();
    for (const job of [{ id: 1 }, true, null, [1]]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user-follow-jobs',
        headers,
        payload: { job },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'job', message: 'Expected an IRI (/api/jobs/42) or an id.' }),
      ]);
    }
  });

  it('pages the caller’s follows 8 at a time, newest first', async () => {
    const { user, headers } = await seeker();
    for (let i = 0; i < 9; i++) {
      const job = await buildJob(t.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/user-follow-jobs',
        headers,
        payload: { user: `/api/users/${user.id}`, job: job.id },
      });
    }
    const first = await t.app.inject({
      url: `/api/user-follow-jobs?user=/api/users/${user.id}&page=1`,
      headers,
    });
    expect(first.json().totalItems).toBe(9);
    expect(first.json().member).toHaveLength(8);
    expect(first.json().view.next).toContain('page=2');
    const second = await t.app.inject({
      url: `/api/user-follow-jobs?user=/api/users/${user.id}&page=2`,
      headers,
    });
    expect(second.json().member).toHaveLength(1);
  });
});

describe('ownership', () => {
  it('shows another user nothing of the owner’s follows (404) and asks guests to sign in (401)', async () => {
    const owner = await seeker();
    const stranger = await seeker();
    const job = await buildJob(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user-follow-jobs',
      headers: owner.headers,
      payload: { user: `/api/users/${owner.user.id}`, job: `/api/jobs/${job.id}` },
    });
    const iri = created.json()['@id'];

    const list = await t.app.inject({
      url: `/api/user-follow-jobs?user=/api/users/${owner.user.id}`,
      headers: stranger.headers,
    });
    expect(list.json().totalItems).toBe(0);
    for (const method of ['GET', 'DELETE'] as const) {
      const other = await t.app.inject({ method, url: iri, headers: stranger.headers });
      expect(other.statusCode).toBe(404);
      const guest = await t.app.inject({ method, url: iri });
      expect(guest.statusCode).toBe(401);
    }
    const guestList = await t.app.inject({ url: '/api/user-follow-jobs' });
    expect(guestList.statusCode).toBe(401);
    const guestPost = await t.app.inject({
      method: 'POST',
      url: '/api/user-follow-jobs',
      payload: { job: `/api/jobs/${job.id}` },
    });
    expect(guestPost.statusCode).toBe(401);
    const mine = await t.app.inject({ url: iri, headers: owner.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()['@context']).toBe('/api/contexts/UserFollowJob');
    expect(await followCount(owner.headers, owner.user.id)).toBe(1);
  });
});
