import { registrationSchema, userPatchSchema, userSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { registerResource } from '../../http/resources.ts';
import { rejectHoneypot } from '../../security/honeypot.ts';
import { canAccessUser, getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { presentUser, userIri } from './users.presenter.ts';
import { findUserById } from './users.repository.ts';
import { registerUser, updateAccount } from './users.service.ts';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const REGISTRATION_RATE_LIMIT = { max: 10, timeWindow: '1 hour' } as const;

/** Registration and the owner-only account resource. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, { type: 'User', collection: '/api/users', schema: userSchema });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/users',
    {
      schema: { tags: ['User'], body: registrationSchema, response: { 201: userSchema } },
      preHandler: rejectHoneypot,
      config: { rateLimit: REGISTRATION_RATE_LIMIT },
    },
    async (request, reply) => {
      const user = await registerUser(app, request.body);
      return reply.status(201).header('location', userIri(user.id)).send(presentUser(user));
    },
  );

  api.get(
    '/users/:id',
    { schema: { tags: ['User'], params: idParams, response: { 200: userSchema } }, onRequest: requireUser },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const user = canAccessUser(viewer, request.params.id)
        ? await findUserById(app.db, request.params.id)
        : undefined;
      if (!user) throw new NotFoundError();
      return presentUser(user);
    },
  );

  api.patch(
    '/users/:id',
    {
      schema: { tags: ['User'], params: idParams, body: userPatchSchema, response: { 200: userSchema } },
      preValidation: requireMergePatch,
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const user = canAccessUser(viewer, request.params.id)
        ? await findUserById(app.db, request.params.id)
        : undefined;
      if (!user) throw new NotFoundError();
      return presentUser(await updateAccount(app, request, user, request.body));
    },
  );
}
