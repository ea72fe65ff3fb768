import { ACCOUNT_MESSAGES } from '@gfj/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../../http/errors.ts';
import { describeHook } from '../../http/route-access.ts';
import { bearerTokenOf } from '../../security/bearer.ts';
import { createCrossSiteWriteGuard } from '../../security/cross-site-writes.ts';
import { findUserById } from '../users/users.repository.ts';
import { verifyAccessToken } from './access-token.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session.service.ts';

export type Viewer =
  | { kind: 'guest'; userId: null; isStaff: false; isConfirmed: false; tokenError?: string }
  | { kind: 'user'; userId: number; username: string; isStaff: boolean; isConfirmed: boolean };

export type SignedInViewer = Extract<Viewer, { kind: 'user' }>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

const GUEST: Extract<Viewer, { kind: 'guest' }> = {
  kind: 'guest',
  userId: null,
  isStaff: false,
  isConfirmed: false,
};

/** Whether the request carries a session cookie (access or refresh token). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies?.[ACCESS_COOKIE] || request.cookies?.[REFRESH_COOKIE]);
}

/**
 * The access token of a request: `Authorization: Bearer`, else the access cookie. A bearer header
 * decides alone, even an empty or bad one: falling back to the cookie would make it a
 * cookie-authenticated write that the CSRF rule let through as a bearer call.
 */
function readAccessToken(request: FastifyRequest): string | undefined {
  const bearer = bearerTokenOf(request.headers.authorization);
  if (bearer !== undefined) return bearer || undefined;
  return request.cookies?.[ACCESS_COOKIE] || undefined;
}

/**
 * Resolves `request.viewer` for every request. A bad or expired token leaves a guest (public
 * endpoints keep working, the refresh endpoint ignores it); requireUser reports the reason.
 */
async function authPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('viewer', null as never);
  // Cookies make a browser send the session by itself, so cookie-authenticated writes must prove
  // they come from the site (decision 018); bearer-token calls are untouched.
  app.addHook('preValidation', createCrossSiteWriteGuard(hasSessionCookie));
  app.addHook('onRequest', async (request) => {
    request.viewer = GUEST;
    const token = readAccessToken(request);
    if (!token) return;
    const result = await verifyAccessToken(app.config.jwtSecret, token);
    if (!result.ok) {
      request.viewer = { ...GUEST, tokenError: result.message };
      return;
    }
    // The user is read anyway (role, confirmation); comparing the version costs nothing more.
    const user = await findUserById(app.db, result.userId);
    if (!user || user.tokenVersion !== result.tokenVersion || user.blockedAt !== null) {
      request.viewer = { ...GUEST, tokenError: 'Invalid JWT Token' };
      return;
    }
    request.viewer = {
      kind: 'user',
      userId: user.id,
      username: user.username,
      isStaff: user.role === 'staff',
      isConfirmed: user.isConfirmed,
    };
  });
}

export const registerAuth = fp(authPlugin, { name: 'gfj-auth' });

/** The signed-in viewer, or a 401 in the JWT shape. */
export function getSignedInViewer(request: FastifyRequest): SignedInViewer {
  const viewer = request.viewer;
  if (viewer?.kind !== 'user') throw new UnauthorizedError(viewer?.tokenError ?? 'JWT Token not found');
  return viewer;
}

/** preHandler: any signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  getSignedInViewer(request);
}

/** preHandler for applying and posting: signed in AND email confirmed (403 otherwise). */
export async function requireConfirmedUser(request: FastifyRequest): Promise<void> {
  const viewer = getSignedInViewer(request);
  if (!viewer.isConfirmed && !viewer.isStaff) throw new ForbiddenError(ACCOUNT_MESSAGES.confirmFirst);
}

/** preHandler: staff only (the back office). */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!getSignedInViewer(request).isStaff) throw new ForbiddenError();
}

// What each guard means for the API documentation and the contract test (route-access.ts).
describeHook(requireUser, { auth: 'required' });
describeHook(requireConfirmedUser, { auth: 'required', errors: [403] });
describeHook(requireStaff, { auth: 'required', errors: [403] });

/** Owner-or-staff check for per-user resources: anyone else gets a 404, as if it did not exist. */
export function canAccessUser(viewer: SignedInViewer, userId: number): boolean {
  return viewer.isStaff || viewer.userId === userId;
}
