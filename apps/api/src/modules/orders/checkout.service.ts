import { COMMERCE_MESSAGES } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { invalidIriError, tryParseIri } from '../../http/iri.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { lockCart, updateCart } from '../carts/carts.repository.ts';
import { getOwnCart, priceCart, pruneUnpayableLines } from '../carts/carts.service.ts';
import { PaymentRequiredError, PaymentsUnavailableError } from '../payments/payment-errors.ts';
import { findUserById } from '../users/users.repository.ts';
import { CartChangedError, fulfilCart } from './fulfilment.service.ts';
import {
  claimPayment,
  findLivePayment,
  findOrderByCart,
  findPayment,
  updatePayment,
} from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';

export type CheckoutResult =
  | { kind: 'order'; order: OrderRow; created: boolean }
  | { kind: 'requires_action'; clientSecret: string };

/**
 * POST /shopping-cart-orders: pays the caller's cart once. A processed cart answers its order (so
 * retries and double clicks get the same answer); a zero total is fulfilled without a payment;
 * otherwise one pending payment row is claimed for the cart (the partial unique index lets only
 * one request hold it), the provider charges with an idempotency key, and the cart is fulfilled.
 * A decline frees the claim and leaves the cart as it was.
 */
export async function checkoutCart(
  app: FastifyInstance,
  viewer: SignedInViewer,
  body: {
    shopping_cart?: unknown;
    payment_method?: unknown;
    save_payment_method?: unknown;
    expected_total?: unknown;
  },
  idempotencyKey: string | undefined,
  now: Date = new Date(),
): Promise<CheckoutResult> {
  const cartId = tryParseIri(body.shopping_cart, 'shopping-carts');
  if (cartId === undefined) throw invalidIriError(body.shopping_cart);
  const cart = await getOwnCart(app.db, viewer, cartId, now);
  const existing = await findOrderByCart(app.db, cart.id);
  if (existing) return { kind: 'order', order: existing, created: false };
  const provider = app.payments;
  const method = typeof body.payment_method === 'string' ? body.payment_method.trim() : '';
  const expected = body.expected_total;
  if (expected !== undefined && !Number.isSafeInteger(expected)) {
    throw ValidationError.of('expected_total', COMMERCE_MESSAGES.expectedTotalInvalid);
  }
  // Priced and claimed under the cart's lock: items join or leave a cart only under that lock and
  // never while a payment is live, so the amount claimed is what fulfilment finds (carts.service).
  const claim = await app.db.transaction(async (tx) => {
    const locked = await lockCart(tx, cart.id);
    if (!locked) throw new NotFoundError();
    // A listing deleted (or approved by staff) since it was queued is dropped, never charged.
    await pruneUnpayableLines(tx, locked);
    const priced = await priceCart(tx, locked, now);
    if (priced.lines.length === 0) throw ValidationError.of('shopping_cart', COMMERCE_MESSAGES.cartEmpty);
    // A held code that no longer applies was neither shown nor counted: it goes, and the cart is
    // charged what it showed (never refused for a code the buyer cannot see).
    if (locked.promoCodeId !== null && !priced.promo) await updateCart(tx, locked.id, { promoCodeId: null });
    const amount = priced.totals.total;
    // The buyer pays what the page showed or nothing: a code used up, a price or a line changed
    // since then is answered before any charge.
    if (expected !== undefined && expected !== amount)
      throw new ConflictError(COMMERCE_MESSAGES.totalChanged);
    if (amount === 0) return { amount, payment: undefined };
    if (!provider) throw new PaymentsUnavailableError();
    if (method === '' || method.length > 255) {
      throw ValidationError.of('payment_method', COMMERCE_MESSAGES.paymentMethodRequired);
    }
    const payment = await claimPayment(tx, {
      shoppingCartId: cart.id,
      userId: viewer.userId,
      provider: provider.name,
      amount,
      idempotencyKey: idempotencyKey ?? null,
    });
    return { amount, payment };
  });
  if (claim.amount === 0) {
    try {
      return { kind: 'order', ...(await fulfilCart(app, cart.id, { now })) };
    } catch (error) {
      throw error instanceof CartChangedError ? new CartChangedConflict() : error;
    }
  }
  if (!claim.payment || !provider) return resumeLivePayment(app, cart.id);
  const payment = claim.payment;
  const user = await findUserById(app.db, viewer.userId);

  const result = await provider.charge({
    amount: claim.amount,
    currency: 'usd',
    paymentMethod: method,
    customer: { userId: viewer.userId, email: user?.email ?? '' },
    savePaymentMethod: body.save_payment_method === true,
    // One key per attempt row: a retry of this attempt never charges twice, and a new attempt
    // after a decline (another card) is not answered with the old decline.
    idempotencyKey: `cart-${cart.id}-payment-${payment.id}`,
    metadata: { shopping_cart_id: String(cart.id), payment_id: String(payment.id) },
  });
  if (result.status === 'declined') {
    await updatePayment(app.db, payment.id, {
      status: 'failed',
      failureReason: result.reason,
      providerPaymentId: result.providerPaymentId ?? null,
    });
    throw new PaymentRequiredError(result.reason);
  }
  await updatePayment(app.db, payment.id, {
    providerPaymentId: result.providerPaymentId,
    ...(result.status === 'succeeded'
      ? { cardBrand: result.cardBrand ?? null, cardLast4: result.cardLast4 ?? null }
      : {}),
  });
  if (result.status === 'requires_action') {
    // 3-D Secure: the browser finishes with Stripe; the webhook fulfils the order.
    return { kind: 'requires_action', clientSecret: result.clientSecret };
  }
  return { kind: 'order', ...(await fulfilPaidCart(app, cart.id, payment.id, now)) };
}

