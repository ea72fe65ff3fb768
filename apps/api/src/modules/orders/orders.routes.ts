import {
  COMMERCE_MESSAGES,
  jobInvoiceSchema,
  paymentSettingsSchema,
  RECEIPT_LINK_SECONDS,
  type ReceiptRequest,
  receiptRequestSchema,
  shoppingCartOrderSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema, formatDateTime } from '../../http/hydra.ts';
import { idParamsSchema, invalidIriError, iriOf, tryParseIri } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser, type SignedInViewer } from '../auth/auth.plugin.ts';
import { checkoutCart } from './checkout.service.ts';
import { presentInvoice, presentOrder } from './orders.presenter.ts';
import {
  findInvoice,
  findOrder,
  findPaymentOfOrder,
  listInvoices,
  listOrderItems,
  listOrders,
} from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';
import { signReceiptToken, verifyReceiptToken } from './receipt-link.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import { emailReceipt, loadReceiptData, RECEIPT_FILE_NAME } from './receipts.service.ts';

const orderBody = z.looseObject({
  shopping_cart: z.unknown().optional().meta({ type: 'string', description: 'The cart IRI' }),
  payment_method: z.unknown().optional().meta({
    type: 'string',
    description: 'Stripe payment method id; in TEST MODE a test card number or pm_card_*',
  }),
});
const orderAnswer = z.union([
  shoppingCartOrderSchema,
  z.object({ status: z.literal('requires_action'), client_secret: z.string() }),
]);
const invoicesQuery = z.looseObject({
  ...paginationQueryShape,
  job: z.unknown().optional().meta({ type: 'string', description: 'A job IRI or id' }),
});
const receiptBody = z.looseObject({
  file_action: z.unknown().optional().meta({ type: 'string', description: 'download or email' }),
  invoice: z.unknown().optional().meta({ type: 'string', description: '/api/job-invoices/{id}' }),
  order: z.unknown().optional().meta({ type: 'string', description: '/api/job-package-orders/{id}' }),
});

/** An order of the caller (staff: any), or 404. */
async function getOwnOrder(db: Db, viewer: SignedInViewer, id: number): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order || (order.userId !== viewer.userId && !viewer.isStaff)) throw new NotFoundError();
  return order;
}

