import { COMMERCE_MESSAGES, SETUP_INTENT_STATUSES } from '@gfj/contracts';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import type { DbExecutor } from '../../db/client.ts';
import type {
  ChargeResult,
  PaymentCustomer,
  PaymentProvider,
  SavedCard,
  SetupIntentState,
} from './payment-provider.ts';
import { findPaymentCustomerId, storePaymentCustomerId } from './payments.repository.ts';

/** The Stripe SDK client for these keys (one per provider). */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port,
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

const toCard = (method: Stripe.PaymentMethod): SavedCard => ({
  id: method.id,
  brand: method.card?.brand ?? 'card',
  last4: method.card?.last4 ?? '',
  expMonth: method.card?.exp_month ?? 1,
  expYear: method.card?.exp_year ?? 0,
});

const INTENT_STATUSES: readonly string[] = SETUP_INTENT_STATUSES;

const toIntent = (intent: Stripe.SetupIntent): SetupIntentState => {
  const method =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    // A status newer than this code knows reads as still waiting for a card.
    status: INTENT_STATUSES.includes(intent.status)
      ? (intent.status as SetupIntentState['status'])
      : 'requires_payment_method',
    ...(method && intent.status === 'succeeded' ? { paymentMethodId: method } : {}),
  };
};

const customerOf = (object: { customer?: string | { id: string } | null }) =>
  typeof object.customer === 'string' ? object.customer : object.customer?.id;

/** Stripe's "no such object" (an unknown or foreign id): the same as not found. */
function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;
}

/**
 * A payment method Stripe refuses for this payment without charging it (another customer's saved
 * card, one already used, an unknown id): a decline, never a server error.
 */
function isUnusableMethod(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.param === 'payment_method' || error.code === 'resource_missing')
  );
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
  // Only a failed or canceled intent has ended; any other may still be paid.
  if (intent.status !== 'requires_payment_method' && intent.status !== 'canceled') {
    return { status: 'processing', providerPaymentId: intent.id };
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
  db: DbExecutor,
  client = createStripeClient(config),
): PaymentProvider {
  /** The user's Stripe customer, made (once: the idempotency key) and stored when first needed. */
  async function ensureCustomer(customer: PaymentCustomer): Promise<string> {
    const known = await findPaymentCustomerId(db, customer.userId, 'stripe');
    if (known) return known;
    const made = await client.customers.create(
      { email: customer.email, metadata: { user_id: String(customer.userId) } },
      { idempotencyKey: `customer-user-${customer.userId}` },
    );
    return storePaymentCustomerId(db, { userId: customer.userId, provider: 'stripe', customerId: made.id });
  }
  const knownCustomer = (customer: PaymentCustomer) => findPaymentCustomerId(db, customer.userId, 'stripe');

  return {
    name: 'stripe',
    async charge(input) {
      // A saved card belongs to the customer and is paid with it; a card to keep is saved to it.
      const customerId = input.savePaymentMethod
        ? await ensureCustomer(input.customer)
        : await knownCustomer(input.customer);
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            payment_method: input.paymentMethod,
            ...(customerId ? { customer: customerId } : {}),
            ...(input.savePaymentMethod ? { setup_future_usage: 'on_session' as const } : {}),
            confirm: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            receipt_email: input.customer.email,
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
        if (isUnusableMethod(error)) {
          return { status: 'declined', reason: COMMERCE_MESSAGES.paymentMethodUnusable };
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
    async createSetupIntent(customer, paymentMethod) {
      const customerId = await ensureCustomer(customer);
      try {
        const intent = await client.setupIntents.create({
          customer: customerId,
          usage: 'on_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { user_id: String(customer.userId) },
          ...(paymentMethod ? { payment_method: paymentMethod, confirm: true } : {}),
        });
        return toIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'declined', reason: error.message };
        if (isUnusableMethod(error)) {
          return { status: 'declined', reason: COMMERCE_MESSAGES.paymentMethodUnusable };
        }
        throw error;
      }
    },
    async listSetupIntents(customer) {
      const customerId = await knownCustomer(customer);
      if (!customerId) return [];
      const page = await client.setupIntents.list({ customer: customerId, limit: 100 });
      return page.data.map(toIntent);
    },
    async findSetupIntent(customer, id) {
      const customerId = await knownCustomer(customer);
      if (!customerId) return undefined;
      try {
        const intent = await client.setupIntents.retrieve(id);
        return customerOf(intent) === customerId ? toIntent(intent) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async listSavedCards(customer) {
      const customerId = await knownCustomer(customer);
      if (!customerId) return [];
      const page = await client.paymentMethods.list({ customer: customerId, type: 'card', limit: 100 });
      return page.data.map(toCard);
    },
    async removeSavedCard(customer, id) {
      const customerId = await knownCustomer(customer);
      if (!customerId) return false;
      try {
        // Only a card of this customer: Stripe would detach anyone's card by its id.
        const method = await client.paymentMethods.retrieve(id);
        if (customerOf(method) !== customerId) return false;
        await client.paymentMethods.detach(id);
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
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
