import { STAFF_REQUEST_STATUSES, staffRequestPatchSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { checkedField } from '../../http/openapi-operations.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { auditAction, recordAudit } from '../audit/index.ts';
import { getSignedInViewer } from '../auth/auth.plugin.ts';
import { requireContentManager } from './content.policy.ts';
import { parseKnownValues } from './public-form.ts';

type Member = { '@id': string; '@type': string };
type StaffRequestStatus = (typeof STAFF_REQUEST_STATUSES)[number];

export interface StaffInbox<Row> {
  /** Collection path inside /api: `/contact-messages`. */
  path: string;
  /** The resource's `@type`, also its OpenAPI tag. */
  type: string;
  itemSchema: z.ZodObject;
  /** `Contact messages`: the list's summary starts with it. */
  plural: string;
  list: (
    statuses: StaffRequestStatus[],
    limit: number,
    offset: number,
  ) => Promise<{ rows: Row[]; total: number }>;
  find: (db: DbExecutor, id: number) => Promise<Row | undefined>;
  /** Runs in the transaction that also records the change in the audit log. */
  setStatus: (db: DbExecutor, id: number, status: StaffRequestStatus) => Promise<Row | undefined>;
  present: (row: Row) => Member;
}

const statusQuery = z.looseObject({
  ...paginationQueryShape,
  status: checkedField({ enum: STAFF_REQUEST_STATUSES, description: 'status[] for several' }),
});

/**
 * What visitors send staff through a site form (contact messages, refund requests): staff list
 * them newest first (30 a page, by status), read one, and mark it handled or new, which the audit
 * log records in the same transaction (a failed audit insert undoes the change). Staff only; the
 * public post stays with its module.
 */
export function registerStaffInbox<Row>(app: FastifyInstance, inbox: StaffInbox<Row>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [inbox.type];

  api.get(
    inbox.path,
    {
      schema: {
        tags,
        summary: `${inbox.plural}, newest first (staff)`,
        querystring: statusQuery,
        response: { 200: collectionSchema(inbox.itemSchema) },
      },
      onRequest: requireContentManager,
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const statuses = parseKnownValues(request.query.status, STAFF_REQUEST_STATUSES);
      const { rows, total } = await inbox.list(statuses, paging.pageSize, paging.offset);
      return buildCollection({
        contextType: inbox.type,
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(inbox.present),
      });
    },
  );

  api.get(
    `${inbox.path}/:id`,
    {
      schema: { tags, params: idParamsSchema, response: { 200: inbox.itemSchema } },
      onRequest: requireContentManager,
    },
    async (request) => {
      const row = await inbox.find(app.db, request.params.id);
      if (!row) throw new NotFoundError();
      return asItem(inbox.present(row));
    },
  );

  api.patch(
    `${inbox.path}/:id`,
    {
      schema: {
        tags,
        summary: 'Marks it handled or new (staff, merge-patch)',
        params: idParamsSchema,
        body: staffRequestPatchSchema,
        response: { 200: inbox.itemSchema },
      },
      onRequest: requireContentManager,
      preValidation: requireMergePatch,
    },
    async (request) => {
      const after = await app.db.transaction(async (tx) => {
        const old = await inbox.find(tx, request.params.id);
        const row = old && (await inbox.setStatus(tx, request.params.id, request.body.status));
        if (!old || !row) throw new NotFoundError();
        const changed = inbox.present(row);
        await recordAudit(tx, {
          actorId: getSignedInViewer(request).userId,
          action: auditAction(inbox.type, request.body.status),
          entityType: inbox.type,
          entityId: request.params.id,
          before: inbox.present(old) as Record<string, unknown>,
          after: changed as Record<string, unknown>,
        });
        return changed;
      });
      return asItem(after);
    },
  );
}
