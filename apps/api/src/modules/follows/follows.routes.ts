import { SEEKER_PAGE_SIZE, userFollowJobCreateSchema, userFollowJobSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, parseIriList } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { presentFollow } from './follows.presenter.ts';
import { listFollows } from './follows.repository.ts';
import { followJob, getOwnFollow, unfollowJob } from './follows.service.ts';

const PAGING = { defaultPageSize: SEEKER_PAGE_SIZE, maxPageSize: 100 };

const listQuery = z.looseObject({
  ...paginationQueryShape,
  user: z
    .unknown()
    .optional()
    .meta({ type: 'string', description: 'Ignored: the list is always the caller’s own' }),
  job: z
    .unknown()
    .optional()
    .meta({ type: 'string', description: 'A job IRI (/api/jobs/42) or id; job[] for several' }),
});

/** Followed jobs (core 7: followed jobs, follow toggle, delete follow): the caller's own only. */
export async function followsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'UserFollowJob',
    collection: '/api/user-follow-jobs',
    schema: userFollowJobSchema,
    relations: { user: 'User' },
    title: 'UserFollowJob',
    description: 'A job the signed-in user follows (favorites).',
  });

  api.get(
    '/user-follow-jobs',
    {
      schema: {
        tags: ['UserFollowJob'],
        querystring: listQuery,
        response: { 200: collectionSchema(userFollowJobSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const paging = parsePagination(request.query, PAGING);
      // Values that do not parse are ignored (api-conventions): none left is no filter at all.
      const parsed = parseIriList(request.query.job, 'jobs');
      const jobIds = parsed.length > 0 ? parsed : undefined;
      const { rows, total } = await listFollows(
        app.db,
        { userId: viewer.userId, jobIds },
        paging.pageSize,
        paging.offset,
      );
      const now = new Date();
      return buildCollection({
        contextType: 'UserFollowJob',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) => presentFollow(row, now)),
      });
    },
  );

  api.post(
    '/user-follow-jobs',
    {
      schema: {
        tags: ['UserFollowJob'],
        summary: 'Follows a job: {user, job} as IRIs; following again answers the existing row (200)',
        body: userFollowJobCreateSchema,
        response: { 200: userFollowJobSchema, 201: userFollowJobSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { follow, created } = await followJob(app.db, getSignedInViewer(request), request.body);
      const item = asItem(presentFollow(follow));
      reply.code(created ? 201 : 200).header('location', item['@id']);
      return item;
    },
  );

  api.get(
    '/user-follow-jobs/:id',
    {
      schema: { tags: ['UserFollowJob'], params: idParamsSchema, response: { 200: userFollowJobSchema } },
      onRequest: requireUser,
    },
    async (request) =>
      asItem(presentFollow(await getOwnFollow(app.db, getSignedInViewer(request), request.params.id))),
  );

  api.delete(
    '/user-follow-jobs/:id',
    { schema: { tags: ['UserFollowJob'], params: idParamsSchema }, onRequest: requireUser },
    async (request, reply) => {
      await unfollowJob(app.db, getSignedInViewer(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