/** Orders (/shopping-cart-orders), invoices (/job-invoices) and receipt requests (core 7). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'ShoppingCartOrder',
    collection: '/api/shopping-cart-orders',
    schema: shoppingCartOrderSchema,
    relations: { user: 'User', shopping_cart: 'ShoppingCart' },
    title: 'ShoppingCartOrder',
    description: 'A paid cart: its lines, discounts, total and payment.',
  });
  registerResource(app, {
    type: 'JobInvoice',
    collection: '/api/job-invoices',
    schema: jobInvoiceSchema,
    relations: { job: 'Job', order: 'ShoppingCartOrder' },
    title: 'JobInvoice',
    description: 'The invoice of one paid listing.',
  });
  registerResource(app, {
    type: 'JobInvoiceReceiptRequest',
    collection: '/api/job-invoice-receipt-requests',
    schema: receiptRequestSchema,
    title: 'JobInvoiceReceiptRequest',
    description: 'Asks for an invoice’s receipt PDF: a short-lived download link, or by email.',
  });
  registerResource(app, {
    type: 'JobPackageOrderReceiptRequest',
    collection: '/api/job-package-order-receipt-requests',
    schema: receiptRequestSchema,
    title: 'JobPackageOrderReceiptRequest',
    description: 'Asks for an order’s receipt PDF: a short-lived download link, or by email.',
  });

  const present = async (order: OrderRow) =>
    asItem(
      presentOrder(order, await listOrderItems(app.db, order.id), await findPaymentOfOrder(app.db, order.id)),
    );

  api.get(
    '/payment-settings',
    {
      schema: {
        tags: ['ShoppingCartOrder'],
        summary: 'Which payment provider checkout uses',
        response: { 200: paymentSettingsSchema },
      },
    },
    async () => ({
      provider: app.config.stripe ? ('stripe' as const) : ('test' as const),
      test_mode: !app.config.stripe,
      ...(app.config.stripe ? { publishable_key: app.config.stripe.publishableKey } : {}),
    }),
  );

  api.post(
    '/shopping-cart-orders',
    {
      schema: {
        tags: ['ShoppingCartOrder'],
        summary: 'Pays the cart (at most once; honours Idempotency-Key)',
        body: orderBody,
        headers: z.looseObject({ 'idempotency-key': z.string().max(255).optional() }),
        response: { 200: orderAnswer, 201: orderAnswer },
      },
      onRequest: requireUser,
      config: {
        errorStatuses: [400, 402, 404, 409, 422, 503],
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const result = await checkoutCart(
        app,
        getSignedInViewer(request),
        request.body ?? {},
        request.headers['idempotency-key'],
      );
      if (result.kind === 'requires_action') {
        reply.code(200);
        return { status: 'requires_action' as const, client_secret: result.clientSecret };
      }
      const item = await present(result.order);
      reply.code(result.created ? 201 : 200).header('location', item['@id']);
      return item;
    },
  );

  api.get(
    '/shopping-cart-orders',
    {
      schema: {
        tags: ['ShoppingCartOrder'],
        querystring: z.looseObject({ ...paginationQueryShape }),
        response: { 200: collectionSchema(shoppingCartOrderSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      // Staff see every order (the back office); users their own.
      const { rows, total } = await listOrders(
        app.db,
        viewer.isStaff ? undefined : viewer.userId,
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'ShoppingCartOrder',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: await Promise.all(
          rows.map(async (o) =>
            presentOrder(o, await listOrderItems(app.db, o.id), await findPaymentOfOrder(app.db, o.id)),
          ),
        ),
      });
    },
  );

  for (const path of ['/shopping-cart-orders/:id', '/job-package-orders/:id']) {
    api.get(
      path,
      {
        schema: {
          tags: ['ShoppingCartOrder'],
          params: idParamsSchema,
          response: { 200: shoppingCartOrderSchema },
        },
        onRequest: requireUser,
        config: { errorStatuses: [404] },
      },
      async (request) => present(await getOwnOrder(app.db, getSignedInViewer(request), request.params.id)),
    );
  }

  api.get(
    '/job-invoices',
    {
      schema: {
        tags: ['JobInvoice'],
        querystring: invoicesQuery,
        response: { 200: collectionSchema(jobInvoiceSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const job = request.query.job;
      const jobId =
        tryParseIri(job, 'jobs') ?? (typeof job === 'string' && /^\d+$/.test(job) ? Number(job) : undefined);
      const { rows, total } = await listInvoices(
        app.db,
        viewer.userId,
        jobId,
        paging.pageSize,
        paging.offset,
      );
      return buildCollection({
        contextType: 'JobInvoice',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member: rows.map(presentInvoice),
      });
    },
  );

  api.get(
    '/job-invoices/:id',
    {
      schema: { tags: ['JobInvoice'], params: idParamsSchema, response: { 200: jobInvoiceSchema } },
      onRequest: requireUser,
      config: { errorStatuses: [404] },
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const row = await findInvoice(app.db, request.params.id);
      if (!row || (row.userId !== viewer.userId && !viewer.isStaff)) throw new NotFoundError();
      return asItem(presentInvoice(row));
    },
  );

  api.post(
    '/job-invoice-receipt-requests',
    {
      schema: {
        tags: ['JobInvoiceReceiptRequest'],
        body: receiptBody,
        response: { 201: receiptRequestSchema },
      },
      onRequest: requireUser,
      config: { errorStatuses: [400, 404, 422], rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.code(201);
      return answerReceiptRequest(app, getSignedInViewer(request), 'invoice', request.body ?? {});
    },
  );
  api.post(
    '/job-package-order-receipt-requests',
    {
      schema: {
        tags: ['JobPackageOrderReceiptRequest'],
        body: receiptBody,
        response: { 201: receiptRequestSchema },
      },
      onRequest: requireUser,
      config: { errorStatuses: [400, 404, 422], rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.code(201);
      return answerReceiptRequest(app, getSignedInViewer(request), 'order', request.body ?? {});
    },
  );

  // Receipt requests are actions, not kept: their collections are always empty.
  for (const [path, type] of [
    ['/job-invoice-receipt-requests', 'JobInvoiceReceiptRequest'],
    ['/job-package-order-receipt-requests', 'JobPackageOrderReceiptRequest'],
  ] as const) {
    api.get(
      path,
      {
        schema: { tags: [type], response: { 200: collectionSchema(receiptRequestSchema) } },
        onRequest: requireUser,
      },
      async (request) =>
        buildCollection({
          contextType: type,
          requestUrl: request.url,
          page: 1,
          pageSize: 30,
          totalItems: 0,
          member: [],
        }),
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
      const pdf = await renderReceiptPdf(await loadReceiptData(app.db, order, itemId));
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${RECEIPT_FILE_NAME}"`)
        .header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );
}

/**
 * A receipt request (core 7: invoice receipt, package order receipt): the caller's own invoice or
 * order, else 404; download answers a signed `file_url` that works RECEIPT_LINK_SECONDS, email
 * queues the PDF as an attachment.
 */
