import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasEveryMigration } from '../../db/migration-state.ts';
import { HttpError } from '../../http/errors.ts';

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  /** The parts still loading (e.g. "listing index"). */
  waiting_for: z.array(z.string()),
});
type Readiness = z.infer<typeof readySchema>;

async function checkReadiness(app: FastifyInstance, log: FastifyBaseLogger): Promise<Readiness> {
  let database: Readiness['database'] = 'ok';
  let migrations: Readiness['migrations'] = 'unknown';
  try {
    migrations = (await hasEveryMigration(app.db)) ? 'applied' : 'pending';
  } catch (error) {
    log.error({ err: error }, 'readiness: database unavailable');
    database = 'unavailable';
  }
  const waiting = app.readiness.pending();
  const ready = database === 'ok' && migrations === 'applied' && waiting.length === 0;
  return { status: ready ? 'ready' : 'unavailable', database, migrations, waiting_for: waiting };
}

/**
 * GET /api/health, liveness: 200 when the database answers, 503 otherwise.
 * GET /api/ready, readiness for load balancers: 200 only when the database answers, has every
 * migration and the parts that must load first (the listing index) are loaded; 503 otherwise.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Health probe: 200 when the database answers, 503 otherwise',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
      config: { errorStatuses: [503] },
    },
    async (request) => {
      try {
        await app.db.execute(sql`SELECT 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        throw new HttpError(503, 'Service Unavailable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
  api.get(
    '/ready',
    {
      schema: {
        tags: ['Health'],
        summary: 'Readiness for load balancers',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(app, request.log);
      if (readiness.status === 'ready') return readiness;
      // Never cached: a balancer asks again until the answer changes.
      return reply.status(503).header('cache-control', 'no-store').send(readiness);
    },
  );
}
