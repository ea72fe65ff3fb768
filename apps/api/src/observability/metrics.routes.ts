import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerTokenOf } from '../security/bearer.ts';
import { renderMetrics } from './metrics.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The label a request is counted under: its route pattern, never its URL (one series per route,
 * however many jobs or searches are asked for). Pages have no Fastify route (React Router answers
 * them from the not-found handler) and static files one route each: both are grouped.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return request.url.startsWith('/api/') ? '(api not found)' : '(page)';
  if (pattern.startsWith('/api') || !/\.[a-z0-9]+$/i.test(pattern)) return pattern;
  return '(static file)';
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics: a scraper on this machine (the socket's own address, not one a proxy
 * reports; a request that came through a local proxy says so in its forwarding headers and is not
 * taken for local), or anyone with `Authorization: Bearer <METRICS_TOKEN>`.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = bearerTokenOf(request.headers.authorization);
  if (token && bearer !== undefined) return sameSecret(bearer, token);
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/**
 * Counts and times every request, and serves GET /metrics (Prometheus text format). Not
 * encapsulated: its hook must see every route, the API's, the pages' and the static files'.
 */
export const metricsRoutes = fp(registerMetricsRoutes, { name: 'metrics' });

async function registerMetricsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.requestServed(
      routeLabel(request),
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, app.config.metricsToken)) {
      return reply.status(403).type('text/plain; charset=utf-8').send('Forbidden');
    }
    const { contentType, body } = await renderMetrics(app.metrics);
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
