import { ACCOUNT_MESSAGES } from '@gfj/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { settleAfterResponse } from '../../worker/after-response.ts';
import { users } from '../users/users.table.ts';
import { signAccessToken } from './access-token.ts';
import { AUTH_RATE_LIMITS } from './auth.routes.ts';
import { purgeExpiredTokens } from './auth.schedules.ts';
import { refreshTokens, userTokens } from './auth.table.ts';
import { bearer, cookiesOf, csrfPair, linkTokenFor, pastReuseGrace, signIn } from './test-session.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function register(email: string, password = 'secret12') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, password, password_confirm: password, identify_as: 'job poster' },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe('POST /api/login/check', () => {
  it('answers the token in the body and sets HttpOnly Lax cookies; session cookie without remember me', async () => {
    const user = await buildUser(t.db);
    const { token, response } = await signIn(t.app, user.email.toUpperCase(), DEFAULT_TEST_PASSWORD);
    expect(token.split('.')).toHaveLength(3);
    const access = response.cookies.find((c) => c.name === 'access_token');
    const refresh = response.cookies.find((c) => c.name === 'refresh_token');
    expect(access).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', maxAge: 900, path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(refresh?.maxAge).toBeUndefined();
    expect(access?.secure).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
    expect(row?.lastIp).toBe('127.0.0.1');
  });

  it('makes the refresh cookie persistent for 30 days with _remember_me', async () => {
    const user = await buildUser(t.db);
    const { response } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD, true);
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.maxAge).toBe(30 * 24 * 3600);
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const user = await buildUser(t.db);
    for (const payload of [
      { email: 'nobody@example.org', password: DEFAULT_TEST_PASSWORD },
      { email: user.email, password: 'wrong password' },
      {},
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/login/check', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('marks cookies Secure when the public URL is https', async () => {
    const secure = await createTestApp({ config: { publicUrl: 'https://jobs.example.org' } });
    try {
      const user = await buildUser(secure.db);
      const { response } = await signIn(secure.app, user.email, DEFAULT_TEST_PASSWORD);
      for (const cookie of response.cookies) expect(cookie.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('marks every cookie Secure in production mode, whatever PUBLIC_URL says (it runs behind HTTPS)', async () => {
    const production = await createTestApp({
      config: { mode: 'production', smtpUrl: 'smtp://127.0.0.1:9', publicUrl: 'http://jobs.example.org' },
    });
    try {
      const user = await buildUser(production.db);
      const { response } = await signIn(production.app, user.email, DEFAULT_TEST_PASSWORD);
      const csrf = await production.app.inject({ url: '/api/csrf-token' });
      const job = await buildJob(production.db);
      const view = await production.app.inject({
        method: 'POST',
        url: '/api/job-views',
        payload: { job: job.id },
      });
      const cookies = [...response.cookies, ...csrf.cookies, ...view.cookies];
      expect(cookies.map((c) => c.name).sort()).toEqual(['access_token', 'csrf', 'gfj_vid', 'refresh_token']);
      for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
    } finally {
      await production.close();
    }
  });
});

describe('access tokens', () => {
  it('are accepted from the Authorization header and from the cookie; bad ones give the JWT messages', async () => {
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const viaHeader = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(token) });
    expect(viaHeader.statusCode).toBe(200);
    const viaCookie = await t.app.inject({ url: `/api/users/${user.id}`, cookies: { access_token: token } });
    expect(viaCookie.statusCode).toBe(200);
    const none = await t.app.inject({ url: `/api/users/${user.id}` });
    expect(none.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    const forged = await t.app.inject({
      url: `/api/users/${user.id}`,
      headers: bearer(`${token.slice(0, -4)}AAAA`),
    });
    expect(forged.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    const expired = await signAccessToken(
      t.app.config.jwtSecret,
      { userId: user.id, username: user.username, roles: ['ROLE_USER'], tokenVersion: 0 },
      new Date(Date.now() - 3600_000),
    );
    const late = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(expired) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ code: 401, message: 'Expired JWT Token' });
  });
});

