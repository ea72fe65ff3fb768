import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '../security/cookies.ts';
import { transformOpenApiDocument } from './openapi-document.ts';
import { createOperationTransform } from './openapi-operations.ts';

/**
 * OpenAPI 3.1 generated from the route zod schemas and their registration (openapi-operations.ts
 * and openapi-document.ts); served as /api/docs.jsonopenapi and /api/docs.json, with the
 * interactive reference at /api/docs. Register before any route.
 */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Good Food Jobs API',
        description:
          'Jobs in sustainable food and agriculture. JSON-LD / Hydra responses (`application/ld+json`); errors are `application/problem+json`, except 401s, which carry the JWT shape `{code, message}`. A path and method that do not exist answer 405 (another method exists) or 404.',
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: api.config.publicUrl, description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The token from POST /api/login/check or /api/token/refresh.',
          },
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: ACCESS_COOKIE,
            description: 'The same token in the HttpOnly cookie that sign-in sets.',
          },
        },
      },
    },
    transform: createOperationTransform(api.apiResources),
    transformObject: transformOpenApiDocument,
  });
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // The default static CSP upgrades requests to https, which breaks plain-http local servers.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

export async function openApiRoutes(api: FastifyInstance): Promise<void> {
  const hidden = { schema: { hide: true } };
  // Not JSON-LD: its own media type keeps the ld+json rewrite (register-http.ts) off it.
  const serve = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('application/vnd.openapi+json; charset=utf-8').send(JSON.stringify(api.swagger()));
  api.get('/docs.jsonopenapi', hidden, serve);
  api.get('/docs.json', hidden, serve);
}
