/** What a charge needs, whichever provider takes it. */
export interface ChargeInput {
  /** Cents, > 0. */
  amount: number;
  currency: 'usd';
  /** A provider payment method: Stripe's `pm_…` id, or in TEST MODE a test card number or `pm_card_*`. */
  paymentMethod: string;
  /** Sent to the provider so a retried call never charges twice. */
  idempotencyKey: string;
  customerEmail: string;
  /** Carried to the provider's webhooks: which cart and which payment row. */
  metadata: { shopping_cart_id: string; payment_id: string };
}

export type ChargeResult =
  | { status: 'succeeded'; providerPaymentId: string; cardBrand?: string; cardLast4?: string }
  | { status: 'declined'; providerPaymentId?: string; reason: string }
  | { status: 'requires_action'; providerPaymentId: string; clientSecret: string };

/**
 * The one payment interface (product-decisions: Money): Stripe when its keys are set, otherwise
 * the built-in TEST MODE provider. Orders, invoices and receipts never know which one ran.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** The state of an earlier charge (recovering after a crash between payment and fulfilment). */
  retrieve(providerPaymentId: string): Promise<ChargeResult>;
  refund(input: {
    providerPaymentId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
}

export class PaymentDeclinedError extends Error {}
