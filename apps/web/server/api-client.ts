import type { FastifyInstance } from 'fastify';
import type { ApiClient, ApiResult } from '../app/lib/load-context.ts';

/**
 * An ApiClient bound to one page request: forwards the visitor's Cookie header into the API
 * and collects the Set-Cookie values it answers with, so they reach the browser.
 */
export function createInjectApiClient(
  app: FastifyInstance,
  request: Request,
  setCookies: string[],
): ApiClient {
  const cookie = request.headers.get('cookie');
  const acceptLanguage = request.headers.get('accept-language');
  return {
    async get(path, schema) {
      if (!path.startsWith('/api/')) throw new Error(`API paths start with /api/: ${path}`);
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: {
          accept: 'application/ld+json',
          ...(cookie ? { cookie } : {}),
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      });
      const header = response.headers['set-cookie'];
      if (header) setCookies.push(...(Array.isArray(header) ? header : [header]));
      const failed = { ok: false, status: response.statusCode, data: null } as const;
      if (response.statusCode < 200 || response.statusCode >= 300) return failed;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return failed;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        app.log.warn({ path, issues: parsed.error.issues.slice(0, 5) }, 'API response failed its contract');
        return failed;
      }
      return { ok: true, status: response.statusCode, data: parsed.data } as ApiResult<typeof parsed.data>;
    },
  };
}
