import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { CartChangedConflict, fulfilPaidCart } from '../orders/checkout.service.ts';
import { findPayment, updatePayment } from '../orders/orders.repository.ts';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * Stripe's webhooks (POST /api/stripe/webhooks): the signature is checked on the raw body with the
 * SDK; `payment_intent.succeeded` fulfils the cart named in its metadata, so an order whose paying
 * request died is still made, once (fulfilCart is idempotent per cart).
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
      let event: ReturnType<typeof verifyStripeEvent>;
      try {
        event = verifyStripeEvent(stripe, request.body, signature);
      } catch {
        throw new BadRequestError('Invalid Stripe signature.');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        const cartId = Number(intent.metadata?.shopping_cart_id);
        const paymentId = Number(intent.metadata?.payment_id);
        const payment = Number.isInteger(paymentId) ? await findPayment(app.db, paymentId) : undefined;
        if (payment && payment.shoppingCartId === cartId) {
          if (event.type === 'payment_intent.succeeded') {
            await updatePayment(app.db, payment.id, { providerPaymentId: intent.id });
            try {
              await fulfilPaidCart(app, cartId, payment.id);
            } catch (error) {
              // Refunded in full (the cart changed meanwhile): Stripe has been answered all it needs.
              if (!(error instanceof CartChangedConflict)) throw error;
              request.log.warn(
                { eventId: event.id, paymentId: payment.id },
                'cart changed while paid: refunded',
              );
            }
          } else if (payment.status === 'pending') {
            await updatePayment(app.db, payment.id, {
              status: 'failed',
              providerPaymentId: intent.id,
              failureReason: intent.last_payment_error?.message ?? 'Your card was declined.',
            });
          }
        } else {
          request.log.warn({ eventId: event.id }, 'stripe webhook for an unknown payment');
        }
      }
      return { received: true as const };
    },
  );
}
