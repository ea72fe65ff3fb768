import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import { ACCESS_COOKIE, baseCookieOptions, REFRESH_COOKIE } from '../../security/cookies.ts';
import type { UserRow } from '../users/users.repository.ts';
import { bumpTokenVersion, findUserById, recordLogin } from '../users/users.repository.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-token.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  revokeUserFamilies,
  rotatedWithin,
} from './auth.repository.ts';
import { createSecretToken, hashSecretToken } from './secret-tokens.ts';

export { ACCESS_COOKIE, REFRESH_COOKIE };
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/**
 * The reuse grace period (decision 006): a refresh token presented again at most this long after
 * its rotation gets a new token of the same family instead of being taken for a stolen one. A
 * browser sends several requests at once (React Router's `.data` fetches, parallel API calls), each
 * renewing the session with the same cookie; only the first rotates it.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

function rolesOf(user: UserRow): string[] {
  return user.role === 'staff' ? ['ROLE_USER', 'ROLE_STAFF'] : ['ROLE_USER'];
}

/**
 * A new access cookie for a session whose access token just ended with the others (its user's
 * token version moved: a new password), its refresh token left as it is: rotating it here would
 * make a refresh already on its way with the old one look like a stolen token.
 */
export async function renewAccessCookie(app: FastifyInstance, reply: FastifyReply, user: UserRow) {
  const token = await signAccessToken(app.config.jwtSecret, {
    userId: user.id,
    username: user.username,
    roles: rolesOf(user),
    tokenVersion: user.tokenVersion,
  });
  reply.setCookie(ACCESS_COOKIE, token, { ...baseCookieOptions(app), maxAge: ACCESS_TOKEN_TTL_SECONDS });
}

/** Sets both cookies and returns the access token for the body. */
async function issueTokens(
  app: FastifyInstance,
  reply: FastifyReply,
  user: UserRow,
  family: { id: string; persistent: boolean },
): Promise<string> {
  const token = await signAccessToken(app.config.jwtSecret, {
    userId: user.id,
    username: user.username,
    roles: rolesOf(user),
    tokenVersion: user.tokenVersion,
  });
  const refresh = createSecretToken();
  await insertRefreshToken(app.db, {
    userId: user.id,
    familyId: family.id,
    tokenHash: refresh.hash,
    persistent: family.persistent,
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  const options = baseCookieOptions(app);
  reply.setCookie(ACCESS_COOKIE, token, { ...options, maxAge: ACCESS_TOKEN_TTL_SECONDS });
  reply.setCookie(
    REFRESH_COOKIE,
    refresh.token,
    family.persistent ? { ...options, maxAge: REFRESH_TTL_SECONDS } : options,
  );
  return token;
}

/** Starts a new refresh family (a sign-in) and records last_login / last_ip. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  persistent: boolean,
): Promise<string> {
  await recordLogin(app.db, user.id, request.ip);
  return issueTokens(app, reply, user, { id: randomUUID(), persistent });
}

/** The refresh token of a request: cookie, then query, then JSON body (api-conventions). */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  const fromCookie = request.cookies[REFRESH_COOKIE];
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const candidate = fromCookie || query?.refresh_token || body?.refresh_token;
  return typeof candidate === 'string' && candidate.length > 0 ? candidate : undefined;
}

/**
 * Rotates the presented refresh token. One already rotated is answered with a new token of its
 * family within the reuse grace period (concurrent refreshes of one browser); later, it is taken
 * for a stolen token and revokes its family.
 */
export async function refreshSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string> {
  const presented = readRefreshToken(request);
  if (!presented) throw new UnauthorizedError('JWT Token not found');
  const row = await findRefreshToken(app.db, hashSecretToken(presented));
  if (!row || row.revokedAt) throw new UnauthorizedError('Invalid JWT Token');
  const rotatedNow = !row.rotatedAt && (await markRotated(app.db, row.id));
  // Not rotated by this request: another one (in any process) rotated it first, now or earlier.
  if (!rotatedNow && !(await rotatedWithin(app.db, row.id, REFRESH_REUSE_GRACE_SECONDS))) {
    // A stolen token may be the one in use: its access tokens end too.
    await app.db.transaction(async (tx) => {
      await revokeFamily(tx, row.familyId);
      await bumpTokenVersion(tx, row.userId);
    });
    app.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reuse: family revoked');
    throw new UnauthorizedError('Invalid JWT Token');
  }
  if (row.expiresAt.getTime() <= Date.now()) throw new UnauthorizedError('Expired JWT Token');
  const user = await findUserById(app.db, row.userId);
  if (!user || user.blockedAt !== null) throw new UnauthorizedError('Invalid JWT Token');
  return issueTokens(app, reply, user, { id: row.familyId, persistent: row.persistent });
}

/**
 * Signs a user out everywhere (a new password, a reset link used): every refresh family but
 * `keepFamilyId` is revoked and every access token signed so far stops working.
 */
export async function signOutEverywhere(
  tx: DbExecutor,
  userId: number,
  keepFamilyId?: string,
): Promise<void> {
  await revokeUserFamilies(tx, userId, keepFamilyId);
  await bumpTokenVersion(tx, userId);
}

/** The family of the request's refresh token, if it is a known one. */
export async function currentFamilyId(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | undefined> {
  const presented = readRefreshToken(request);
  if (!presented) return undefined;
  return (await findRefreshToken(app.db, hashSecretToken(presented)))?.familyId;
}

/**
 * Signing out: revokes the presented refresh token's family, ends the user's access tokens at once
 * (the token version moves; other devices renew theirs with their own refresh token) and clears
 * both cookies.
 */
export async function endSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const presented = readRefreshToken(request);
  const row = presented ? await findRefreshToken(app.db, hashSecretToken(presented)) : undefined;
  const userId = row?.userId ?? request.viewer?.userId ?? null;
  if (row || userId !== null) {
    await app.db.transaction(async (tx) => {
      if (row) await revokeFamily(tx, row.familyId);
      if (userId !== null) await bumpTokenVersion(tx, userId);
    });
  }
  const options = baseCookieOptions(app);
  reply.clearCookie(ACCESS_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, options);
}