async function answerReceiptRequest(
  app: FastifyInstance,
  viewer: SignedInViewer,
  kind: 'invoice' | 'order',
  body: Record<string, unknown>,
): Promise<ReceiptRequest> {
  const action = body.file_action;
  if (action !== 'download' && action !== 'email') {
    throw ValidationError.of('file_action', COMMERCE_MESSAGES.fileActionInvalid);
  }
  const ref = kind === 'invoice' ? body.invoice : body.order;
  const id =
    kind === 'invoice'
      ? tryParseIri(ref, 'job-invoices')
      : (tryParseIri(ref, 'job-package-orders') ?? tryParseIri(ref, 'shopping-cart-orders'));
  if (id === undefined) throw invalidIriError(ref);
  let order: OrderRow | undefined;
  let itemId: number | undefined;
  if (kind === 'invoice') {
    const invoice = await findInvoice(app.db, id);
    if (!invoice || invoice.userId !== viewer.userId) throw new NotFoundError();
    order = await findOrder(app.db, invoice.orderId);
    itemId = invoice.orderItemId;
  } else {
    order = await findOrder(app.db, id);
  }
  if (!order || order.userId !== viewer.userId) throw new NotFoundError();
  const now = new Date();
  let fileUrl: string | undefined;
  if (action === 'download') {
    const token = signReceiptToken(app.config.jwtSecret, {
      kind,
      id,
      userId: viewer.userId,
      expires: Math.floor(now.getTime() / 1000) + RECEIPT_LINK_SECONDS,
    });
    fileUrl = `${app.config.publicUrl}/api/receipt-files/${token}/${RECEIPT_FILE_NAME}`;
  } else {
    const paid = order;
    await app.db.transaction((tx) => emailReceipt(tx, app.config.publicUrl, paid, itemId));
  }
  const type = kind === 'invoice' ? 'JobInvoiceReceiptRequest' : 'JobPackageOrderReceiptRequest';
  return {
    '@context': `/api/contexts/${type}`,
    '@id': iriOf(
      kind === 'invoice' ? 'job-invoice-receipt-requests' : 'job-package-order-receipt-requests',
      `${id}-${now.getTime()}`,
    ),
    '@type': type,
    file_action: action,
    file_name: RECEIPT_FILE_NAME,
    ...(fileUrl ? { file_url: fileUrl } : {}),
    ...(kind === 'invoice'
      ? { invoice: iriOf('job-invoices', id) }
      : { order: iriOf('job-package-orders', id) }),
    date_added: formatDateTime(now),
  };
}
