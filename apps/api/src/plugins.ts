import type { FastifyInstance } from 'fastify';

/**
 * The visible plugin order (conventions 2): external, cross-cutting, then one line per domain
 * module. Add a module by adding its line here; nothing is autoloaded.
 */
export async function registerApi(app: FastifyInstance): Promise<void> {
  await app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok' }));
    },
    { prefix: '/api' },
  );
}
