import type { FastifyInstance } from 'fastify';

/** Cookie options shared by the session and CSRF cookies: HttpOnly, Lax, Secure over https. */
export function baseCookieOptions(app: FastifyInstance) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.publicUrl.startsWith('https://'),
    path: '/',
  };
}