describe('/api/token/refresh', () => {
  it('reads the refresh token from the cookie, the query and a JSON body, rotating it each time', async () => {
    const user = await buildUser(t.db);
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD, true);
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/token/refresh',
      cookies: { refresh_token: cookies.refresh_token ?? '' },
    });
    expect(first.statusCode).toBe(200);
    const second = cookiesOf(first);
    expect(second.refresh_token).not.toBe(cookies.refresh_token);
    expect(first.cookies.find((c) => c.name === 'refresh_token')?.maxAge).toBe(30 * 24 * 3600);
    expect(first.json().token).toBe(second.access_token);

    const viaQuery = await t.app.inject({
      method: 'GET',
      url: `/api/token/refresh?refresh_token=${second.refresh_token}`,
    });
    expect(viaQuery.statusCode).toBe(200);
    const third = cookiesOf(viaQuery).refresh_token;

    const viaBody = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: third },
    });
    expect(viaBody.statusCode).toBe(200);
    const me = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(viaBody.json().token) });
    expect(me.statusCode).toBe(200);
  });

  it('ignores an expired Authorization header', async () => {
    const user = await buildUser(t.db);
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const response = await t.app.inject({
      url: '/api/token/refresh',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.x'),
      cookies: { refresh_token: cookies.refresh_token ?? '' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers two concurrent refreshes with one token each with a working session of its family', async () => {
    const user = await buildUser(t.db);
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const old = cookies.refresh_token ?? '';
    // A browser's parallel requests (React Router's .data fetches) each renew with the same cookie.
    const answers = await Promise.all([
      t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: old } }),
      t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: old } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const sessions = answers.map((a) => cookiesOf(a));
    expect(sessions[0]?.refresh_token).not.toBe(sessions[1]?.refresh_token);
    for (const session of sessions) {
      const me = await t.app.inject({
        url: '/api/session',
        cookies: { access_token: session.access_token ?? '' },
      });
      expect(me.json()).toMatchObject({ userId: user.id });
      const next = await t.app.inject({
        url: '/api/token/refresh',
        cookies: { refresh_token: session.refresh_token ?? '' },
      });
      expect(next.statusCode).toBe(200);
      const after = await t.app.inject({ url: `/api/users/${user.id}`, headers: bearer(next.json().token) });
      expect(after.statusCode).toBe(200);
    }
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
    expect(rows.every((r) => r.revokedAt === null)).toBe(true);
  });

  it('answers a rotated token presented again within the grace period, without revoking', async () => {
    const user = await buildUser(t.db);
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const old = cookies.refresh_token ?? '';
    const rotated = await t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: old } });
    const fresh = cookiesOf(rotated).refresh_token ?? '';
    const again = await t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: old } });
    expect(again.statusCode).toBe(200);
    const stillFresh = await t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: fresh } });
    expect(stillFresh.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again after the grace period', async () => {
    const user = await buildUser(t.db);
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const old = cookies.refresh_token ?? '';
    const rotated = await t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: old } });
    const fresh = cookiesOf(rotated).refresh_token ?? '';
    await pastReuseGrace(t.db, user.id);
    const reuse = await t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: old } });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    // The legitimate newest token of that family is dead too.
    const afterReuse = await t.app.inject({ url: '/api/token/refresh', cookies: { refresh_token: fresh } });
    expect(afterReuse.statusCode).toBe(401);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    expect(rows.every((r) => r.tokenHash !== old && r.tokenHash !== fresh)).toBe(true);
  });

  it('answers 401 without a token, for an unknown one, and for an expired one', async () => {
    const missing = await t.app.inject({ url: '/api/token/refresh' });
    expect(missing.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    const unknown = await t.app.inject({ url: '/api/token/refresh?refresh_token=nope' });
    expect(unknown.json()).toEqual({ code: 401, message: 'Invalid JWT Token' });
    const user = await buildUser(t.db);
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    const expired = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: cookies.refresh_token ?? '' },
    });
    expect(expired.json()).toEqual({ code: 401, message: 'Expired JWT Token' });
  });
});

