import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, signIn } from '../auth/test-session.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

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

async function savedCount(headers: Record<string, string>, userId: number): Promise<number> {
  return (await t.app.inject({ url: `/api/user-counters/${userId}`, headers })).json().saved_searches_count;
}

function save(headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/saved-searches', headers, payload });
}

const MERGE_PATCH = { 'content-type': 'application/merge-patch+json' };

describe('POST /api/saved-searches', () => {
  it('saves a named search with normalised params and counts it', async () => {
    const { user, headers } = await seeker();
    const response = await save(headers, {
      name: '  Farm jobs in NY ',
      params: '?keywords=farm&categories[]=1&page=3&pageSize=20&zip_code=1085',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      '@context': '/api/contexts/SavedSearch',
      '@id': expect.stringMatching(/^\/api\/saved-searches\/\d+$/),
      '@type': 'SavedSearch',
      id: expect.any(Number),
      user: `/api/users/${user.id}`,
      name: 'Farm jobs in NY',
      params: 'keywords=farm&zip_code=01085&distance=30&everywhere=1&categories[]=1',
      status: 'active',
      date_added: expect.any(String),
      date_modified: expect.any(String),
    });
    expect(response.headers.location).toBe(body['@id']);
    expect(await savedCount(headers, user.id)).toBe(1);
  });

  it('answers the spec’s exact messages for the name, and refuses a search with no filter', async () => {
    const { user, headers } = await seeker();
    const cases: Array<[unknown, string]> = [
      ['ab', 'Must be 3 or more characters long'],
      ['x'.repeat(39), 'Must be 38 or fewer characters long'],
      [undefined, 'Must be 3 or more characters long'],
    ];
    for (const [name, message] of cases) {
      const response = await save(headers, { name, params: 'keywords=farm' });
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'name', message }),
      ]);
    }
    const ok = await save(headers, { name: 'x'.repeat(38), params: 'keywords=farm' });
    expect(ok.statusCode).toBe(201);
    const notSavable = await save(headers, { name: 'Everything', params: 'everywhere=1&page=2' });
    expect(notSavable.statusCode).toBe(422);
    expect(notSavable.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'params',
        message: 'Choose at least one search filter before saving this search.',
      }),
    ]);
    // A percent-encoded NUL was saved, then failed its alert on every run. Search text reads a
    // control character as a space (decision 064): nothing else is left of the first search, and
    // the second is saved as the search page shows it.
    const onlyNul = await save(headers, { name: 'Hidden NUL', params: 'keywords=%00' });
    expect(onlyNul.statusCode).toBe(422);
    expect(onlyNul.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'params',
        message: 'Choose at least one search filter before saving this search.',
      }),
    ]);
    const spaced = await save(headers, {
      name: 'Farm land',
      params: 'categories%5B%5D=1&keywords=farm%00land',
    });
    expect(spaced.statusCode, spaced.body).toBe(201);
    expect(spaced.json().params).toBe('keywords=farm%20land&everywhere=1&categories[]=1');
    expect(await savedCount(headers, user.id)).toBe(2);
  });
});

