import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3.1 generated from the route zod schemas; served as /api/docs.jsonopenapi and
 * /api/docs.json, with the interactive reference at /api/docs. Register before any route.
 */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Good Food Jobs API',
        description: 'Jobs in sustainable food and agriculture. JSON-LD / Hydra responses.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
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
