import { ACCOUNT_MESSAGES } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError, ForbiddenError, UnauthorizedError } from '../../http/errors.ts';
import { KeyLimiter } from '../../security/key-limiter.ts';
import { runAfterResponse } from '../../worker/after-response.ts';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/users.repository.ts';
import {
  assertLinkTokenUsable,
  consumeLinkToken,
  findLinkToken,
  sendConfirmationLink,
  sendResetLink,
  spendLinkToken,
} from './account-tokens.service.ts';
import { consumeUserToken } from './auth.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { signOutEverywhere } from './session.service.ts';

export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const ACCOUNT_BLOCKED = 'This account is blocked. Please contact us.';

// Per-email limits beside the per-IP route limits (product decisions: Accounts), counted in the
// database so they hold across processes and restarts (decision 021).
const limiters = new WeakMap<FastifyInstance, Record<'login' | 'reset' | 'resend', KeyLimiter>>();
function limiter(app: FastifyInstance, kind: 'login' | 'reset' | 'resend'): KeyLimiter {
  let set = limiters.get(app);
  if (!set) {
    set = {
      login: new KeyLimiter(app.db, 'login', 10, 15 * 60 * 1000),
      reset: new KeyLimiter(app.db, 'reset', 3, 60 * 60 * 1000),
      resend: new KeyLimiter(app.db, 'resend', 5, 60 * 60 * 1000),
    };
    limiters.set(app, set);
  }
  return set[kind];
}

/**
 * Same 401 for an unknown email and a wrong password (the unknown case still hashes). Failed
 * attempts are limited per address AND email: ten wrong passwords from one address lock that
 * address out of that account, never the account's owner elsewhere (decision 018).
 */
export async function checkCredentials(app: FastifyInstance, body: unknown, ip: string): Promise<UserRow> {
  const input = (body ?? {}) as Record<string, unknown>;
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email || !password || email.length > 100 || password.length > 200) {
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  // Only failed attempts count, so a user signing in often is never locked out.
  const key = `${ip}\n${email.toLowerCase()}`;
  await limiter(app, 'login').assertAllowed(key);
  const user = await findUserByEmail(app.db, email);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await limiter(app, 'login').record(key);
    throw new UnauthorizedError(INVALID_CREDENTIALS);
  }
  // Blocked by staff (the back office): the right password still opens nothing.
  if (user.blockedAt !== null) throw new UnauthorizedError(ACCOUNT_BLOCKED);
  return user;
}

/**
 * Confirms the token's account (48 h, single use). A link to an account that is confirmed already
 * (this link worked before, or another did) says so rather than calling the link used; an unused
 * link of an unconfirmed account can only have been replaced by a newer one (sending a link
 * retires the older ones), and says that.
 */
export async function confirmEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<{ user: UserRow; alreadyConfirmed: boolean }> {
  return app.db.transaction(async (tx) => {
    const row = await findLinkToken(tx, 'confirm_email', token, request.viewer.userId);
    const owner = await findUserById(tx, row.userId);
    if (!owner) throw new ForbiddenError();
    if (owner.isConfirmed) {
      if (!row.usedAt) await consumeUserToken(tx, row.id);
      return { user: owner, alreadyConfirmed: true };
    }
    if (row.usedAt) throw new BadRequestError(ACCOUNT_MESSAGES.confirmLinkReplaced);
    const userId = await spendLinkToken(tx, 'confirm_email', row);
    const user = await updateUser(tx, userId, { isConfirmed: true, confirmedAt: new Date() });
    if (!user) throw new ForbiddenError();
    return { user, alreadyConfirmed: false };
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
  if (user.isConfirmed) return ACCOUNT_MESSAGES.alreadyConfirmed;
  if (!resend) {
    await updateUser(app.db, userId, { confirmationPromptDismissedAt: new Date() });
    return 'OK';
  }
  await limiter(app, 'resend').hit(String(userId));
  await app.db.transaction((tx) => sendConfirmationLink(app, tx, user));
  return 'Thank you! The email may take a few minutes to arrive.';
}

/**
 * Always the neutral answer; only a known email gets a link (1 h, single use). The answer does the
 * same work either way: the lookup and the link are made after it is sent, so its timing cannot
 * tell which emails have accounts (decision 018).
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  await limiter(app, 'reset').hit(email.trim().toLowerCase());
  runAfterResponse(app, 'password reset request', async () => {
    const user = await findUserByEmail(app.db, email.trim());
    if (user) await app.db.transaction((tx) => sendResetLink(app, tx, user));
  });
}

/** Sets the new password from a reset link and signs the account out everywhere. */
/**
 * Whether a password reset link can still be used, without using it: the reset page asks before
 * showing its form. Throws the link's own message (not valid, used, expired, another account's).
 */
export async function checkResetLink(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<void> {
  const row = await findLinkToken(app.db, 'reset_password', token, request.viewer.userId);
  assertLinkTokenUsable('reset_password', row);
}

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
    await signOutEverywhere(tx, userId);
  });
}

export { ACCOUNT_MESSAGES };
