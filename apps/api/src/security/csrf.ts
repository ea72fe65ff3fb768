import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../http/errors.ts';
import { describeHook } from '../http/route-access.ts';
import { baseCookieOptions } from './cookies.ts';

export const CSRF_COOKIE = 'csrf';
export const CSRF_INVALID = 'Invalid CSRF token.';

function signCsrf(secret: string, cookieValue: string): string {
  return createHmac('sha256', secret).update(`csrf:${cookieValue}`).digest('base64url');
}

/**
 * The token for a `csrf` cookie value, and the new value to set when the visitor has none (or
 * one this server would not have made). Shared by the API route and the cached pages.
 */
export function csrfTokenFor(
  secret: string,
  cookieValue: string | undefined,
): { token: string; newCookie?: string } {
  if (cookieValue && /^[A-Za-z0-9_-]{20,}$/.test(cookieValue))
    return { token: signCsrf(secret, cookieValue) };
  const newCookie = randomBytes(24).toString('base64url');
  return { token: signCsrf(secret, newCookie), newCookie };
}

/**
 * Stateless double-submit token: an HMAC of a random `csrf` cookie. The web root loader calls this
 * and puts the token in the page (resetPasswordRequestCsrfToken, forms' `_token`).
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const { token, newCookie } = csrfTokenFor(request.server.config.jwtSecret, request.cookies[CSRF_COOKIE]);
  if (newCookie) {
    reply.setCookie(CSRF_COOKIE, newCookie, baseCookieOptions(request.server));
    // Later code in the same request (the page render) sees the same cookie value.
    request.cookies[CSRF_COOKIE] = newCookie;
  }
  return token;
}

/** True when `token` was issued for this request's `csrf` cookie. */
export function isValidCsrfToken(request: FastifyRequest, token: unknown): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie || typeof token !== 'string' || token.length === 0) return false;
  const expected = Buffer.from(signCsrf(request.server.config.jwtSecret, cookie));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** preHandler for form posts that carry `_token` (body) or an `x-csrf-token` header. */
export async function verifyCsrf(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | undefined;
  const token = body?._token ?? request.headers['x-csrf-token'];
  if (!isValidCsrfToken(request, token)) throw new ForbiddenError(CSRF_INVALID);
}

describeHook(verifyCsrf, { errors: [403] });
