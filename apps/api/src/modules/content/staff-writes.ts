import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { asItem } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { auditAction, recordAudit } from '../audit/index.ts';
import { getSignedInViewer } from '../auth/auth.plugin.ts';
import { requireContentManager } from './content.policy.ts';

type Member = { '@id': string; '@type': string };

export interface StaffWrites<Row, Create extends z.ZodType, Patch extends z.ZodType> {
  /** Collection path inside /api: `/faqs`. */
  path: string;
  /** The resource's `@type`, also its OpenAPI tag. */
  type: string;
  itemSchema: z.ZodObject;
  createSchema: Create;
  patchSchema: Patch;
  /**
   * The operations get the transaction the write and its audit entry share: they must use it (and
   * nothing else) for every query, or the audit and the change could part ways.
   */
  create: (db: DbExecutor, input: z.output<Create>) => Promise<Row>;
  /** Undefined when there is no such row (404). */
  update: (db: DbExecutor, id: number, patch: z.output<Patch>) => Promise<Row | undefined>;
  /** False when there was no such row (404). */
  remove: (db: DbExecutor, id: number) => Promise<boolean>;
  /** What must wait until the removal is committed (files on disk cannot be rolled back): gets the row as it was. */
  afterRemove?: (row: Row) => Promise<void>;
  /** The row as it is, for the audit log's "before" of an update or a delete. */
  find: (db: DbExecutor, id: number) => Promise<Row | undefined>;
  present: (row: Row, db: DbExecutor) => Member | Promise<Member>;
}

/**
 * The staff's writes on a content resource, the same for every one of them so the back office can
 * treat them alike (api-conventions: Writes): POST 201 with the item and Location, PATCH
 * (merge-patch only) 200 with the item, DELETE 204. Staff only; the body schemas come from
 * contracts and give 422s with their messages. The rules (sanitising, relations) live in the
 * module's service functions passed in. Each write is recorded in the audit log (who, what, when,
 * the item before and after) in the transaction that makes it, as moderation does (decision 035):
 * a failed audit insert rolls the write back, so no staff change stands unrecorded.
 */
export function registerStaffWrites<Row, Create extends z.ZodType, Patch extends z.ZodType>(
  app: FastifyInstance,
  writes: StaffWrites<Row, Create, Patch>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [writes.type];
  const entityType = writes.type;
  const audit = (
    db: DbExecutor,
    request: FastifyRequest,
    verb: 'create' | 'update' | 'delete',
    item: Member,
    before: Member | null,
    after: Member | null,
  ) =>
    recordAudit(db, {
      actorId: getSignedInViewer(request).userId,
      action: auditAction(entityType, verb),
      entityType,
      entityId: Number(item['@id'].split('/').pop()),
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });

  api.post(
    writes.path,
    {
      schema: {
        tags,
        summary: `Creates a ${writes.type} (staff)`,
        body: writes.createSchema,
        response: { 201: writes.itemSchema },
      },
      onRequest: requireContentManager,
    },
    async (request, reply) => {
      const after = await app.db.transaction(async (tx) => {
        const created = await writes.present(await writes.create(tx, request.body as z.output<Create>), tx);
        await audit(tx, request, 'create', created, null, created);
        return created;
      });
      const item = asItem(after);
      reply.code(201).header('location', item['@id']);
      return item;
    },
  );

  api.patch(
    `${writes.path}/:id`,
    {
      schema: {
        tags,
        summary: `Updates a ${writes.type} (staff, merge-patch)`,
        params: idParamsSchema,
        body: writes.patchSchema,
        response: { 200: writes.itemSchema },
      },
      onRequest: requireContentManager,
      preValidation: requireMergePatch,
    },
    async (request) => {
      const after = await app.db.transaction(async (tx) => {
        const old = await writes.find(tx, request.params.id);
        if (!old) throw new NotFoundError();
        const before = await writes.present(old, tx);
        const row = await writes.update(tx, request.params.id, request.body as z.output<Patch>);
        if (!row) throw new NotFoundError();
        const updated = await writes.present(row, tx);
        await audit(tx, request, 'update', updated, before, updated);
        return updated;
      });
      return asItem(after);
    },
  );

  api.delete(
    `${writes.path}/:id`,
    {
      schema: { tags, summary: `Deletes a ${writes.type} (staff)`, params: idParamsSchema },
      onRequest: requireContentManager,
    },
    async (request, reply) => {
      const removed = await app.db.transaction(async (tx) => {
        const old = await writes.find(tx, request.params.id);
        if (!old) throw new NotFoundError();
        const before = await writes.present(old, tx);
        if (!(await writes.remove(tx, request.params.id))) throw new NotFoundError();
        await audit(tx, request, 'delete', before, before, null);
        return old;
      });
      await writes.afterRemove?.(removed);
      return reply.code(204).send();
    },
  );
}
