import { ACCOUNT_MESSAGES } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { BadRequestError, ForbiddenError } from '../../http/errors.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { confirmEmailTemplate } from '../mail/templates/confirm-email.tsx';
import { resetPasswordTemplate } from '../mail/templates/reset-password.tsx';
import type { UserRow } from '../users/users.repository.ts';
import {
  consumeUserToken,
  findUserToken,
  insertUserToken,
  retireUserTokens,
  type UserTokenRow,
} from './auth.repository.ts';
import type { TokenPurpose } from './auth.table.ts';
import { createSecretToken, hashSecretToken } from './secret-tokens.ts';

export const CONFIRM_TTL_MS = 48 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;

const LINK_ERRORS: Record<TokenPurpose, { invalid: string; expired: string; used: string; other: string }> = {
  confirm_email: {
    invalid: ACCOUNT_MESSAGES.confirmLinkInvalid,
    expired: 'This confirmation link has expired. Sign in and ask for a new one.',
    used: 'This confirmation link has already been used.',
    other: 'This confirmation link belongs to another account. Sign out and open it again.',
  },
  reset_password: {
    invalid: ACCOUNT_MESSAGES.resetLinkInvalid,
    expired: 'This password reset link has expired. Please ask for a new one.',
    used: 'This password reset link has already been used.',
    other: 'This password reset link belongs to another account. Sign out and open it again.',
  },
};

/** Creates a single-use link token (retiring older ones) and queues its email, in `tx`. */
async function sendLink(
  app: FastifyInstance,
  tx: DbExecutor,
  user: UserRow,
  purpose: TokenPurpose,
): Promise<void> {
  const { token, hash } = createSecretToken();
  await retireUserTokens(tx, user.id, purpose);
  const ttl = purpose === 'confirm_email' ? CONFIRM_TTL_MS : RESET_TTL_MS;
  await insertUserToken(tx, {
    userId: user.id,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ttl),
  });
  const base = app.config.publicUrl;
  if (purpose === 'confirm_email') {
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Please confirm your email',
      template: confirmEmailTemplate,
      props: { username: user.username, url: `${base}/confirm-email?token=${encodeURIComponent(token)}` },
    });
  } else {
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Reset your password',
      template: resetPasswordTemplate,
      props: { username: user.username, url: `${base}/reset-password/${encodeURIComponent(token)}` },
    });
  }
}

export const sendConfirmationLink = (app: FastifyInstance, tx: DbExecutor, user: UserRow) =>
  sendLink(app, tx, user, 'confirm_email');
export const sendResetLink = (app: FastifyInstance, tx: DbExecutor, user: UserRow) =>
  sendLink(app, tx, user, 'reset_password');

/**
 * The link token's row inside `tx`, if it is one of ours; `viewerId` (when signed in) must be its
 * owner. Says nothing yet about whether it can still be used.
 */
export async function findLinkToken(
  tx: DbExecutor,
  purpose: TokenPurpose,
  token: string,
  viewerId: number | null,
): Promise<UserTokenRow> {
  const messages = LINK_ERRORS[purpose];
  const row = await findUserToken(tx, purpose, hashSecretToken(token));
  if (!row) throw new BadRequestError(messages.invalid);
  if (viewerId !== null && viewerId !== row.userId) throw new ForbiddenError(messages.other);
  return row;
}

/** Throws the link's message when a found token was used already or is past its time. */
export function assertLinkTokenUsable(purpose: TokenPurpose, row: UserTokenRow): void {
  const messages = LINK_ERRORS[purpose];
  if (row.usedAt) throw new BadRequestError(messages.used);
  if (row.expiresAt.getTime() <= Date.now()) throw new BadRequestError(messages.expired);
}

/** Uses a found link token once, if it is unused and in time; returns its user id. */
export async function spendLinkToken(
  tx: DbExecutor,
  purpose: TokenPurpose,
  row: UserTokenRow,
): Promise<number> {
  assertLinkTokenUsable(purpose, row);
  if (!(await consumeUserToken(tx, row.id))) throw new BadRequestError(LINK_ERRORS[purpose].used);
  return row.userId;
}

/**
 * Checks and uses a link token inside `tx`; returns its user id. `viewerId` (when signed in)
 * must be the token's owner.
 */
export async function consumeLinkToken(
  tx: DbExecutor,
  purpose: TokenPurpose,
  token: string,
  viewerId: number | null,
): Promise<number> {
  return spendLinkToken(tx, purpose, await findLinkToken(tx, purpose, token, viewerId));
}
