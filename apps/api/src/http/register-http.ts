import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import { apiDocumentationRoutes } from './api-documentation.ts';
import { installErrorHandlers } from './error-handler.ts';
import { registerJsonContentTypes } from './merge-patch.ts';
import { openApiRoutes, registerOpenApi } from './openapi.ts';
import { ResourceRegistry } from './resources.ts';

export const LD_JSON = 'application/ld+json; charset=utf-8';
export const API_DOCS_LINK = '</api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"';

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
  reply.header('link', API_DOCS_LINK);
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('application/json') && reply.statusCode !== 401) reply.type(jsonMediaType(request));
  return payload;
}

/** Root-level pieces shared with the web server: cookies and the resource registry. */
export async function registerHttpRoot(app: FastifyInstance): Promise<void> {
  app.decorate('apiResources', new ResourceRegistry());
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
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(api);
  api.addHook('onSend', setApiHeaders);
  registerJsonContentTypes(api);
  await api.register(formbody, { parser: (body) => parseQueryString(body) });
  await api.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5 } });
  // Security headers for API responses only; the web server sets its page headers itself.
  await api.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  // Off by default: routes opt in with `config: { rateLimit: { max, timeWindow } }`.
  await api.register(rateLimit, {
    global: false,
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
