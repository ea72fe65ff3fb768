import { type ReceiptRequest, receiptRequestSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema, formatDateTime } from '../../http/hydra.ts';
import { idParamsSchema, iriOf } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { findInvoice, findOrder } from './orders.repository.ts';
import type { OrderRow, ReceiptRequestRow } from './orders.table.ts';
import { verifyReceiptToken } from './receipt-link.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { findReceiptRequest, listReceiptRequests } from './receipt-requests.repository.ts';
import { type ReceiptKind, requestReceipt } from './receipt-requests.service.ts';
import { loadReceiptData, RECEIPT_FILE_NAME } from './receipts.service.ts';

const receiptBody = z.looseObject({
  file_action: z.unknown().optional().meta({ type: 'string', description: 'download or email' }),
  invoice: z.unknown().optional().meta({ type: 'string', description: '/api/job-invoices/{id}' }),
  order: z.unknown().optional().meta({ type: 'string', description: '/api/job-package-orders/{id}' }),
});

const KINDS = [
  {
    kind: 'invoice',
    path: '/job-invoice-receipt-requests',
    type: 'JobInvoiceReceiptRequest',
    description: 'Asks for an invoice’s receipt PDF: a short-lived download link, or by email.',
  },
  {
    kind: 'order',
    path: '/job-package-order-receipt-requests',
    type: 'JobPackageOrderReceiptRequest',
    description: 'Asks for an order’s receipt PDF: a short-lived download link, or by email.',
  },
] as const satisfies readonly { kind: ReceiptKind; path: string; type: string; description: string }[];

/** A stored request as the wire shows it; `file_url` only in the answer that made it. */
function presentReceiptRequest(row: ReceiptRequestRow, fileUrl?: string) {
  const isInvoice = row.kind === 'invoice';
  const { path, type } = KINDS.find((k) => k.kind === row.kind) ?? KINDS[0];
  return {
    '@id': iriOf(path.slice(1), row.id),
    '@type': type,
    file_action: row.fileAction,
    file_name: RECEIPT_FILE_NAME,
    ...(fileUrl ? { file_url: fileUrl } : {}),
    ...(isInvoice && row.jobInvoiceId
      ? { invoice: iriOf('job-invoices', row.jobInvoiceId) }
      : { order: iriOf('job-package-orders', row.orderId) }),
    date_added: formatDateTime(row.createdAt),
  } satisfies ReceiptRequest;
}

/**
 * Receipt requests (core 3, 7): POST asks for a receipt (download link or email) and stores the
 * request; GET lists the caller's own (staff: everyone's). The signed download link is served here
 * too, for a few minutes and without a session.
 */
export async function receiptRequestsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const { kind, path, type, description } of KINDS) {
    registerResource(app, {
      type,
      collection: `/api${path}`,
      schema: receiptRequestSchema,
      relations: kind === 'invoice' ? { invoice: 'JobInvoice' } : { order: 'ShoppingCartOrder' },
      title: type,
      description,
    });

    api.post(
      path,
      {
        schema: { tags: [type], body: receiptBody, response: { 201: receiptRequestSchema } },
        onRequest: requireUser,
        config: { errorStatuses: [400, 404, 422], rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const made = await requestReceipt(app, getSignedInViewer(request), kind, request.body ?? {});
        const item = asItem(presentReceiptRequest(made.row, made.fileUrl));
        reply.code(201).header('location', item['@id']);
        return item;
      },
    );

    api.get(
      path,
      {
        schema: {
          tags: [type],
          summary: `The caller’s ${type}s, newest first (staff: everyone’s)`,
          querystring: z.looseObject({ ...paginationQueryShape }),
          response: { 200: collectionSchema(receiptRequestSchema) },
        },
        onRequest: requireUser,
      },
      async (request) => {
        const viewer = getSignedInViewer(request);
        const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
        const { rows, total } = await listReceiptRequests(
          app.db,
          kind,
          viewer.isStaff ? undefined : viewer.userId,
          paging.pageSize,
          paging.offset,
        );
        return buildCollection({
          contextType: type,
          requestUrl: request.url,
          ...paging,
          totalItems: total,
          member: rows.map((row) => presentReceiptRequest(row)),
        });
      },
    );

    api.get(
      `${path}/:id`,
      {
        schema: { tags: [type], params: idParamsSchema, response: { 200: receiptRequestSchema } },
        onRequest: requireUser,
        config: { errorStatuses: [404] },
      },
      async (request) => {
        const viewer = getSignedInViewer(request);
        const row = await findReceiptRequest(app.db, kind, request.params.id);
        if (!row || (row.userId !== viewer.userId && !viewer.isStaff)) throw new NotFoundError();
        return asItem(presentReceiptRequest(row));
      },
    );
  }

  // The signed link a download answers: works for a few minutes, without a session.
  api.get(
    '/receipt-files/:token/receipt.pdf',
    {
      schema: {
        tags: ['JobInvoiceReceiptRequest'],
        summary: 'A receipt PDF by its short-lived signed link',
        params: z.object({ token: z.string().max(300) }),
        produces: ['application/pdf'],
      },
      config: { errorStatuses: [404] },
    },
    async (request, reply) => {
      const target = verifyReceiptToken(
        app.config.jwtSecret,
        request.params.token,
        Math.floor(Date.now() / 1000),
      );
      if (!target) throw new NotFoundError();
      let order: OrderRow | undefined;
      let itemId: number | undefined;
      if (target.kind === 'invoice') {
        const invoice = await findInvoice(app.db, target.id);
        if (!invoice || invoice.userId !== target.userId) throw new NotFoundError();
        order = await findOrder(app.db, invoice.orderId);
        itemId = invoice.orderItemId;
      } else {
        order = await findOrder(app.db, target.id);
      }
      if (!order || order.userId !== target.userId) throw new NotFoundError();
      const pdf = await renderReceiptPdf(
        await loadReceiptData(app.db, order, itemId),
        `${app.config.publicUrl}/contact`,
      );
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${RECEIPT_FILE_NAME}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
}
