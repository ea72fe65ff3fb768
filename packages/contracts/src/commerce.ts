import { z } from 'zod';
import { iriSchema } from './hydra.ts';
import { dateTimeSchema } from './jobs.ts';

/** Cart item types (core 3: Cart item) and statuses (core 4: Cart). */
export const CART_ITEM_TYPES = ['job', 'job-package'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];
export const CART_STATUSES = ['unprocessed', 'processed'] as const;
/** Cart lifetime 604800 s (core 9). */
export const CART_LIFETIME_SECONDS = 604_800;
/** A download's signed `file_url` works this long. */
export const RECEIPT_LINK_SECONDS = 300;
export const RECEIPT_FILE_ACTIONS = ['download', 'email'] as const;
export const PROMO_CODE_KINDS = ['percent', 'amount'] as const;
export const PROMO_CODE_SCOPES = ['jobs', 'packages', 'both'] as const;

/** Every commerce message, once (conventions 17); tests assert them exactly. */
export const COMMERCE_MESSAGES = {
  promoUnknown: 'This promotional code does not exist.',
  promoExpired: 'This promotional code has expired.',
  promoUsedUp: 'This promotional code has been used the maximum number of times.',
  promoOutOfScope: 'This promotional code does not apply to the items in your cart.',
  promoNotAccepted: 'This cart does not accept promotional codes.',
  duplicateJob: 'This listing is already in your cart.',
  jobNotPayable: 'Only your own listings waiting for payment can go into the cart.',
  packageUnavailable: 'This job package is not available.',
  entityTypeInvalid: 'The entity type must be job or job-package.',
  cartProcessed: 'This cart has already been paid.',
  cartEmpty: 'Your cart is empty.',
  paymentInProgress: 'A payment for this cart is already in progress.',
  cartChanged:
    'Your cart changed while it was being paid, so the order was not made and any charge has been refunded. Please check your cart and pay again.',
  /** The total a checkout was sent with (`expected_total`) is not what the cart costs now. */
  totalChanged:
    'The total of your cart changed since this page showed it. Please check your cart and pay again.',
  expectedTotalInvalid: 'The expected total must be a whole number of cents.',
  paymentMethodRequired: 'Please enter a payment method.',
  fileActionInvalid: 'The file action must be download or email.',
  receiptEmailSent: 'Your receipt has been sent to your email address.',
  refundNotAllowed: 'This order line cannot be refunded.',
  paymentMethodUnusable: 'This card cannot be used. Choose another card or enter a new one.',
  paymentsUnavailable:
    'Payments are unavailable right now. Please try again in a few minutes; nothing has been charged.',
  testModeNotice:
    'TEST MODE: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.',
} as const;

/** The add-to-cart error modal (core 2, 8). */
export const CART_ERROR_TITLE = 'Woops. Something went wrong!';
export const CART_INVALID_RESPONSE = 'Invalid response!';
export const RECEIPT_FAILURE = 'Something went wrong!';
export const RECEIPT_MODAL_TITLE = 'SAVE PAPER';
export const RECEIPT_FILE_NAME_DEFAULT = 'receipt.pdf';

const entitySchema = z.object({
  '@id': iriSchema,
  '@type': z.enum(['Job', 'JobPackage']),
  id: z.number().int(),
  name: z.string(),
  price: z.number().int().min(0),
  allow_multiple: z.boolean(),
});

export const shoppingCartItemSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('ShoppingCartItem'),
  id: z.number().int(),
  quantity: z.number().int().min(1),
  entity_id: z.number().int(),
  entity_type: z.enum(CART_ITEM_TYPES),
  entity_name: z.string(),
  entity_price: z.number().int().min(0),
  allow_multiple: z.boolean(),
  entity: entitySchema,
  shopping_cart: iriSchema,
  status: z.enum(CART_STATUSES),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type ShoppingCartItem = z.infer<typeof shoppingCartItemSchema>;

export const shoppingCartSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('ShoppingCart'),
  id: z.number().int(),
  items: z.array(shoppingCartItemSchema),
  accept_promotional_code: z.boolean(),
  promotional_code: z.string().optional(),
  job_packages_discounted_jobs_count: z.number().int().min(0),
  job_packages_discount: z.number().int().min(0),
  subtotal: z.number().int().min(0),
  promo_code_discount: z.number().int().min(0),
  total: z.number().int().min(0),
  status: z.enum(CART_STATUSES),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
  expires_at: dateTimeSchema,
});
export type ShoppingCart = z.infer<typeof shoppingCartSchema>;

export const orderItemSchema = z.object({
  id: z.number().int(),
  entity_type: z.enum(CART_ITEM_TYPES),
  entity_id: z.number().int(),
  name: z.string(),
  price: z.number().int().min(0),
  covered_by_package: z.boolean(),
  refunded: z.boolean(),
  /** What the line cost its buyer: its price less a package credit and its share of the promo code. */
  paid: z.number().int().min(0),
  /** What a refund of the line gives back now: 0 once refunded; a package's unused credits' share. */
  refundable: z.number().int().min(0),
});

export const shoppingCartOrderSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('ShoppingCartOrder'),
  id: z.number().int(),
  user: iriSchema,
  shopping_cart: iriSchema,
  status: z.string(),
  items: z.array(orderItemSchema),
  subtotal: z.number().int().min(0),
  job_packages_discounted_jobs_count: z.number().int().min(0),
  job_packages_discount: z.number().int().min(0),
  promotional_code: z.string().optional(),
  promo_code_discount: z.number().int().min(0),
  total: z.number().int().min(0),
  payment: z
    .object({
      provider: z.string(),
      status: z.string(),
      amount: z.number().int(),
      card_brand: z.string().optional(),
      card_last4: z.string().optional(),
      refunded_amount: z.number().int(),
    })
    .optional(),
  date_added: dateTimeSchema,
});
export type ShoppingCartOrder = z.infer<typeof shoppingCartOrderSchema>;

