import { auditEntrySchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, tryParseIri } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { requireStaff } from '../auth/auth.plugin.ts';
import { presentAuditEntry } from './audit.presenter.ts';
import { findAuditEntry, listAuditEntries } from './audit.repository.ts';

const AUDIT_PAGING = { defaultPageSize: 30, maxPageSize: 100 };

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
  entity_type: textFilter('Job, User, ...'),
  entity_id: textFilter('The entity’s id'),
  actor: textFilter('/api/users/{id} or an id: the staff member'),
  action: textFilter('job.approve, job.return_to_draft, job.highlight, user.block, ...'),
});

/** GET /api/audit-entries (staff only): who did what, when, before and after; newest first. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  registerResource(app, {
    type: 'AuditEntry',
    collection: '/api/audit-entries',
    schema: auditEntrySchema,
    title: 'AuditEntry',
    description: 'One staff operation (or one of the system’s own changes) with the fields before and after.',
    relations: { actor: 'User' },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audit-entries',
    {
      schema: {
        tags: ['AuditEntry'],
        querystring: listQuery,
        response: { 200: collectionSchema(auditEntrySchema) },
      },
      onRequest: requireStaff,
    },
    async (request) => {
      const paging = parsePagination(request.query, AUDIT_PAGING);
      const entityId = Number(request.query.entity_id);
      const { rows, total } = await listAuditEntries(
        app.db,
        {
          entityType: request.query.entity_type,
          entityId: Number.isSafeInteger(entityId) && entityId > 0 ? entityId : undefined,
          actorId: tryParseIri(request.query.actor, 'users'),
          action: request.query.action,
        },
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'AuditEntry',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentAuditEntry),
      });
    },
  );

  api.get(
    '/audit-entries/:id',
    {
      schema: { tags: ['AuditEntry'], params: idParamsSchema, response: { 200: auditEntrySchema } },
      onRequest: requireStaff,
    },
    async (request) => {
      const row = await findAuditEntry(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(presentAuditEntry(row));
    },
  );
}
