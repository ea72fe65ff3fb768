import {
  jobPackagePatchSchema,
  PROMO_PERCENT_TOO_BIG,
  type PromoCode,
  promoCodeCreateSchema,
  promoCodePatchSchema,
  promoCodeSchema,
  refundCreateSchema,
} from '@gfj/contracts';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UniqueField } from '../../db/unique-values.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import {
  asItem,
  buildCollection,
  buildMember,
  collectionSchema,
  formatOptionalDateTime,
} from '../../http/hydra.ts';
import { idParamsSchema, iriOf } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { writeUniqueField } from '../../http/unique-fields.ts';
import { recordAudit } from '../audit/index.ts';
import { getSignedInViewer, requireStaff } from '../auth/auth.plugin.ts';
import { type PromoCodeRow, promoCodes } from '../carts/carts.table.ts';
import { registerStaffWrites } from '../content/staff-writes.ts';
import { presentJobPackage } from '../job-packages/job-packages.presenter.ts';
import { JOB_PACKAGE_NAME } from '../job-packages/job-packages.repository.ts';
import { jobPackages } from '../job-packages/job-packages.table.ts';
import { presentRefund } from './orders.presenter.ts';
import { refundOrderItem } from './refunds.service.ts';

function presentPromoCode(row: PromoCodeRow) {
  return buildMember('PromoCode', iriOf('promo-codes', row.id), {
    id: row.id,
    code: row.code,
    kind: row.kind as PromoCode['kind'],
    value: row.value,
    applies_to: row.appliesTo as PromoCode['applies_to'],
    expires_at: formatOptionalDateTime(row.expiresAt),
    max_uses: row.maxUses,
    uses_count: row.usesCount,
    status: row.status as PromoCode['status'],
  }) satisfies PromoCode;
}

function promoValues(input: z.output<typeof promoCodePatchSchema>) {
  return {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.kind !== undefined ? { kind: input.kind } : {}),
    ...(input.value !== undefined ? { value: input.value } : {}),
    ...(input.applies_to !== undefined ? { appliesTo: input.applies_to } : {}),
    ...(input.expires_at !== undefined
      ? { expiresAt: input.expires_at === null ? null : new Date(input.expires_at) }
      : {}),
    ...(input.max_uses !== undefined ? { maxUses: input.max_uses } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  };
}

/** A code is one whatever its case (carts look it up so): another code's, in any case, is refused. */
const UNIQUE_CODE: UniqueField = {
  field: 'code',
  column: promoCodes.code,
  id: promoCodes.id,
  index: 'promo_codes_code_lower_idx',
};

const refundAnswer = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  order: z.string(),
  order_item: z.number().int(),
});

/**
 * The back office's commerce operations (staff only): promo codes, catalogue prices, refunds.
 * Each change and its audit entry are one transaction (as moderation's, decision 035).
 */