describe('POST /api/logout', () => {
  it('revokes the refresh family and clears both cookies', async () => {
    const user = await buildUser(t.db);
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', cookies });
    expect(response.statusCode).toBe(204);
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared.access_token?.value).toBe('');
    expect(cleared.refresh_token?.value).toBe('');
    const refresh = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: cookies.refresh_token ?? '' },
    });
    expect(refresh.statusCode).toBe(401);
  });
});

describe('GET /api/session', () => {
  it('tells the web app who is signed in', async () => {
    const guest = await t.app.inject({ url: '/api/session' });
    expect(guest.json()).toEqual({ userId: null, isConfirmed: false, isStaff: false });
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const me = await t.app.inject({ url: '/api/session', cookies: { access_token: token } });
    expect(me.json()).toMatchObject({
      userId: user.id,
      username: user.username,
      email: user.email,
      isConfirmed: true,
    });
    expect(me.json().lastLogin).toMatch(/\+00:00$/);
  });
});

describe('email confirmation', () => {
  it('confirms with the emailed link once; reuse says the account is confirmed; unknown and expired tokens get clear errors', async () => {
    const { id } = await register('confirm.me@example.org');
    const token = await linkTokenFor(t.db, 'confirm.me@example.org', 'confirm');
    const ok = await t.app.inject({ method: 'POST', url: '/api/email-confirmations', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Your account is now confirmed. What are you waiting for? Start searching!',
      already_confirmed: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.isConfirmed).toBe(true);

    // A link that already worked: the account is confirmed, which is what its owner wants to know.
    const again = await t.app.inject({ method: 'POST', url: '/api/email-confirmations', payload: { token } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      message: 'Your email address is already confirmed.',
      already_confirmed: true,
    });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/email-confirmations',
      payload: { token: 'abc' },
    });
    expect(wrong.json().detail).toBe('This confirmation link is not valid.');

    await register('late@example.org');
    const lateToken = await linkTokenFor(t.db, 'late@example.org', 'confirm');
    const [late] = await t.db.select().from(users).where(eq(users.email, 'late@example.org'));
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, late?.id ?? 0));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/email-confirmations',
      payload: { token: lateToken },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe('This confirmation link has expired. Sign in and ask for a new one.');
  });

  it('refuses a link of another account while signed in', async () => {
    await register('owner.link@example.org');
    const token = await linkTokenFor(t.db, 'owner.link@example.org', 'confirm');
    const other = await buildUser(t.db);
    const { token: access } = await signIn(t.app, other.email, DEFAULT_TEST_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email-confirmations',
      payload: { token },
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('resends (confirm=true) or records the dismissal (confirm=false), with CSRF', async () => {
    await register('resend.me@example.org');
    const first = await linkTokenFor(t.db, 'resend.me@example.org', 'confirm');
    const { token } = await signIn(t.app, 'resend.me@example.org', 'secret12');
    const csrf = await csrfPair(t.app);
    const post = (payload: string, withCookie = true) =>
      t.app.inject({
        method: 'POST',
        url: '/api/email-confirmation/resend',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        cookies: withCookie ? { access_token: token, csrf: csrf.cookie } : { access_token: token },
        payload,
      });
    const noCsrf = await post('confirm=true', true);
    expect(noCsrf.statusCode).toBe(403);
    const cookieMissing = await post(`_token=${csrf.token}&confirm=true`, false);
    expect(cookieMissing.statusCode).toBe(403);

    const dismissed = await post(`_token=${csrf.token}&confirm=false`);
    expect(dismissed.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'resend.me@example.org'));
    expect(row?.confirmationPromptDismissedAt).toBeInstanceOf(Date);
    expect(await linkTokenFor(t.db, 'resend.me@example.org', 'confirm')).toBe(first);

    const resent = await post(`_token=${csrf.token}&confirm=true`);
    expect(resent.statusCode).toBe(200);
    const second = await linkTokenFor(t.db, 'resend.me@example.org', 'confirm');
    expect(second).not.toBe(first);
    // Only the newest link works; the first, never clicked, says it was replaced.
    const confirmWith = (link: string) =>
      t.app.inject({ method: 'POST', url: '/api/email-confirmations', payload: { token: link } });
    const old = await confirmWith(first);
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toBe(
      'This confirmation link was replaced by a newer one. Please use the link in the latest email we sent you.',
    );
    expect((await confirmWith(second)).json()).toMatchObject({ already_confirmed: false });
    // Once confirmed, the replaced link says so too rather than calling itself used.
    const afterwards = await confirmWith(first);
    expect(afterwards.statusCode).toBe(200);
    expect(afterwards.json()).toMatchObject({
      message: 'Your email address is already confirmed.',
      already_confirmed: true,
    });

    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/email-confirmation/resend',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=true',
    });
    expect(guest.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  /** The request, then the link it makes after answering (decision 018). */
  async function requestReset(email: string, csrf: { cookie: string; token: string }, extra = '') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/request',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { csrf: csrf.cookie },
      payload: `email=${encodeURIComponent(email)}&_token=${csrf.token}${extra}`,
    });
    await settleAfterResponse(t.app);
    return response;
  }

  it('answers the neutral message for known and unknown emails; only known ones get a link', async () => {
    const user = await buildUser(t.db);
    const csrf = await csrfPair(t.app);
    for (const email of [user.email, 'ghost@example.org']) {
      const response = await requestReset(email, csrf);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetRequestSent });
    }
    await expect(linkTokenFor(t.db, user.email, 'reset')).resolves.toMatch(/^[A-Za-z0-9_-]{40,}$/);
    await expect(linkTokenFor(t.db, 'ghost@example.org', 'reset')).rejects.toThrow();
  });

  it('validates the email and checks CSRF and the honeypot', async () => {
    const csrf = await csrfPair(t.app);
    const invalid = await requestReset('not-an-email', csrf);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'Invalid email' }),
    ]);
    const empty = await requestReset('', csrf);
    expect(empty.json().violations[0].message).toBe('Please enter an email address');
    const badToken = await requestReset('a@example.org', { cookie: csrf.cookie, token: 'forged' });
    expect(badToken.statusCode).toBe(403);
    const bot = await requestReset('a@example.org', csrf, '&website=spam');
    expect(bot.statusCode).toBe(400);
  });

  it('sets the new password once, signs out every session, and refuses expired or reused links', async () => {
    const user = await buildUser(t.db, { isConfirmed: false, confirmedAt: null });
    const { cookies } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    await requestReset(user.email, await csrfPair(t.app));
    const token = await linkTokenFor(t.db, user.email, 'reset');

    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'new-secret', password_confirm: 'other-secret' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'password_confirm', message: "Passwords don't match" }),
    ]);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'abc', password_confirm: 'abc' },
    });
    expect(short.json().violations.map((v: { message: string }) => v.message)).toEqual([
      'Must be 6 or more characters long',
      'Must be 6 or more characters long',
    ]);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'new-secret', password_confirm: 'new-secret' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password has been changed successfully, you can login now!');
    await signIn(t.app, user.email, 'new-secret');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login/check',
      payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const refresh = await t.app.inject({
      url: '/api/token/refresh',
      cookies: { refresh_token: cookies.refresh_token ?? '' },
    });
    expect(refresh.statusCode).toBe(401);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'third-secret', password_confirm: 'third-secret' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().detail).toBe('This password reset link has already been used.');

    await requestReset(user.email, await csrfPair(t.app));
    const second = await linkTokenFor(t.db, user.email, 'reset');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, user.id));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: second, password: 'third-secret', password_confirm: 'third-secret' },
    });
    expect(expired.json().detail).toBe('This password reset link has expired. Please ask for a new one.');
  });

  it('checks a link without using it: usable, then used, expired, unknown or another account’s', async () => {
    const user = await buildUser(t.db);
    await requestReset(user.email, await csrfPair(t.app));
    const token = await linkTokenFor(t.db, user.email, 'reset');
    const check = (value: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/reset-password/check', headers, payload: { token: value } });

    // Asking twice uses nothing: the link still sets the password afterwards.
    for (let i = 0; i < 2; i++) {
      const usable = await check(token);
      expect(usable.statusCode).toBe(200);
      expect(usable.json()).toEqual({ success: true, message: 'This password reset link can be used.' });
    }
    const other = await buildUser(t.db);
    const { token: access } = await signIn(t.app, other.email, DEFAULT_TEST_PASSWORD);
    const foreign = await check(token, bearer(access));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().detail).toBe(
      'This password reset link belongs to another account. Sign out and open it again.',
    );
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: 'new-secret', password_confirm: 'new-secret' },
    });
    expect(set.statusCode).toBe(200);

    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.headers['content-type']).toContain('application/problem+json');
    expect(used.json().detail).toBe('This password reset link has already been used.');

    await requestReset(user.email, await csrfPair(t.app));
    const second = await linkTokenFor(t.db, user.email, 'reset');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, user.id));
    expect((await check(second)).json().detail).toBe(
      'This password reset link has expired. Please ask for a new one.',
    );
    const unknown = await check('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('This password reset link is not valid.');
    const empty = await check('');
    expect(empty.statusCode).toBe(422);
  });

  it('refuses a link of another account while signed in, and confirmation tokens as reset tokens', async () => {
    const owner = await buildUser(t.db);
    await requestReset(owner.email, await csrfPair(t.app));
    const token = await linkTokenFor(t.db, owner.email, 'reset');
    const other = await buildUser(t.db);
    const { token: access } = await signIn(t.app, other.email, DEFAULT_TEST_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      headers: bearer(access),
      payload: { token, password: 'new-secret', password_confirm: 'new-secret' },
    });
    expect(response.statusCode).toBe(403);
    await register('purpose@example.org');
    const confirmToken = await linkTokenFor(t.db, 'purpose@example.org', 'confirm');
    const wrongPurpose = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: confirmToken, password: 'new-secret', password_confirm: 'new-secret' },
    });
    expect(wrongPurpose.json().detail).toBe('This password reset link is not valid.');
  });
});

