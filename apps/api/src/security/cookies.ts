import type { FastifyInstance } from 'fastify';

/** The session cookies (api-conventions: Sign-in tokens); the OpenAPI security scheme names the first. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

/**
 * Options of every cookie the server sets (session, CSRF, visitor): HttpOnly, SameSite=Lax, and
 * Secure in production mode, which runs behind HTTPS (README), whatever PUBLIC_URL says, and in
 * local mode when PUBLIC_URL is https.
 */
export function baseCookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.mode === 'production' || app.config.publicUrl.startsWith('https://'),
    path: '/',
  };
}
