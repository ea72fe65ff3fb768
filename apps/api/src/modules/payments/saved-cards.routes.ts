import { stripePaymentMethodSchema, stripeSetupIntentSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../http/errors.ts';
import { asItem, buildCollection, collectionSchema } from '../../http/hydra.ts';
import { registerResource } from '../../http/resources.ts';
import { getSignedInViewer, requireUser } from '../auth/auth.plugin.ts';
import { presentSavedCard, presentSetupIntent } from './saved-cards.presenter.ts';
import { createSetupIntent, savedCardsContext } from './saved-cards.service.ts';

/** Provider ids (`pm_…`, `seti_…`); anything else names nothing (a params failure is a 404). */
const providerIdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,100}$/)
    .meta({ description: 'The provider’s id: pm_… or seti_…' }),
});
const setupIntentBody = z.looseObject({
  payment_method: z.unknown().optional().meta({
    type: 'string',
    description:
      'Confirm at once with this payment method (Stripe pm_…; in TEST MODE a test card number or pm_card_*)',
  }),
});

/**
 * Saved cards (core 7: /stripe-setup-intents, /stripe-payment-methods): the caller's own only,
 * through the PaymentProvider (Stripe's customer, or TEST MODE's cards in our database).
 */
export async function savedCardsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerResource(app, {
    type: 'StripeSetupIntent',
    collection: '/api/stripe-setup-intents',
    schema: stripeSetupIntentSchema,
    relations: { payment_method: 'StripePaymentMethod' },
    title: 'StripeSetupIntent',
    description: 'Saves a card for later: the client secret for Stripe.js, or confirmed at once.',
  });
  registerResource(app, {
    type: 'StripePaymentMethod',
    collection: '/api/stripe-payment-methods',
    schema: stripePaymentMethodSchema,
    title: 'StripePaymentMethod',
    description: 'A card the caller saved: brand, last digits and expiry.',
  });

  api.post(
    '/stripe-setup-intents',
    {
      schema: {
        tags: ['StripeSetupIntent'],
        summary: 'Starts saving a card (confirmed at once when payment_method is given)',
        body: setupIntentBody,
        response: { 201: stripeSetupIntentSchema },
      },
      onRequest: requireUser,
      config: { errorStatuses: [402, 422, 503], rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const intent = await createSetupIntent(app, getSignedInViewer(request), request.body ?? {});
      const item = asItem(presentSetupIntent(intent));
      reply.code(201).header('location', item['@id']);
      return item;
    },
  );

  api.get(
    '/stripe-setup-intents',
    {
      schema: {
        tags: ['StripeSetupIntent'],
        summary: 'The caller’s setup intents, newest first',
        response: { 200: collectionSchema(stripeSetupIntentSchema) },
      },
      onRequest: requireUser,
      config: { errorStatuses: [503] },
    },
    async (request) => {
      const { provider, customer } = await savedCardsContext(app, getSignedInViewer(request));
      const intents = await provider.listSetupIntents(customer);
      return buildCollection({
        contextType: 'StripeSetupIntent',
        requestUrl: request.url,
        page: 1,
        pageSize: Math.max(intents.length, 1),
        totalItems: intents.length,
        member: intents.map(presentSetupIntent),
      });
    },
  );

  api.get(
    '/stripe-setup-intents/:id',
    {
      schema: {
        tags: ['StripeSetupIntent'],
        params: providerIdParams,
        response: { 200: stripeSetupIntentSchema },
      },
      onRequest: requireUser,
      config: { errorStatuses: [404, 503] },
    },
    async (request) => {
      const { provider, customer } = await savedCardsContext(app, getSignedInViewer(request));
      const intent = await provider.findSetupIntent(customer, request.params.id);
      if (!intent) throw new NotFoundError();
      return asItem(presentSetupIntent(intent));
    },
  );

  api.get(
    '/stripe-payment-methods',
    {
      schema: {
        tags: ['StripePaymentMethod'],
        summary: 'The caller’s saved cards, newest first',
        response: { 200: collectionSchema(stripePaymentMethodSchema) },
      },
      onRequest: requireUser,
      config: { errorStatuses: [503] },
    },
    async (request) => {
      const { provider, customer } = await savedCardsContext(app, getSignedInViewer(request));
      const cards = await provider.listSavedCards(customer);
      return buildCollection({
        contextType: 'StripePaymentMethod',
        requestUrl: request.url,
        page: 1,
        pageSize: Math.max(cards.length, 1),
        totalItems: cards.length,
        member: cards.map(presentSavedCard),
      });
    },
  );

  api.get(
    '/stripe-payment-methods/:id',
    {
      schema: {
        tags: ['StripePaymentMethod'],
        params: providerIdParams,
        response: { 200: stripePaymentMethodSchema },
      },
      onRequest: requireUser,
      config: { errorStatuses: [404, 503] },
    },
    async (request) => {
      const { provider, customer } = await savedCardsContext(app, getSignedInViewer(request));
      const card = (await provider.listSavedCards(customer)).find((c) => c.id === request.params.id);
      if (!card) throw new NotFoundError();
      return asItem(presentSavedCard(card));
    },
  );

  api.delete(
    '/stripe-payment-methods/:id',
    {
      schema: { tags: ['StripePaymentMethod'], summary: 'Removes a saved card', params: providerIdParams },
      onRequest: requireUser,
      config: { errorStatuses: [404, 503] },
    },
    async (request, reply) => {
      const { provider, customer } = await savedCardsContext(app, getSignedInViewer(request));
      if (!(await provider.removeSavedCard(customer, request.params.id))) throw new NotFoundError();
      return reply.code(204).send();
    },
  );
}
