import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import { createSharedRateLimitStore } from '../security/rate-limit-store.ts';
import { apiDocumentationRoutes } from './api-documentation.ts';
import { handleApiError, installErrorHandlers } from './error-handler.ts';
import { addHydraSearch } from './hydra-search.ts';
import { registerJsonContentTypes } from './merge-patch.ts';
import { openApiRoutes, registerOpenApi } from './openapi.ts';
import { requestOrigin } from './request-origin.ts';
import { ResourceRegistry } from './resources.ts';
import { toRouteRecord } from './route-access.ts';
import { recordRouteTable } from './route-table.ts';
import { rejectInvalidText } from './text-check.ts';

export const LD_JSON = 'application/ld+json; charset=utf-8';
/**
 * The Hydra documentation link, absolute (api-doc-parser and API Platform Admin fetch it as is; a
 * relative one fails outside a browser).
 */
export function apiDocsLink(request: FastifyRequest): string {
  return `<${requestOrigin(request)}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`;
}

/**
 * Bracket arrays (`status[]=a`) and nested keys (`compensation_types[paid][]=4`) for every route;
 * pass as `routerOptions.querystringParser` when creating the Fastify instance.
 */
export function parseQueryString(query: string): Record<string, unknown> {
  return qs.parse(query, { depth: 5, arrayLimit: 100, parameterLimit: 1000 });
}

/** JSON-LD unless the client asked for plain JSON only. */
function jsonMediaType(request: FastifyRequest): string {
  const accept = request.headers.accept ?? '';
  if (accept.includes('application/json') && !accept.includes('application/ld+json')) {
    return 'application/json; charset=utf-8';
  }
  return LD_JSON;
}

async function setApiHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('link', apiDocsLink(request));
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('application/json') && reply.statusCode !== 401) reply.type(jsonMediaType(request));
  return payload;
}

/**
 * Cross-origin use of /api from the origins in CORS_ORIGINS only (none by default): preflights are
 * answered, `Link` and `Location` are readable, and cookies cross only when CORS_CREDENTIALS is
 * set. Other origins get no CORS headers at all, so browsers keep them out.
 */
async function registerCors(api: FastifyInstance): Promise<void> {
  const { origins, credentials } = api.config.cors;
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await api.register(cors, {
    // `false` for any other origin: no CORS header at all, and its preflight is not answered.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Accept', 'Authorization', 'Content-Type', 'Prefer', 'X-CSRF-Token'],
    exposedHeaders: ['Link', 'Location', 'Content-Location', 'Retry-After'],
    maxAge: 600,
    // Preflights of every /api path, not a documented operation.
    hideOptionsRoute: true,
  });
}

/** Root-level pieces shared with the web server: cookies and the resource registry. */
export async function registerHttpRoot(app: FastifyInstance): Promise<void> {
  recordRouteTable(app);
  app.decorate('apiResources', new ResourceRegistry());
  // Outside /api too (the /dev tools, static files): problem+json, never an error's own text.
  app.setErrorHandler(handleApiError);
  await app.register(cookie);
  // gzip/brotli for API answers and static assets registered after this (pages stream themselves).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}

/**
 * Everything the /api scope needs before its modules: zod compilers, body parsers, security
 * headers, opt-in rate limiting, error handlers, OpenAPI and the Hydra documentation routes.
 * Call it first inside the `/api`-prefixed plugin.
 */
export async function registerApiHttp(api: FastifyInstance): Promise<void> {
  // Every route of the scope, for the Hydra and OpenAPI documentation (resources.ts).
  api.addHook('onRoute', (route) => {
    api.apiResources.addRoute(toRouteRecord(route));
    addHydraSearch(route);
  });
  await registerCors(api);
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(api);
  api.addHook('onSend', setApiHeaders);
  // Text PostgreSQL cannot store is refused here, once, for every route (400 or 422).
  api.addHook('preValidation', rejectInvalidText);
  registerJsonContentTypes(api);
  await api.register(formbody, { parser: (body) => parseQueryString(body) });
  await api.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  // Security headers for API responses only; the web server sets its page headers itself.
  await api.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  // Off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`. Counted in the
  // database, so a limit holds whatever the number of processes (decision 021).
  await api.register(rateLimit, {
    global: false,
    store: createSharedRateLimitStore(api.db),
    errorResponseBuilder: (_request, context) => {
      const error = new Error('Too Many Requests') as Error & { statusCode: number };
      error.statusCode = context.statusCode;
      return error;
    },
  });
  await registerOpenApi(api);
  await api.register(apiDocumentationRoutes);
  await api.register(openApiRoutes);
}
