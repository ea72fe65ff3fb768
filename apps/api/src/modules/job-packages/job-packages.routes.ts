import {
  JOB_PACKAGE_STATUSES,
  JOB_PACKAGES_PAGE_SIZE,
  jobPackageSchema,
  USER_JOB_PACKAGES_PAGE_SIZE,
  userJobPackageSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { presentJobPackage, presentUserJobPackage } from './job-packages.presenter.ts';
import {
  findJobPackage,
  findUserJobPackage,
  listJobPackages,
  listUserJobPackages,
} from './job-packages.repository.ts';

const packagesQuery = z.looseObject({
  ...paginationQueryShape,
  status: z
    .union([z.array(z.enum(JOB_PACKAGE_STATUSES)), z.enum(JOB_PACKAGE_STATUSES).transform((s) => [s])])
    .optional()
    .catch(undefined)
    .describe('status[]=active|inactive; inactive packages are listed for staff only'),
});
const userPackagesQuery = z.looseObject({
  ...paginationQueryShape,
  user: z.string().optional().catch(undefined).describe('Ignored: the list is always the caller’s own'),
});

/** The package catalogue (core 7: job packages) and the packages a user holds (user-job-packages). */
export async function jobPackagesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'JobPackage',
    collection: '/api/job-packages',
    schema: jobPackageSchema,
    title: 'JobPackage',
    description: 'A number of listings sold together, at a price per listing.',
  });
  registerResource(app, {
    type: 'UserJobPackage',
    collection: '/api/user-job-packages',
    schema: userJobPackageSchema,
    relations: { user: 'User' },
    title: 'UserJobPackage',
    description: 'A package the signed-in user holds: listing credits used, remaining, and their expiry.',
  });

  api.get(
    '/job-packages',
    {
      schema: {
        tags: ['JobPackage'],
        querystring: packagesQuery,
        response: { 200: collectionSchema(jobPackageSchema) },
      },
    },
    async (request) => {
      const paging = parsePagination(request.query, {
        defaultPageSize: JOB_PACKAGES_PAGE_SIZE,
        maxPageSize: 100,
      });
      const requested = request.query.status ?? ['active'];
      const statuses = request.viewer.isStaff ? requested : requested.filter((s) => s === 'active');
      const { rows, total } = await listJobPackages(app.db, statuses, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: 'JobPackage',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentJobPackage),
      });
    },
  );

  api.get(
    '/job-packages/:id',
    { schema: { tags: ['JobPackage'], params: idParamsSchema, response: { 200: jobPackageSchema } } },
    async (request) => {
      const row = await findJobPackage(app.db, request.params.id);
      if (!row || (row.status !== 'active' && !request.viewer.isStaff)) throw new NotFoundError();
      return asItem(presentJobPackage(row));
    },
  );

  api.get(
    '/user-job-packages',
    {
      schema: {
        tags: ['UserJobPackage'],
        querystring: userPackagesQuery,
        response: { 200: collectionSchema(userJobPackageSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const paging = parsePagination(request.query, {
        defaultPageSize: USER_JOB_PACKAGES_PAGE_SIZE,
        maxPageSize: 100,
      });
      const { rows, total } = await listUserJobPackages(
        app.db,
        viewer.userId,
        paging.pageSize,
        paging.offset,
      );
      const now = new Date();
      return buildCollection({
        contextType: 'UserJobPackage',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map((row) => presentUserJobPackage(row, now)),
      });
    },
  );

  api.get(
    '/user-job-packages/:id',
    {
      schema: { tags: ['UserJobPackage'], params: idParamsSchema, response: { 200: userJobPackageSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const row = await findUserJobPackage(app.db, request.params.id);
      if (!row || row.status === 'deleted' || (row.userId !== viewer.userId && !viewer.isStaff)) {
        throw new NotFoundError();
      }
      return asItem(presentUserJobPackage(row));
    },
  );
}
