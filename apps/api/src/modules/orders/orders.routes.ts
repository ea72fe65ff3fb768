import {
  checkoutAnswerSchema,
  jobInvoiceSchema,
  paymentSettingsSchema,
  shoppingCartOrderSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema, tryParseIri } from '../../http/iri.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser, type SignedInViewer } from '../auth/auth.plugin.ts';
import { checkoutCart } from './checkout.service.ts';
import { orderLinesWithAmounts } from './order-line-amounts.ts';
import { presentInvoice, presentOrder } from './orders.presenter.ts';
import { findInvoice, findOrder, findPaymentOfOrder, listInvoices, listOrders } from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';

const orderBody = z.looseObject({
  shopping_cart: z.unknown().optional().meta({ type: 'string', description: 'The cart IRI' }),
  payment_method: z.unknown().optional().meta({
    type: 'string',
    description:
      'Stripe payment method id (new, or a saved card’s); in TEST MODE a test card number, pm_card_* or a saved test card’s id',
  }),
  save_payment_method: z
    .unknown()
    .optional()
    .meta({ type: 'boolean', description: 'true: keep the card for the next checkout' }),
  expected_total: z.unknown().optional().meta({
    type: 'integer',
    description:
      'The total (cents) the buyer was shown: when the cart now costs anything else, nothing is charged and the answer is 409',
  }),
});
const orderAnswer = checkoutAnswerSchema;
const invoicesQuery = z.looseObject({
  ...paginationQueryShape,
  job: z.unknown().optional().meta({ type: 'string', description: 'A job IRI or id' }),
});

/** An order of the caller (staff: any), or 404. */
async function getOwnOrder(db: Db, viewer: SignedInViewer, id: number): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order || (order.userId !== viewer.userId && !viewer.isStaff)) throw new NotFoundError();
  return order;
}

/** Orders (/shopping-cart-orders) and invoices (/job-invoices) (core 7). */
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
  const presentWithLines = async (order: OrderRow) => {
    const payment = await findPaymentOfOrder(app.db, order.id);
    const { items, amounts } = await orderLinesWithAmounts(app.db, order, payment);
    return presentOrder(order, items, payment, amounts);
  };
  const present = async (order: OrderRow) => asItem(await presentWithLines(order));

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
        member: await Promise.all(rows.map(presentWithLines)),
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
      const jobId = tryParseIri(job, 'jobs');
      // Digits that are no id (0, past 2^31 - 1) name no job: none of its invoices, rather than all
      // of them or a query PostgreSQL refuses (it was a 500).
      const namesNoJob =
        jobId === undefined && typeof job === 'string' && /^(?:\/api\/jobs\/)?\d+$/.test(job.trim());
      const { rows, total } = namesNoJob
        ? { rows: [], total: 0 }
        : await listInvoices(app.db, viewer.userId, jobId, paging.pageSize, paging.offset);
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
}