/**
 * What paying a cart answers: the order, or (Stripe, 3-D Secure) the client secret the browser
 * finishes the payment with; Stripe's webhook then makes the order.
 */
export const checkoutAnswerSchema = z.union([
  shoppingCartOrderSchema,
  z.object({ status: z.literal('requires_action'), client_secret: z.string() }),
]);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** An invoice per paid listing (content 3: Job invoice). */
export const jobInvoiceSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('JobInvoice'),
  id: z.number().int(),
  job: iriSchema,
  order: iriSchema,
  username: z.string(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  amount: z.number().int().min(0),
  date_added: dateTimeSchema,
});
export type JobInvoice = z.infer<typeof jobInvoiceSchema>;

/** Receipt requests (core 3): download answers a short-lived `file_url`, email sends the PDF. */
export const receiptRequestSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.enum(['JobInvoiceReceiptRequest', 'JobPackageOrderReceiptRequest']),
  file_action: z.enum(RECEIPT_FILE_ACTIONS),
  file_name: z.string(),
  file_url: z.string().optional(),
  invoice: iriSchema.optional(),
  order: iriSchema.optional(),
  date_added: dateTimeSchema,
});
export type ReceiptRequest = z.infer<typeof receiptRequestSchema>;

export const promoCodeSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('PromoCode'),
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  value: z.number().int().min(1),
  applies_to: z.enum(PROMO_CODE_SCOPES),
  expires_at: dateTimeSchema.optional(),
  max_uses: z.number().int().optional(),
  uses_count: z.number().int().min(0),
  status: z.enum(['active', 'inactive']),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

/**
 * A card saved for later (core 7: /stripe-payment-methods): Stripe's PaymentMethod, or in TEST MODE
 * a test card kept by the built-in provider. Only the card's public details, never its number.
 */
export const stripePaymentMethodSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('StripePaymentMethod'),
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
});
export type StripePaymentMethod = z.infer<typeof stripePaymentMethodSchema>;

/** Stripe's SetupIntent statuses (the test provider uses the same words). */
export const SETUP_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'canceled',
  'succeeded',
] as const;

/**
 * Saving a card (core 7: /stripe-setup-intents): the intent's `client_secret` for Stripe.js, and
 * once it succeeded the saved card.
 */
export const stripeSetupIntentSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('StripeSetupIntent'),
  id: z.string(),
  client_secret: z.string(),
  status: z.enum(SETUP_INTENT_STATUSES),
  payment_method: iriSchema.optional(),
});
export type StripeSetupIntent = z.infer<typeof stripeSetupIntentSchema>;

/** What checkout needs to know about payments: which provider runs and Stripe's public key. */
export const paymentSettingsSchema = z.object({
  provider: z.enum(['test', 'stripe']),
  test_mode: z.boolean(),
  publishable_key: z.string().optional(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** Staff: a promo code's fields (back office). */
/** A percent promo code takes at most everything off (422 on `value` above). */
export const PROMO_PERCENT_TOO_BIG = 'A percent code must be 100 or less';

const promoCodeFields = z.object({
  code: z
    .string()
    .trim()
    .min(3, 'Must be 3 or more characters long')
    .max(40, 'Must be 40 or fewer characters long'),
  kind: z.enum(PROMO_CODE_KINDS),
  // Stored in integer columns: the bounds keep every value a 422 rather than a database error.
  value: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(100_000_000, 'Must be 100000000 or less'),
  applies_to: z.enum(PROMO_CODE_SCOPES),
  expires_at: dateTimeSchema.nullable().optional(),
  max_uses: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(1_000_000_000, 'Must be 1000000000 or less')
    .nullable()
    .optional(),
  status: z.enum(['active', 'inactive']),
});
/** A new code applies to both and is active unless it says otherwise. */
export const promoCodeCreateSchema = promoCodeFields
  .extend({
    applies_to: promoCodeFields.shape.applies_to.default('both'),
    status: promoCodeFields.shape.status.default('active'),
  })
  .refine((v) => v.kind !== 'percent' || v.value <= 100, {
    message: PROMO_PERCENT_TOO_BIG,
    path: ['value'],
  });
/**
 * Partial, without the creation's defaults (a change of the code alone keeps the scope and the
 * status); a change of `kind` or `value` alone is checked against the stored code by the API.
 */
export const promoCodePatchSchema = promoCodeFields.partial();

/** A catalogue price staff set: whole cents, 0 or more (the back office edits it in dollars). */
export const catalogueCentsSchema = z
  .number({ error: 'Please enter a price' })
  .int('Must be a whole number of cents')
  .min(0, 'Must be 0 or more')
  .max(100_000_000, 'Must be $1,000,000 or less');

/** Staff: a catalogue package's editable fields (prices in cents). */
export const jobPackagePatchSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Must be 1 or more characters long')
      .max(100, 'Must be 100 or fewer characters long'),
    jobs_count: z
      .number({ error: 'Please enter a number' })
      .int('Must be a whole number')
      .min(1, 'Must be 1 or more')
      .max(1000, 'Must be 1000 or less'),
    job_price: catalogueCentsSchema,
    price: catalogueCentsSchema,
    status: z.enum(['active', 'inactive']),
  })
  .partial();

/** Staff: refund one line of an order (through the payment provider). */
export const refundCreateSchema = z.object({
  // Any number: one that is no order line's id (0, 1.5, 2^31, 1e20) is a 404 like an unknown one.
  order_item: z.number({ error: 'Expected the id of the order line, a number.' }).meta({ type: 'integer' }),
  reason: z.string().max(1000).optional(),
});
