import { ACCOUNT_MESSAGES } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../http/errors.ts';
import { KeyLimiter } from '../../security/key-limiter.ts';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/users.repository.ts';
import { consumeLinkToken, sendConfirmationLink, sendResetLink } from './account-tokens.service.ts';
import { revokeUserFamilies } from './auth.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const INVALID_CREDENTIALS = 'Invalid credentials.';

// Per-email limits beside the per-IP route limits (product decisions: Accounts), per app instance.
const limiters = new WeakMap<FastifyInstance, Record<'login' | 'reset' | 'resend', KeyLimiter>>();
function limiter(app: FastifyInstance, kind: 'login' | 'reset' | 'resend'): KeyLimiter {
  let set = limiters.get(app);
  if (!set) {
    set = {
      login: new KeyLimiter(10, 15 * 60 * 1000),
      reset: new KeyLimiter(3, 60 * 60 * 1000),
      resend: new KeyLimiter(5, 60 * 60 * 1000),
    };
    limiters.set(app, set);
  }
  return set[kind];
}

/** Same 401 for an unknown email and a wrong password (the unknown case still hashes). */
export async function checkCredentials(app: FastifyInstance, body: unknown): Promise<UserRow> {
  const input = (body ?? {}) as Record<string, unknown>;
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email || !password || email.length > 100 || password.length > 200) {
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  // Only failed attempts count, so a user signing in often is never locked out.
  const key = email.toLowerCase();
  limiter(app, 'login').assertAllowed(key);
  const user = await findUserByEmail(app.db, email);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    limiter(app, 'login').record(key);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  return user;
}

/** Confirms the token's account (48 h, single use); returns the confirmed user. */
export async function confirmEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<UserRow> {
  return app.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, 'confirm_email', token, request.viewer.userId);
    const user = await updateUser(tx, userId, { isConfirmed: true, confirmedAt: new Date() });
    if (!user) throw new ForbiddenError();
    return user;
  });
}

/** The confirmation modal: resend the link (confirm=true) or record that it was closed. */
export async function answerConfirmationPrompt(
  app: FastifyInstance,
  userId: number,
  resend: boolean,
): Promise<string> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new UnauthorizedError('Invalid JWT Token');
  if (user.isConfirmed) return 'Your email address is already confirmed.';
  if (!resend) {
    await updateUser(app.db, userId, { confirmationPromptDismissedAt: new Date() });
    return 'OK';
  }
  limiter(app, 'resend').hit(String(userId));
  await app.db.transaction((tx) => sendConfirmationLink(app, tx, user));
  return 'Thank you! The email may take a few minutes to arrive.';
}

/** Always the neutral answer; only a known email gets a link (1 h, single use). */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  limiter(app, 'reset').hit(email.trim().toLowerCase());
  const user = await findUserByEmail(app.db, email.trim());
  if (!user) return;
  await app.db.transaction((tx) => sendResetLink(app, tx, user));
}

/** Sets the new password from a reset link and signs the account out everywhere. */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, 'reset_password', token, request.viewer.userId);
    // The link reached the inbox, which proves the address as well as a confirmation would.
    const user = await updateUser(tx, userId, { passwordHash, isConfirmed: true });
    if (!user) throw new ForbiddenError();
    if (!user.confirmedAt) await updateUser(tx, userId, { confirmedAt: new Date() });
    await revokeUserFamilies(tx, userId);
  });
}

export { ACCOUNT_MESSAGES };
