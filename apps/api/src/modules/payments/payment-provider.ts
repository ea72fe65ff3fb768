import type { SETUP_INTENT_STATUSES } from '@gfj/contracts';

/** Who pays or saves a card: our user (the provider finds or makes its customer for them). */
export interface PaymentCustomer {
  userId: number;
  email: string;
}

/** What a charge needs, whichever provider takes it. */
export interface ChargeInput {
  /** Cents, > 0. */
  amount: number;
  currency: 'usd';
  /**
   * A provider payment method: Stripe's `pm_…` id (new from the Payment Element, or a saved card),
   * or in TEST MODE a test card number, `pm_card_*`, or a saved test card's id.
   */
  paymentMethod: string;
  customer: PaymentCustomer;
  /** Keep the card for the customer's next checkout once the charge succeeds. */
  savePaymentMethod?: boolean;
  /** Sent to the provider so a retried call never charges twice. */
  idempotencyKey: string;
  /** Carried to the provider's webhooks: which cart and which payment row. */
  metadata: { shopping_cart_id: string; payment_id: string };
}

export type ChargeResult =
  | { status: 'succeeded'; providerPaymentId: string; cardBrand?: string; cardLast4?: string }
  | { status: 'declined'; providerPaymentId?: string; reason: string }
  | { status: 'requires_action'; providerPaymentId: string; clientSecret: string }
  /** Neither paid nor ended yet (Stripe's `processing`): its webhook settles it. */
  | { status: 'processing'; providerPaymentId: string };

/** A card saved for later: only what a list of cards shows. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SetupIntentState {
  id: string;
  clientSecret: string;
  status: (typeof SETUP_INTENT_STATUSES)[number];
  /** The saved card, once the intent succeeded. */
  paymentMethodId?: string;
}

export type SetupResult = SetupIntentState | { status: 'declined'; reason: string };

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
  /**
   * Starts saving a card for the customer (a SetupIntent). Given a payment method it is confirmed
   * at once (Stripe's `confirm: true`): the card is saved, or the answer is a decline.
   */
  createSetupIntent(customer: PaymentCustomer, paymentMethod?: string): Promise<SetupResult>;
  /** The customer's setup intents, newest first. */
  listSetupIntents(customer: PaymentCustomer): Promise<SetupIntentState[]>;
  /** One of the customer's setup intents; undefined when there is none such or it is another's. */
  findSetupIntent(customer: PaymentCustomer, id: string): Promise<SetupIntentState | undefined>;
  /** The customer's saved cards, newest first. */
  listSavedCards(customer: PaymentCustomer): Promise<SavedCard[]>;
  /** Removes one of the customer's saved cards; false when it is none of theirs. */
  removeSavedCard(customer: PaymentCustomer, id: string): Promise<boolean>;
}

export class PaymentDeclinedError extends Error {}