/**
 * Fulfils a cart whose payment succeeded. When the cart no longer costs what was paid
 * (CartChangedError), the charge is refunded in full, the payment marked failed (the cart can
 * change and be paid again), and the buyer told so (409).
 */
export async function fulfilPaidCart(app: FastifyInstance, cartId: number, paymentId: number, now?: Date) {
  try {
    return await fulfilCart(app, cartId, { paymentId, ...(now ? { now } : {}) });
  } catch (error) {
    if (!(error instanceof CartChangedError)) throw error;
    const payment = await findPayment(app.db, paymentId);
    if (payment?.providerPaymentId && app.payments) {
      await app.payments.refund({
        providerPaymentId: payment.providerPaymentId,
        amount: payment.amount,
        idempotencyKey: `payment-${payment.id}-unfulfilled-refund`,
      });
    }
    await updatePayment(app.db, paymentId, { status: 'failed', failureReason: CART_CHANGED_REFUNDED });
    throw new CartChangedConflict();
  }
}

/** The buyer's answer (409) when the cart no longer costs what was (or was not) paid; nothing was fulfilled. */
export class CartChangedConflict extends ConflictError {
  constructor() {
    super(COMMERCE_MESSAGES.cartChanged);
  }
}

/** Why a payment refunded by fulfilPaidCart failed (kept on the payment row for staff). */
export const CART_CHANGED_REFUNDED = 'Refunded in full: the cart changed while it was being paid.';

/**
 * Another attempt holds the cart's payment: its order when it finished; when it charged but its
 * request died before fulfilment (the provider knows it succeeded), fulfil now; else a 409.
 */
async function resumeLivePayment(app: FastifyInstance, cartId: number): Promise<CheckoutResult> {
  const live = await findLivePayment(app.db, cartId);
  const order = await findOrderByCart(app.db, cartId);
  if (order) return { kind: 'order', order, created: false };
  if (live?.providerPaymentId && app.payments) {
    const state = await app.payments.retrieve(live.providerPaymentId);
    if (state.status === 'succeeded') {
      return { kind: 'order', ...(await fulfilPaidCart(app, cartId, live.id)) };
    }
  }
  // An attempt whose request died before it reached the provider frees the cart after a while.
  if (live && !live.providerPaymentId && Date.now() - live.updatedAt.getTime() > ABANDONED_AFTER_MS) {
    await updatePayment(app.db, live.id, { status: 'abandoned' });
  }
  throw new ConflictError(COMMERCE_MESSAGES.paymentInProgress);
}

const ABANDONED_AFTER_MS = 10 * 60 * 1000;
