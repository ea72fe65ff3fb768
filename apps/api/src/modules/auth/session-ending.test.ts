import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { settleAfterResponse } from '../../worker/after-response.ts';
import { signAccessToken } from './access-token.ts';
import { bearer, cookiesOf, csrfPair, linkTokenFor, pastReuseGrace, signIn } from './test-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (userId: number, token: string) =>
  t.app.inject({ url: `/api/users/${userId}`, headers: bearer(token) });

describe('access tokens end at once', () => {
  it('when their session signs out: before, they worked for up to 15 minutes more', async () => {
    const user = await buildUser(t.db);
    const laptop = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const phone = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    expect((await me(user.id, laptop.token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { refresh_token: laptop.cookies.refresh_token ?? '' },
    });
    expect(logout.statusCode).toBe(204);
    const after = await me(user.id, laptop.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    // The other device renews its access token with its own (still valid) refresh token.
    expect((await me(user.id, phone.token)).statusCode).toBe(401);
    const renewed = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: phone.cookies.refresh_token ?? '' },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await me(user.id, renewed.json().token)).statusCode).toBe(200);
  });

  it('when signed out with only the access token (no refresh cookie)', async () => {
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect((await me(user.id, token)).statusCode).toBe(401);
  });

  it('when the password changes: every token signed before stops working', async () => {
    const user = await buildUser(t.db);
    const here = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const elsewhere = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { ...bearer(here.token), 'content-type': 'application/merge-patch+json' },
      cookies: { refresh_token: here.cookies.refresh_token ?? '' },
      payload: {
        current_password: DEFAULT_TEST_PASSWORD,
        password: 'new-secret',
        password_confirm: 'new-secret',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(user.id, elsewhere.token)).statusCode).toBe(401);
    expect((await me(user.id, here.token)).statusCode).toBe(401);
    // This session keeps its refresh token and renews; the other one is signed out for good.
    const renewed = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: here.cookies.refresh_token ?? '' },
    });
    expect(renewed.statusCode).toBe(200);
    const other = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: elsewhere.cookies.refresh_token ?? '' },
    });
    expect(other.statusCode).toBe(401);
  });

  it('when a reset link sets a new password', async () => {
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const csrf = await csrfPair(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { csrf: csrf.cookie },
      payload: `email=${encodeURIComponent(user.email)}&_token=${csrf.token}`,
    });
    await settleAfterResponse(t.app);
    const link = await linkTokenFor(t.db, user.email, 'reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: link, password: 'new-secret', password_confirm: 'new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(user.id, token)).statusCode).toBe(401);
  });

  it('when a rotated refresh token is presented again after the grace period (its family is revoked)', async () => {
    const user = await buildUser(t.db);
    const first = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const rotated = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: first.cookies.refresh_token ?? '' },
    });
    const fresh = rotated.json().token as string;
    expect((await me(user.id, fresh)).statusCode).toBe(200);
    await pastReuseGrace(t.db, user.id);
    const reuse = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: first.cookies.refresh_token ?? '' },
    });
    expect(reuse.statusCode).toBe(401);
    expect((await me(user.id, fresh)).statusCode).toBe(401);
  });

  it('and a new sign-in works as before', async () => {
    const user = await buildUser(t.db);
    const { response } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    await t.app.inject({ method: 'POST', url: '/api/logout', cookies: cookiesOf(response) });
    const again = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    expect((await me(user.id, again.token)).statusCode).toBe(200);
  });
});

describe('access tokens must be complete', () => {
  const signed = (claims: Record<string, unknown>, withExpiry: boolean) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (withExpiry) jwt.setExpirationTime('15m');
    return jwt.sign(new TextEncoder().encode(t.app.config.jwtSecret));
  };

  it('refuses a correctly signed token without exp (it would never expire) or without a version', async () => {
    const user = await buildUser(t.db);
    const forever = await signed({ sub: String(user.id), id: user.id, roles: ['ROLE_USER'], ver: 0 }, false);
    const response = await me(user.id, forever);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    const unversioned = await signed({ sub: String(user.id), id: user.id, roles: ['ROLE_USER'] }, true);
    expect((await me(user.id, unversioned)).statusCode).toBe(401);
    const complete = await signAccessToken(t.app.config.jwtSecret, {
      userId: user.id,
      username: user.username,
      roles: ['ROLE_USER'],
      tokenVersion: 0,
    });
    expect((await me(user.id, complete)).statusCode).toBe(200);
  });
});
