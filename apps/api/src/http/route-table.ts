import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One registered route, as Fastify was given it. */
export interface RegisteredRoute {
  method: HTTPMethods;
  /** With its prefix and `:param`s, e.g. `/api/jobs/:id`. */
  url: string;
  schema?: FastifySchema;
  /** Statuses the route declares it may answer beyond its schema (`config.errorStatuses`), e.g. readiness's 503. */
  errorStatuses?: readonly number[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this server so far, in registration order (HEAD left out). */
    routeTable: readonly RegisteredRoute[];
  }
}

/**
 * Keeps the route table as routes are added (root hook, so /api, /dev and the pages' routes all
 * pass through it). The route fuzz test reads it; Fastify has no list of its own.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route beside each GET: it answers as the GET does.
      if (method === 'HEAD') continue;
      const errorStatuses = (route.config as { errorStatuses?: readonly number[] } | undefined)
        ?.errorStatuses;
      table.push({
        method,
        url: route.url,
        schema: route.schema,
        ...(errorStatuses ? { errorStatuses } : {}),
      });
    }
  });
}