describe('rate limits', () => {
  it('locks an address out of an email after ten wrong passwords, never the owner elsewhere', async () => {
    const user = await buildUser(t.db);
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/check',
        payload: { email: user.email, password },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt('guessing', '10.2.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Even the right password waits out the window from that address…
    expect((await attempt(DEFAULT_TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    // … while the owner, anywhere else, signs in as usual (before: 429 for 15 minutes).
    expect((await attempt(DEFAULT_TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts only failed sign-ins against an email', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 12; i++) await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
  });

  it('answers 429 problem+json once the reset request allowance is used up', async () => {
    const limited = await createTestApp();
    try {
      const csrf = await csrfPair(limited.app);
      const statuses: number[] = [];
      const max = AUTH_RATE_LIMITS.resetRequest.max;
      for (let i = 0; i < max + 2; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/reset-password/request',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          cookies: { csrf: csrf.cookie },
          payload: `email=rate${i}@example.org&_token=${csrf.token}`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.headers['content-type']).toContain('application/problem+json');
          expect(response.json()).toMatchObject({ status: 429, '@type': 'Error' });
        }
      }
      expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
      expect(statuses.slice(max)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits reset requests per email too', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const csrf = await csrfPair(limited.app);
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/reset-password/request',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.0.0.${i}` },
          cookies: { csrf: csrf.cookie },
          payload: `email=same@example.org&_token=${csrf.token}`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('purgeExpiredTokens', () => {
  it('deletes refresh tokens and links dead for over a week, keeps live ones', async () => {
    const user = await buildUser(t.db);
    await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(refreshTokens.id, rows[0]?.id ?? 0));
    await purgeExpiredTokens(t.db);
    const left = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([rows[1]?.id]);
  });
});
