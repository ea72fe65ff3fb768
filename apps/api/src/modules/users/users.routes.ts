import { registrationSchema, userPatchSchema, userSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { rejectHoneypot } from '../../security/honeypot.ts';
import { canAccessUser, getSignedInViewer, requireStaff, requireUser } from '../auth/auth.plugin.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, renewAccessCookie } from '../auth/session.service.ts';
import { presentUser, userIri } from './users.presenter.ts';
import { findUserById, listUsers } from './users.repository.ts';
import { registerUser, updateAccount } from './users.service.ts';
import { applyStaffUserChanges, hasStaffUserKeys } from './users.staff.service.ts';

const USER_PAGING = { defaultPageSize: 30, maxPageSize: 100 };

/** A filter value: the first one when repeated; anything but text is ignored (api-conventions: Filters). */
const textFilter = (description: string) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      const first = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' && first.trim() !== '' ? first.trim().slice(0, 100) : undefined;
    })
    .meta({ type: 'string', description });

const listQuery = z.looseObject({
  ...paginationQueryShape,
  email: textFilter('Part of the email address, any case'),
  username: textFilter('Part of the username, any case'),
  q: textFilter('Part of the email address or the username, any case (the back office’s search)'),
  role: textFilter('user or staff'),
});

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

  // The back office's user list (staff only); everyone else reads only their own account.
  api.get(
    '/users',
    {
      schema: { tags: ['User'], querystring: listQuery, response: { 200: collectionSchema(userSchema) } },
      onRequest: requireStaff,
    },
    async (request) => {
      const paging = parsePagination(request.query, USER_PAGING);
      const { rows, total } = await listUsers(
        app.db,
        {
          email: request.query.email,
          username: request.query.username,
          q: request.query.q,
          role: request.query.role,
        },
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'User',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        // Members carry no @context of their own (api-conventions: Collections).
        member: rows.map((row) => {
          const { '@context': _context, ...member } = presentUser(row);
          return member;
        }),
      });
    },
  );

  api.get(
    '/users/:id',
    {
      schema: { tags: ['User'], params: idParamsSchema, response: { 200: userSchema } },
      onRequest: requireUser,
    },
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
      schema: {
        tags: ['User'],
        params: idParamsSchema,
        body: userPatchSchema,
        response: { 200: userSchema },
      },
      preValidation: requireMergePatch,
      onRequest: requireUser,
      // Staff-only fields from anyone else 403; staff blocking themselves 422.
      config: { errorStatuses: [403, 404, 422] },
    },
    async (request, reply) => {
      const viewer = getSignedInViewer(request);
      const user = canAccessUser(viewer, request.params.id)
        ? await findUserById(app.db, request.params.id)
        : undefined;
      if (!user) throw new NotFoundError();
      const { role, is_confirmed, is_blocked, is_trusted, ...account } = request.body;
      let row = user;
      if (hasStaffUserKeys(request.body)) {
        row = await applyStaffUserChanges(app, viewer, user, { role, is_confirmed, is_blocked, is_trusted });
      }
      if (Object.keys(account).length > 0 || !hasStaffUserKeys(request.body)) {
        row = await updateAccount(app, request, row, account);
        // A new password ends every access token, this session's too: the session that changed it
        // goes on with new tokens at once, so the pages it opens next still know who it is (its
        // favorites showed as not followed until the access token was renewed).
        const ownPassword = row.id === viewer.userId && 'password' in account;
        if (ownPassword && request.cookies[ACCESS_COOKIE] && request.cookies[REFRESH_COOKIE]) {
          const fresh = await findUserById(app.db, row.id);
          if (fresh) await renewAccessCookie(app, reply, fresh);
        }
      }
      return presentUser(row);
    },
  );
}