export async function commerceStaffRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'PromoCode',
    collection: '/api/promo-codes',
    schema: promoCodeSchema,
    title: 'PromoCode',
    description: 'A promotional code (staff only): percent or amount off jobs, packages or both.',
  });

  api.get(
    '/promo-codes',
    {
      schema: {
        tags: ['PromoCode'],
        querystring: z.looseObject({ ...paginationQueryShape }),
        response: { 200: collectionSchema(promoCodeSchema) },
      },
      onRequest: requireStaff,
    },
    async (request) => {
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const rows = await app.db
        .select()
        .from(promoCodes)
        .orderBy(asc(promoCodes.id))
        .limit(paging.pageSize)
        .offset(paging.offset);
      const [total] = await app.db.select({ n: count() }).from(promoCodes);
      return buildCollection({
        contextType: 'PromoCode',
        requestUrl: request.url,
        ...paging,
        totalItems: Number(total?.n ?? 0),
        member: rows.map(presentPromoCode),
      });
    },
  );
  api.get(
    '/promo-codes/:id',
    {
      schema: { tags: ['PromoCode'], params: idParamsSchema, response: { 200: promoCodeSchema } },
      onRequest: requireStaff,
      config: { errorStatuses: [404] },
    },
    async (request) => {
      const [row] = await app.db.select().from(promoCodes).where(eq(promoCodes.id, request.params.id));
      if (!row) throw new NotFoundError();
      return asItem(presentPromoCode(row));
    },
  );
  registerStaffWrites(app, {
    path: '/promo-codes',
    find: async (db, id) => (await db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0],
    type: 'PromoCode',
    itemSchema: promoCodeSchema,
    createSchema: promoCodeCreateSchema,
    patchSchema: promoCodePatchSchema,
    create: async (db, input) => {
      const [row] = await writeUniqueField(db, UNIQUE_CODE, input.code, undefined, () =>
        db
          .insert(promoCodes)
          .values({ code: input.code, kind: input.kind, value: input.value, ...promoValues(input) })
          .returning(),
      );
      if (!row) throw new Error('promo_codes insert returned nothing');
      return row;
    },
    update: async (db, id, patch) => {
      const values = promoValues(patch);
      if (patch.kind !== undefined || patch.value !== undefined) {
        const [old] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
        const kind = patch.kind ?? old?.kind;
        if (old && kind === 'percent' && (patch.value ?? old.value) > 100) {
          throw ValidationError.of('value', PROMO_PERCENT_TOO_BIG);
        }
      }
      if (Object.keys(values).length === 0) {
        const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
        return row;
      }
      const [row] = await writeUniqueField(db, UNIQUE_CODE, patch.code, id, () =>
        db.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning(),
      );
      return row;
    },
    // Codes already used stay (orders point at them): deleting one makes it inactive.
    remove: async (db, id) =>
      (await db.update(promoCodes).set({ status: 'inactive' }).where(eq(promoCodes.id, id)).returning())
        .length > 0,
    present: presentPromoCode,
  });

  // Catalogue prices (cents) and packages: staff edit them; orders keep the price they paid.
  api.patch(
    '/job-packages/:id',
    {
      schema: {
        tags: ['JobPackage'],
        params: idParamsSchema,
        body: jobPackagePatchSchema,
        response: { 200: z.looseObject({}) },
      },
      onRequest: requireStaff,
      preValidation: requireMergePatch,
      config: { errorStatuses: [404] },
    },
    async (request) => {
      const b = request.body;
      // The price change and its audit entry stand or fall together.
      const after = await app.db.transaction(async (tx) => {
        const [old] = await tx.select().from(jobPackages).where(eq(jobPackages.id, request.params.id));
        if (!old) throw new NotFoundError();
        const [row] = await writeUniqueField(tx, JOB_PACKAGE_NAME, b.name, old.id, () =>
          tx
            .update(jobPackages)
            .set({
              ...(b.name !== undefined ? { name: b.name } : {}),
              ...(b.jobs_count !== undefined ? { jobsCount: b.jobs_count } : {}),
              ...(b.job_price !== undefined ? { jobPriceCents: b.job_price } : {}),
              ...(b.price !== undefined ? { priceCents: b.price } : {}),
              ...(b.status !== undefined ? { status: b.status } : {}),
              id: sql`${jobPackages.id}`,
            })
            .where(eq(jobPackages.id, request.params.id))
            .returning(),
        );
        if (!row) throw new NotFoundError();
        const updated = presentJobPackage(row);
        await recordAudit(tx, {
          actorId: getSignedInViewer(request).userId,
          action: 'job_package.update',
          entityType: 'JobPackage',
          entityId: row.id,
          before: presentJobPackage(old),
          after: updated,
        });
        return updated;
      });
      return asItem(after);
    },
  );

  api.post(
    '/shopping-cart-orders/:id/refunds',
    {
      schema: {
        tags: ['ShoppingCartOrder'],
        summary: 'Refunds one order line through the payment provider (staff)',
        params: idParamsSchema,
        body: refundCreateSchema,
        response: { 201: refundAnswer },
      },
      onRequest: requireStaff,
      config: { errorStatuses: [404, 409] },
    },
    async (request, reply) => {
      const viewer = getSignedInViewer(request);
      // The audit entry is written by refundOrderItem, in the transaction that records the refund.
      const refund = await refundOrderItem(app, viewer.userId, request.params.id, request.body);
      reply.code(201);
      return presentRefund(refund);
    },
  );
}
