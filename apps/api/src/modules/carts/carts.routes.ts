import { shoppingCartItemSchema, shoppingCartSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { idParamsSchema } from '../../http/iri.ts';
import { requireMergePatch } from '../../http/merge-patch.ts';
import { paginationQueryShape, parsePagination } from '../../http/pagination.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { presentCart, presentCartItem } from './carts.presenter.ts';
import { findCart, findOpenCart, listCartLines, listUserCarts } from './carts.repository.ts';
import {
  addCartItem,
  applyPromoCode,
  getOwnCart,
  listPayableLines,
  openCart,
  priceCart,
  removeCart,
  removeCartItem,
} from './carts.service.ts';

// Checked by the service so the spec's messages come out as 422 violations.
const promoBody = z.looseObject({
  promotional_code: z
    .unknown()
    .optional()
    .meta({ type: ['string', 'null'], description: 'A promo code; empty or null removes it' }),
});
const itemBody = z.looseObject({
  entity_id: z.unknown().optional().meta({ type: 'integer', description: 'The job or job package id' }),
  entity_type: z.unknown().optional().meta({ type: 'string', description: 'job (default) or job-package' }),
  shopping_cart: z
    .unknown()
    .optional()
    .meta({ type: 'string', description: 'The cart IRI /api/shopping-carts/{id}' }),
});

/** Carts and their items (core 7: cart create/read/promo/add/remove); the caller's own only. */
export async function cartsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'ShoppingCart',
    collection: '/api/shopping-carts',
    schema: shoppingCartSchema,
    title: 'ShoppingCart',
    description: 'The signed-in user’s cart: listings and job packages, with totals computed by the server.',
  });
  registerResource(app, {
    type: 'ShoppingCartItem',
    collection: '/api/shopping-cart-items',
    schema: shoppingCartItemSchema,
    relations: { shopping_cart: 'ShoppingCart' },
    title: 'ShoppingCartItem',
    description: 'A line of a cart: a listing (once) or a job package (may repeat).',
  });

  const presentById = async (id: number) => {
    const cart = await findCart(app.db, id);
    if (!cart) throw new Error(`cart ${id} vanished`);
    return asItem(presentCart(await priceCart(app.db, cart)));
  };

  api.post(
    '/shopping-carts',
    {
      schema: {
        tags: ['ShoppingCart'],
        summary: 'Opens the caller’s cart (the open one if there is one already)',
        response: { 200: shoppingCartSchema, 201: shoppingCartSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { cart, created } = await openCart(app.db, getSignedInViewer(request));
      const item = await presentById(cart.id);
      reply.code(created ? 201 : 200).header('location', item['@id']);
      return item;
    },
  );

  // The caller's carts: the open one (if any) and the paid ones.
  api.get(
    '/shopping-carts',
    {
      schema: {
        tags: ['ShoppingCart'],
        querystring: z.looseObject({ ...paginationQueryShape }),
        response: { 200: collectionSchema(shoppingCartSchema) },
      },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const paging = parsePagination(request.query, { defaultPageSize: 30, maxPageSize: 100 });
      const { rows, total } = await listUserCarts(
        app.db,
        viewer.userId,
        new Date(),
        paging.pageSize,
        paging.offset,
      );
      const member = [];
      for (const cart of rows) member.push(presentCart(await priceCart(app.db, cart)));
      return buildCollection({
        contextType: 'ShoppingCart',
        requestUrl: request.url,
        ...paging,
        totalItems: total,
        member,
      });
    },
  );

  // The lines of the caller's open cart.
  api.get(
    '/shopping-cart-items',
    {
      schema: { tags: ['ShoppingCartItem'], response: { 200: collectionSchema(shoppingCartItemSchema) } },
      onRequest: requireUser,
    },
    async (request) => {
      const viewer = getSignedInViewer(request);
      const cart = await findOpenCart(app.db, viewer.userId, new Date());
      const lines = cart ? await listPayableLines(app.db, cart) : [];
      return buildCollection({
        contextType: 'ShoppingCartItem',
        requestUrl: request.url,
        page: 1,
        pageSize: Math.max(1, lines.length),
        totalItems: lines.length,
        member: lines.map(presentCartItem),
      });
    },
  );

  api.get(
    '/shopping-carts/:id',
    {
      schema: { tags: ['ShoppingCart'], params: idParamsSchema, response: { 200: shoppingCartSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const cart = await getOwnCart(app.db, getSignedInViewer(request), request.params.id);
      return asItem(presentCart(await priceCart(app.db, cart)));
    },
  );

  for (const method of ['patch', 'put'] as const) {
    api[method](
      '/shopping-carts/:id',
      {
        schema: {
          tags: ['ShoppingCart'],
          summary: 'Applies or removes the promotional code',
          params: idParamsSchema,
          body: promoBody,
          response: { 200: shoppingCartSchema },
        },
        onRequest: requireUser,
        ...(method === 'patch' ? { preValidation: requireMergePatch } : {}),
        config: { errorStatuses: [404, 409, 422] },
      },
      async (request) => {
        const cart = await applyPromoCode(
          app.db,
          getSignedInViewer(request),
          request.params.id,
          request.body?.promotional_code,
        );
        return presentById(cart.id);
      },
    );
  }

  api.delete(
    '/shopping-carts/:id',
    {
      schema: { tags: ['ShoppingCart'], params: idParamsSchema },
      onRequest: requireUser,
      config: { errorStatuses: [404, 409] },
    },
    async (request, reply) => {
      await removeCart(app.db, getSignedInViewer(request), request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/shopping-cart-items',
    {
      schema: { tags: ['ShoppingCartItem'], body: itemBody, response: { 201: shoppingCartItemSchema } },
      onRequest: requireUser,
      config: { errorStatuses: [400, 409, 422], rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const row = await addCartItem(app.db, getSignedInViewer(request), request.body ?? {});
      const line = (await listCartLines(app.db, row.cartId)).find((l) => l.id === row.id);
      if (!line) throw new Error('added cart line vanished');
      const item = asItem(presentCartItem(line));
      reply.code(201).header('location', item['@id']);
      return item;
    },
  );

  api.delete(
    '/shopping-cart-items/:id',
    {
      schema: { tags: ['ShoppingCartItem'], params: idParamsSchema },
      onRequest: requireUser,
      config: { errorStatuses: [404, 409] },
    },
    async (request, reply) => {
      await removeCartItem(app.db, getSignedInViewer(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
