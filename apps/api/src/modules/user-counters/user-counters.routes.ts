import { userCounterSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../http/errors.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { registerResource } from '../../http/resources.ts';
import { canAccessUser, getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { findUserById } from '../users/users.repository.ts';
import { presentUserCounter } from './user-counters.presenter.ts';
import { findUserCounter } from './user-counters.repository.ts';

/** GET /api/user-counters/{id}: the account menu's counts, owner (or staff) only. */
export async function userCountersRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, { type: 'UserCounter', item: '/api/user-counters/:id', schema: userCounterSchema });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/user-counters/:id',
    {
      schema: {
        tags: ['UserCounter'],
        summary: 'Retrieves a UserCounter resource (the account menu’s counts).',
        params: idParamsSchema,
        response: { 200: userCounterSchema },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      if (!canAccessUser(viewer, request.params.id)) throw new NotFoundError();
      const row = await findUserCounter(app.db, request.params.id);
      if (!row && request.params.id !== viewer.userId) {
        // Staff asking about an id with no counter: only real users have one.
        if (!(await findUserById(app.db, request.params.id))) throw new NotFoundError();
      }
      return presentUserCounter(request.params.id, row);
    },
  );
}
