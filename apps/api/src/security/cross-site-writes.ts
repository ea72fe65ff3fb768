import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '../http/errors.ts';
import { bearerTokenOf } from './bearer.ts';
import { CSRF_INVALID, isValidCsrfToken } from './csrf.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Where a route's form posts carry their CSRF token, when not in `_token` (decision 018). */
    csrf?: {
      /** A body field other than `_token` (the tagged link handler posts `token`). */
      tokenField?: string;
      /** The route reads `_token` from its multipart parts itself (streamed past this hook). */
      checkedInMultipart?: boolean;
    };
  }
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The bodies a page on another site can send without asking first (no CORS preflight). */
const SIMPLE_BODY_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser says the request comes from another site or origin: `Sec-Fetch-Site` other
 * than same-origin (or none: typed in, a bookmark), or an `Origin` that is neither PUBLIC_URL's
 * nor this request's own host. Clients that send neither (curl, servers) are not browsers acting
 * for a visitor.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const given = originOf(origin);
  if (given === undefined) return true;
  if (given === originOf(request.server.config.publicUrl)) return false;
  return withoutDefaultPort(new URL(given).host) !== withoutDefaultPort(request.host ?? '');
}

/** `example.org:443` and `example.org` are the same host here (the scheme is not compared). */
function withoutDefaultPort(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

function tokenOf(request: FastifyRequest): unknown {
  const body = request.body;
  const field = request.routeOptions.config?.csrf?.tokenField;
  const fromBody =
    body !== null && typeof body === 'object'
      ? ((field ? (body as Record<string, unknown>)[field] : undefined) ??
        (body as Record<string, unknown>)._token)
      : undefined;
  return fromBody ?? request.headers['x-csrf-token'];
}

/**
 * The API's one CSRF rule for writes (decision 018), a preValidation hook (bodies are parsed):
 * - a call with a bearer token is never a browser acting on its own: untouched;
 * - a write from another site is refused when cookie-authenticated or sent as a simple body
 *   (a form or text/plain: what another site's page can post without asking);
 * - a cookie-authenticated simple body must carry a valid CSRF token (`_token`, the route's own
 *   field, or `x-csrf-token`), as the site's own forms do.
 * `isCookieAuthenticated` says whether the request carries a session cookie.
 */
export function createCrossSiteWriteGuard(isCookieAuthenticated: (request: FastifyRequest) => boolean) {
  return async function refuseCrossSiteWrites(request: FastifyRequest): Promise<void> {
    if (!WRITE_METHODS.has(request.method)) return;
    if (bearerTokenOf(request.headers.authorization) !== undefined) return;
    const withCookie = isCookieAuthenticated(request);
    const type = mediaTypeOf(request);
    const simple = SIMPLE_BODY_TYPES.has(type);
    if ((withCookie || simple) && isCrossSiteRequest(request)) throw new ForbiddenError(CROSS_SITE_REFUSED);
    if (!withCookie || !simple) return;
    if (type === 'multipart/form-data' && request.routeOptions.config?.csrf?.checkedInMultipart) return;
    if (!isValidCsrfToken(request, tokenOf(request))) throw new ForbiddenError(CSRF_INVALID);
  };
}
