import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import type { ChargeResult, PaymentProvider } from './payment-provider.ts';

/** The Stripe SDK client for these keys (one per provider). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}

function fromIntent(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const card = charge?.payment_method_details?.card;
    return {
      status: 'succeeded',
      providerPaymentId: intent.id,
      ...(card?.brand ? { cardBrand: card.brand } : {}),
      ...(card?.last4 ? { cardLast4: card.last4 } : {}),
    };
  }
  if (intent.status === 'requires_action' && intent.client_secret) {
    return { status: 'requires_action', providerPaymentId: intent.id, clientSecret: intent.client_secret };
  }
  return {
    status: 'declined',
    providerPaymentId: intent.id,
    reason: intent.last_payment_error?.message ?? 'Your card was declined.',
  };
}

/**
 * Stripe PaymentIntents, confirmed at once with the payment method the Payment Element made.
 * The idempotency key goes to Stripe, so a retried request never makes a second charge.
 */
export function createStripePaymentProvider(
  config: StripeConfig,
  client = createStripeClient(config),
): PaymentProvider {
  return {
    name: 'stripe',
    async charge(input) {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            payment_method: input.paymentMethod,
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            receipt_email: input.customerEmail,
            metadata: input.metadata,
            expand: ['latest_charge'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return fromIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'declined',
            ...(error.payment_intent?.id ? { providerPaymentId: error.payment_intent.id } : {}),
            reason: error.message,
          };
        }
        throw error;
      }
    },
    async retrieve(providerPaymentId) {
      return fromIntent(
        await client.paymentIntents.retrieve(providerPaymentId, { expand: ['latest_charge'] }),
      );
    },
    async refund(input) {
      const refund = await client.refunds.create(
        { payment_intent: input.providerPaymentId, amount: input.amount },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}

/** Verifies a webhook's `Stripe-Signature` (throws when wrong) and returns the event. */
export function verifyStripeEvent(
  config: StripeConfig,
  rawBody: string | Buffer,
  signature: string,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
}
