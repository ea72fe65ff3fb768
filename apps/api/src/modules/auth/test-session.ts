import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { refreshTokens } from './auth.table.ts';
import { REFRESH_REUSE_GRACE_SECONDS } from './session.service.ts';

/** Test helpers for the accounts tests: sign in over HTTP and read links from queued mail. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberMe = false,
): Promise<{ token: string; cookies: Record<string, string>; response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/check',
    payload: { email, password, _remember_me: rememberMe },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { token: response.json().token, cookies: cookiesOf(response), response };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest queued mail to `to`. */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The token in the newest link of `kind` mailed to `to`. */
export async function linkTokenFor(db: Db, to: string, kind: 'confirm' | 'reset'): Promise<string> {
  const mail = await lastMailTo(db, to);
  const pattern =
    kind === 'confirm' ? /\/confirm-email\?token=([A-Za-z0-9_-]+)/ : /\/reset-password\/([A-Za-z0-9_-]+)/;
  const match = mail?.text.match(pattern);
  if (!match?.[1]) throw new Error(`no ${kind} link mailed to ${to}`);
  return match[1];
}

/** A CSRF cookie + token pair, as the web root loader would issue. */
export async function csrfPair(app: FastifyInstance): Promise<{ cookie: string; token: string }> {
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token' });
  return { cookie: cookiesOf(response).csrf ?? '', token: response.json().token };
}

/** Moves a user's rotated refresh tokens' rotation just past the reuse grace period. */
export async function pastReuseGrace(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - ${REFRESH_REUSE_GRACE_SECONDS + 1} * interval '1 second'` })
    .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.rotatedAt)));
}
