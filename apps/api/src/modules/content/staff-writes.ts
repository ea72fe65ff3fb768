import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
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
  create: (input: z.output<Create>) => Promise<Row>;
  /** Undefined when there is no such row (404). */
  update: (id: number, patch: z.output<Patch>) => Promise<Row | undefined>;
  /** False when there was no such row (404). */
  remove: (id: number) => Promise<boolean>;
  /** The row as it is, for the audit log's "before" of an update or a delete. */
  find: (id: number) => Promise<Row | undefined>;
  present: (row: Row) => Member | Promise<Member>;
}

/**
 * The staff's writes on a content resource, the same for every one of them so the back office can
 * treat them alike (api-conventions: Writes): POST 201 with the item and Location, PATCH
 * (merge-patch only) 200 with the item, DELETE 204. Staff only; the body schemas come from
 * contracts and give 422s with their messages. The rules (sanitising, relations) live in the
 * module's service functions passed in. Each write is recorded in the audit log (who, what, when,
 * the item before and after), right after it is made.
 */
export function registerStaffWrites<Row, Create extends z.ZodType, Patch extends z.ZodType>(
  app: FastifyInstance,
  writes: StaffWrites<Row, Create, Patch>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = [writes.type];
  const entityType = writes.type;
  const audit = (
    request: FastifyRequest,
    verb: 'create' | 'update' | 'delete',
    item: Member,
    before: Member | null,
    after: Member | null,
  ) =>
    recordAudit(app.db, {
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
      const row = await writes.create(request.body as z.output<Create>);
      const after = await writes.present(row);
      await audit(request, 'create', after, null, after);
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
      const old = await writes.find(request.params.id);
      if (!old) throw new NotFoundError();
      const row = await writes.update(request.params.id, request.body as z.output<Patch>);
      if (!row) throw new NotFoundError();
      const after = await writes.present(row);
      await audit(request, 'update', after, await writes.present(old), after);
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
      const old = await writes.find(request.params.id);
      if (!old || !(await writes.remove(request.params.id))) throw new NotFoundError();
      const before = await writes.present(old);
      await audit(request, 'delete', before, before, null);
      return reply.code(204).send();
    },
  );
}