describe('GET, PATCH, DELETE /api/saved-searches', () => {
  it('lists the caller’s searches newest first 8 a page, toggles status by merge-patch and deletes', async () => {
    const { user, headers } = await seeker();
    const ids: number[] = [];
    for (let i = 1; i <= 9; i++)
      ids.push((await save(headers, { name: `Search ${i}`, params: `keywords=k${i}` })).json().id);
    const first = await t.app.inject({
      url: `/api/saved-searches?user=/api/users/${user.id}&page=1`,
      headers,
    });
    expect(first.json().totalItems).toBe(9);
    expect(first.json().member).toHaveLength(8);
    expect(first.json().member[0].name).toBe('Search 9');

    const target = ids[0] as number;
    const before = (await t.app.inject({ url: `/api/saved-searches/${target}`, headers })).json();
    const notMergePatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${target}`,
      headers,
      payload: { status: 'inactive' },
    });
    expect(notMergePatch.statusCode).toBe(415);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${target}`,
      headers: { ...headers, ...MERGE_PATCH },
      payload: JSON.stringify({ status: 'inactive' }),
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: target, status: 'inactive', name: 'Search 1' });
    expect(patched.json().date_modified >= before.date_modified).toBe(true);
    const badStatus = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${target}`,
      headers: { ...headers, ...MERGE_PATCH },
      payload: JSON.stringify({ status: 'paused', name: 'no' }),
    });
    expect(badStatus.statusCode).toBe(422);
    expect(
      badStatus
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['name', 'status']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${target}`, headers });
    expect(removed.statusCode).toBe(204);
    expect(await savedCount(headers, user.id)).toBe(8);
    const gone = await t.app.inject({ url: `/api/saved-searches/${target}`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it('hides a search from another user (404 on every item call, empty list) and from guests (401)', async () => {
    const owner = await seeker();
    const stranger = await seeker();
    const iri = (await save(owner.headers, { name: 'Mine only', params: 'keywords=bees' })).json()['@id'];
    const list = await t.app.inject({
      url: `/api/saved-searches?user=/api/users/${owner.user.id}`,
      headers: stranger.headers,
    });
    expect(list.json().totalItems).toBe(0);
    const calls = [
      { method: 'GET' as const, url: iri, headers: {} },
      { method: 'DELETE' as const, url: iri, headers: {} },
      {
        method: 'PATCH' as const,
        url: iri,
        headers: MERGE_PATCH,
        payload: JSON.stringify({ status: 'inactive' }),
      },
    ];
    for (const call of calls) {
      const other = await t.app.inject({ ...call, headers: { ...stranger.headers, ...call.headers } });
      expect(other.statusCode).toBe(404);
      const guest = await t.app.inject(call);
      expect(guest.statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/saved-searches',
          payload: { name: 'abc', params: 'keywords=x' },
        })
      ).statusCode,
    ).toBe(401);
    const still = await t.app.inject({ url: iri, headers: owner.headers });
    expect(still.json().status).toBe('active');
    expect(await savedCount(owner.headers, owner.user.id)).toBe(1);
  });
});

describe('job alert unsubscribe links (no sign-in: the signed token is the proof)', () => {
  it('previews only the name and status of the token’s search, and changes nothing', async () => {
    const owner = await seeker();
    const id: number = (await save(owner.headers, { name: 'Goat dairy', params: 'keywords=goat' })).json().id;
    const token = signUnsubscribeToken(t.app.config.jwtSecret, id);
    const preview = await t.app.inject({ url: `/api/saved-searches/unsubscribe-preview?token=${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    // No owner, no params, no id: nothing beyond what the page says.
    expect(preview.json()).toEqual({ name: 'Goat dairy', status: 'active' });

    // A token for another id, a forged or a missing one: the same 404, whoever asks.
    const stranger = await seeker();
    const strangerId: number = (
      await save(stranger.headers, { name: 'Not yours', params: 'keywords=x' })
    ).json().id;
    for (const bad of [
      `${strangerId}.${token.split('.')[1]}`,
      `${id}.forged-signature-value-xx`,
      'nonsense',
      '',
    ]) {
      const refused = await t.app.inject({
        url: `/api/saved-searches/unsubscribe-preview?token=${encodeURIComponent(bad)}`,
        headers: owner.headers,
      });
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json().detail).toBe('This unsubscribe link is not valid.');
    }
    expect((await t.app.inject({ url: '/api/saved-searches/unsubscribe-preview' })).statusCode).toBe(404);
    const item = await t.app.inject({ url: `/api/saved-searches/${id}`, headers: owner.headers });
    expect(item.json().status).toBe('active');
  });

  it('answers the old emails’ GET link with a 303 to the site page, changing nothing', async () => {
    const owner = await seeker();
    const id: number = (await save(owner.headers, { name: 'Cheese cave', params: 'keywords=cheese' })).json()
      .id;
    const token = signUnsubscribeToken(t.app.config.jwtSecret, id);
    for (const method of ['GET', 'HEAD'] as const) {
      const opened = await t.app.inject({ method, url: `/api/saved-searches/unsubscribe?token=${token}` });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(opened.headers['cache-control']).toBe('no-store');
    }
    // A bad or missing token still goes to the page, which says the link is not valid.
    const forged = await t.app.inject({
      url: '/api/saved-searches/unsubscribe?token=1.forged-signature-value-xx',
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/alerts/unsubscribe?token=1.forged-signature-value-xx');
    const bare = await t.app.inject({ url: '/api/saved-searches/unsubscribe' });
    expect(bare.headers.location).toBe('/alerts/unsubscribe');
    const item = await t.app.inject({ url: `/api/saved-searches/${id}`, headers: owner.headers });
    expect(item.json().status).toBe('active');

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?token=${token}`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('You will no longer receive job alerts for this search.');
    const after = await t.app.inject({ url: `/api/saved-searches/unsubscribe-preview?token=${token}` });
    expect(after.json()).toEqual({ name: 'Cheese cave', status: 'inactive' });
  });
});
