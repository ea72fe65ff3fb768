import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, 'Service Unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}
