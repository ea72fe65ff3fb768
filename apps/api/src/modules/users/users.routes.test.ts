import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, cookiesOf, lastMailTo, signIn } from '../auth/test-session.ts';
import { userCounters } from '../user-counters/user-counters.table.ts';
import { REGISTRATION_RATE_LIMIT } from './users.routes.ts';
import { users } from './users.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registerPayload = (overrides: Record<string, unknown> = {}) => ({
  email: 'grower@example.org',
  password: 'secret12',
  password_confirm: 'secret12',
  identify_as: 'job seeker',
  ...overrides,
});

// Registration is rate-limited per IP: each request here comes from its own address.
let address = 0;
const registerRequest = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload,
    remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
  });

async function violations(payload: Record<string, unknown>) {
  const response = await registerRequest(payload);
  expect(response.statusCode).toBe(422);
  expect(response.headers['content-type']).toContain('application/problem+json');
  return Object.fromEntries(
    (response.json().violations as Array<{ propertyPath: string; message: string }>).map((v) => [
      v.propertyPath,
      v.message,
    ]),
  );
}

describe('POST /api/users (registration)', () => {
  it('creates the account, its counters and the confirmation email; never exposes the hash', async () => {
    const response = await registerRequest(registerPayload({ email: 'Jane.Doe+farm@Example.org' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(response.headers.location).toBe(`/api/users/${body.id}`);
    expect(body).toMatchObject({
      '@context': '/api/contexts/User',
      '@type': 'User',
      email: 'Jane.Doe+farm@Example.org',
      username: 'jane.doefarm',
      identify_as: 'job seeker',
      is_confirmed: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    const [row] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const [counter] = await t.db.select().from(userCounters).where(eq(userCounters.id, body.id));
    expect(counter?.jobsCount).toBe(0);
    const mail = await lastMailTo(t.db, 'Jane.Doe+farm@Example.org');
    expect(mail).toMatchObject({
      subject: 'Please confirm your email',
      status: 'queued',
      template: 'confirm-email',
    });
    expect(mail?.html).toContain('/confirm-email?token=');
  });

  it('refuses a duplicate email case-insensitively with a 422 on email, and unique-ifies usernames', async () => {
    await registerRequest(registerPayload({ email: 'sam@farm.org' }));
    expect(await violations(registerPayload({ email: 'SAM@farm.org' }))).toEqual({
      email: 'This email address is already registered.',
    });
    const other = await registerRequest(registerPayload({ email: 'sam@orchard.org' }));
    expect(other.json().username).toBe('sam2');
  });

  it('applies every registration rule with the spec messages', async () => {
    expect(await violations({})).toEqual({
      email: 'Please enter an email address',
      password: 'Please enter a password',
      password_confirm: "Passwords don't match",
      identify_as: 'Must be 5 or more characters long',
    });
    expect(await violations(registerPayload({ email: 'a@' }))).toEqual({
      email: 'Must be 3 or more characters long',
    });
    expect(await violations(registerPayload({ email: `${'x'.repeat(45)}@b.org` }))).toEqual({
      email: 'Must be 50 or fewer characters long',
    });
    expect(await violations(registerPayload({ email: 'not an email' }))).toEqual({ email: 'Invalid email' });
    expect(await violations(registerPayload({ password: 'abc', password_confirm: 'abc' }))).toEqual({
      password: 'Must be 6 or more characters long',
      password_confirm: 'Must be 6 or more characters long',
    });
    expect(
      await violations(registerPayload({ password: 'x'.repeat(51), password_confirm: 'x'.repeat(51) })),
    ).toEqual({
      password: 'Must be 50 or fewer characters long',
      password_confirm: 'Must be 50 or fewer characters long',
    });
    expect(await violations(registerPayload({ password_confirm: 'secret13' }))).toEqual({
      password_confirm: "Passwords don't match",
    });
    expect(await violations(registerPayload({ identify_as: 'both' }))).toEqual({
      identify_as: 'Must be 5 or more characters long',
    });
    expect(await violations(registerPayload({ identify_as: 'job seeker!' }))).toEqual({
      identify_as: 'Must be 10 or fewer characters long',
    });
    expect(await violations(registerPayload({ identify_as: 'neither' }))).toEqual({
      identify_as: 'Invalid selection',
    });
  });

  it('refuses a filled honeypot', async () => {
    const response = await registerRequest(
      registerPayload({ email: 'bot@example.org', website: 'http://spam' }),
    );
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, 'bot@example.org'))).toHaveLength(0);
  });
});

describe('GET/PATCH /api/users/{id}', () => {
  it('lets only the owner (or staff) read the account: others 404, guests 401', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const staff = await buildUser(t.db, { role: 'staff' });
    const own = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const mine = await t.app.inject({ url: `/api/users/${owner.id}`, headers: bearer(own.token) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: owner.id, email: owner.email, is_confirmed: true });
    const theirs = await signIn(t.app, stranger.email, DEFAULT_TEST_PASSWORD);
    const denied = await t.app.inject({ url: `/api/users/${owner.id}`, headers: bearer(theirs.token) });
    expect(denied.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner.id}`,
      headers: { ...bearer(theirs.token), 'content-type': 'application/merge-patch+json' },
      payload: { city: 'Hacked' },
    });
    expect(patch.statusCode).toBe(404);
    const guest = await t.app.inject({ url: `/api/users/${owner.id}` });
    expect(guest.statusCode).toBe(401);
    const guestPatch = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner.id}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: { city: 'Hacked' },
    });
    expect(guestPatch.statusCode).toBe(401);
    const boss = await signIn(t.app, staff.email, DEFAULT_TEST_PASSWORD);
    expect(
      (await t.app.inject({ url: `/api/users/${owner.id}`, headers: bearer(boss.token) })).statusCode,
    ).toBe(200);
  });

  it('changes the password with the current one, with the new password rules', async () => {
    const owner = await buildUser(t.db);
    const { token } = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const patch = (payload: Record<string, unknown>, type = 'application/merge-patch+json') =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${owner.id}`,
        headers: { ...bearer(token), 'content-type': type },
        payload,
      });
    expect((await patch({ password: 'new-secret' }, 'application/json')).statusCode).toBe(415);
    const missing = await patch({ password: 'new-secret', password_confirm: 'new-secret' });
    expect(missing.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'current_password',
        message: 'Please enter your current password',
      }),
    ]);
    const wrong = await patch({
      current_password: 'nope',
      password: 'new-secret',
      password_confirm: 'new-secret',
    });
    expect(wrong.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'current_password',
        message: 'The current password is not correct',
      }),
    ]);
    const rules = await patch({
      current_password: DEFAULT_TEST_PASSWORD,
      password: 'abc',
      password_confirm: 'abd',
    });
    expect(
      rules
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    ).toEqual([
      ['password', 'Must be 6 or more characters long'],
      ['password_confirm', 'Must be 6 or more characters long'],
      ['password_confirm', "Passwords don't match"],
    ]);
    // The confirmation left out: its own rule and the matching rule both found it, said twice before.
    const unconfirmed = await patch({ current_password: DEFAULT_TEST_PASSWORD, password: '123' });
    expect(
      unconfirmed
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    ).toEqual([
      ['password', 'Must be 6 or more characters long'],
      ['password_confirm', "Passwords don't match"],
    ]);
    const ok = await patch({
      current_password: DEFAULT_TEST_PASSWORD,
      password: 'new-secret',
      password_confirm: 'new-secret',
    });
    expect(ok.statusCode).toBe(200);
    await signIn(t.app, owner.email, 'new-secret');
  });

  it('keeps the session that changed its password signed in, with new cookies (others end)', async () => {
    const owner = await buildUser(t.db);
    const mine = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const other = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const session = (cookies: Record<string, string>) =>
      t.app.inject({ url: '/api/session', cookies }).then((r) => r.json().userId);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${owner.id}`,
      headers: { 'content-type': 'application/merge-patch+json' },
      cookies: mine.cookies,
      payload: {
        current_password: DEFAULT_TEST_PASSWORD,
        password: 'new-secret',
        password_confirm: 'new-secret',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = cookiesOf(changed);
    // Before: no new cookies, and this session's pages were a guest's until its token renewed.
    expect(renewed.access_token).toBeTruthy();
    expect(await session({ ...mine.cookies, ...renewed })).toBe(owner.id);
    expect(await session({ access_token: mine.cookies.access_token ?? '' })).toBeNull();
    expect(await session({ access_token: other.cookies.access_token ?? '' })).toBeNull();
  });

  it('updates the profile with the content spec rules', async () => {
    const owner = await buildUser(t.db);
    const { token } = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${owner.id}`,
        headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
        payload,
      });
    const errorsOf = async (payload: Record<string, unknown>) => {
      const response = await patch(payload);
      expect(response.statusCode).toBe(422);
      return Object.fromEntries(
        response
          .json()
          .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
      );
    };
    const year = new Date().getUTCFullYear();
    expect(await errorsOf({ country: '' })).toEqual({ country: 'Invalid selection' });
    expect(await errorsOf({ country: 'United States', state: '' })).toEqual({ state: 'Invalid selection' });
    expect(await errorsOf({ country: 'x'.repeat(101) })).toEqual({ country: 'Invalid selection' });
    expect(await errorsOf({ country: 'Atlantis' })).toEqual({ country: 'Invalid selection' });
    expect(await errorsOf({ country: 'United States', state: 'Narnia' })).toEqual({
      state: 'Invalid selection',
    });
    expect(await errorsOf({ country: 'Canada', city: 'Ab' })).toEqual({
      city: 'Must be 3 or more characters long',
    });
    expect(await errorsOf({ country: 'Canada', city: 'x'.repeat(101) })).toEqual({
      city: 'Must be 100 or fewer characters long',
    });
    expect(await errorsOf({ country: 'Canada', gender: 'robot' })).toEqual({ gender: 'Invalid selection' });
    expect(await errorsOf({ country: 'Canada', ethnicity: 'martian' })).toEqual({
      ethnicity: 'Invalid selection',
    });
    expect(await errorsOf({ country: 'Canada', birthday: `${year - 5}-01-01` })).toEqual({
      birthday: 'Invalid selection',
    });
    expect(await errorsOf({ country: 'Canada', birthday: `${year - 95}-01-01` })).toEqual({
      birthday: 'Invalid selection',
    });
    expect(await errorsOf({ country: 'Canada', birthday: '1990-02-30' })).toEqual({
      birthday: 'Invalid selection',
    });

    const ok = await patch({
      country: 'United States',
      state: 'New York',
      city: '',
      gender: 'not specify',
      ethnicity: 'prefer not to specify',
      birthday: `${year - 30}-06-15`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      country: 'United States',
      state: 'New York',
      gender: 'not specify',
      ethnicity: 'prefer not to specify',
      birthday: `${year - 30}-06-15`,
    });
    expect(ok.json().city).toBeUndefined();
    // Merge-patch: absent keys stay.
    const city = await patch({ city: 'Ithaca' });
    expect(city.json()).toMatchObject({ country: 'United States', state: 'New York', city: 'Ithaca' });
  });

  it('answers a field of the wrong kind (a number for a place, a list for a password) in its own words', async () => {
    const owner = await buildUser(t.db, { country: 'CA' });
    const { token } = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const violationsOf = async (payload: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${owner.id}`,
        headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const body = response.json();
      expect(body['@type']).toBe('ConstraintViolation');
      // Before: "country: Invalid input: expected string, received number", the validator's text.
      expect(body.detail).not.toMatch(/Invalid input|Invalid option|received/);
      return (body.violations as Array<{ propertyPath: string; message: string }>).map((v) => [
        v.propertyPath,
        v.message,
      ]);
    };
    for (const country of [2 ** 31, 1e20, -1, 5, 'x', '2147483648']) {
      expect(await violationsOf({ country })).toEqual([['country', 'Invalid selection']]);
    }
    for (const field of ['state', 'gender', 'ethnicity', 'birthday']) {
      expect(await violationsOf({ country: 'Canada', [field]: 2 ** 31 })).toEqual([
        [field, 'Invalid selection'],
      ]);
    }
    expect(await violationsOf({ city: 12345 })).toEqual([['city', 'This value should be of type string.']]);
    expect(
      await violationsOf({ current_password: ['x'], password: 'new-secret', password_confirm: 'new-secret' }),
    ).toEqual([['current_password', 'This value should be of type string.']]);
    // Staff fields are refused before they are read (403); their kinds are checked first all the same.
    expect(await violationsOf({ role: 'owner' })).toEqual([
      ['role', 'The value you selected is not a valid choice.'],
    ]);
    expect(await violationsOf({ is_blocked: 'yes' })).toEqual([
      ['is_blocked', 'This value should be of type boolean.'],
    ]);
    const [stored] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(stored?.country).toBe('CA');
  });

  it('reads a place given as codes as the same place, and keeps its names', async () => {
    // The demo seed once stored codes: such a profile must save unchanged, as the form sends it.
    const owner = await buildUser(t.db, { country: 'US', state: 'OR', city: 'Portland' });
    const { token } = await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/${owner.id}`,
        headers: { ...bearer(token), 'content-type': 'application/merge-patch+json' },
        payload,
      });
    const unchanged = await patch({ country: 'US', state: 'OR', city: 'Portland' });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ country: 'United States', state: 'Oregon', city: 'Portland' });
    const byCode = await patch({ country: 'usa', state: 'ny' });
    expect(byCode.json()).toMatchObject({ country: 'United States', state: 'New York' });
    const other = await buildUser(t.db, { country: 'US', state: 'OR' });
    const signedIn = await signIn(t.app, other.email, DEFAULT_TEST_PASSWORD);
    // Changing only the city keeps the stored place, now under its names.
    const city = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${other.id}`,
      headers: { ...bearer(signedIn.token), 'content-type': 'application/merge-patch+json' },
      payload: { city: 'Eugene' },
    });
    expect(city.statusCode).toBe(200);
    expect(city.json()).toMatchObject({ country: 'United States', state: 'Oregon', city: 'Eugene' });
  });
});

describe('registration rate limit', () => {
  it('answers 429 after the per-IP allowance', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= REGISTRATION_RATE_LIMIT.max; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: {},
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 422)).toBe(true);
  });
});

describe('GET /api/users (the back office’s user list)', () => {
  it('lists users for staff, searched by parts of email and username', async () => {
    const staff = await buildUser(t.db, { role: 'staff', email: 'staffer@goodfood.test' });
    await buildUser(t.db, { email: 'Orchard.Keeper@farm.test', username: 'orchardkeeper' });
    await buildUser(t.db, { email: 'baker@bakery.test', username: 'baker_100' });
    const { token } = await signIn(t.app, staff.email, DEFAULT_TEST_PASSWORD);
    const all = await t.app.inject({ method: 'GET', url: '/api/users?pageSize=2', headers: bearer(token) });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ '@id': '/api/users', '@type': 'Collection' });
    expect(body.member).toHaveLength(2);
    expect(body.member[0]).not.toHaveProperty('@context');
    expect(body.view.next).toBe('/api/users?pageSize=2&page=2');
    const byEmail = await t.app.inject({
      method: 'GET',
      url: '/api/users?email=orchard.KEEPER',
      headers: bearer(token),
    });
    expect(byEmail.json().member.map((u: { username: string }) => u.username)).toEqual(['orchardkeeper']);
    // `_` is a character, not a wildcard.
    const byUsername = await t.app.inject({
      method: 'GET',
      url: '/api/users?username=r_1',
      headers: bearer(token),
    });
    expect(byUsername.json().totalItems).toBe(1);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/users?username=er_1',
      headers: bearer(token),
    });
    expect(none.json().member.map((u: { username: string }) => u.username)).toEqual(['baker_100']);
  });

  it('is 401 for guests and 403 for users who are not staff', async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/users' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
