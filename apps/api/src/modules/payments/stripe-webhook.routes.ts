import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { parseId } from '../../http/iri.ts';
import { settleProviderPayment } from '../orders/checkout.service.ts';

const receivedSchema = z.object({ received: z.literal(true) });

const OUTCOMES: Partial<Record<Stripe.Event.Type, 'succeeded' | 'failed'>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
};

/**
 * Stripe's webhooks (POST /api/stripe/webhooks): the signature is checked on the raw body with the
 * SDK; a PaymentIntent's outcome settles the attempt named in its metadata (settleProviderPayment:
 * an order whose paying request died is still made, once; a repeated, late or out-of-order event
 * changes nothing it should not). Other events are acknowledged and ignored.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the exact bytes: this scope keeps JSON bodies raw.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhooks',
    {
      schema: {
        tags: ['ShoppingCartOrder'],
        summary: 'Stripe webhook endpoint (signed with STRIPE_WEBHOOK_SECRET)',
        response: { 200: receivedSchema },
      },
      config: { errorStatuses: [400, 404] },
    },
    async (request) => {
      const stripe = app.config.stripe;
      if (!stripe) throw new NotFoundError();
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new BadRequestError('Missing Stripe signature.');
      }
      // Stripe's SDK is loaded only where Stripe is configured (payments.plugin.ts).
      const { verifyStripeEvent } = await import('./stripe-payment-provider.ts');
      let event: Stripe.Event;
      try {
        event = verifyStripeEvent(stripe, request.body, signature);
      } catch {
        throw new BadRequestError('Invalid Stripe signature.');
      }
      const outcome = OUTCOMES[event.type];
      if (!outcome) return { received: true as const };
      const intent = event.data?.object as Partial<Stripe.PaymentIntent> | null | undefined;
      const paymentId = parseId(intent?.metadata?.payment_id);
      const cartId = parseId(intent?.metadata?.shopping_cart_id);
      if (typeof intent?.id !== 'string' || paymentId === undefined || cartId === undefined) {
        request.log.warn({ eventId: event.id }, 'stripe webhook without our payment');
        return { received: true as const };
      }
      const settled = await settleProviderPayment(app, {
        paymentId,
        cartId,
        providerPaymentId: intent.id,
        outcome,
        ...(intent.last_payment_error?.message ? { failureReason: intent.last_payment_error.message } : {}),
      });
      if (settled === 'ignored')
        request.log.warn({ eventId: event.id }, 'stripe webhook for no live payment');
      if (settled === 'refunded')
        request.log.warn({ eventId: event.id, paymentId }, 'stripe payment refunded');
      return { received: true as const };
    },
  );
}
