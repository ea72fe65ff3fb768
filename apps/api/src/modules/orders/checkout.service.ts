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
  failPendingPayment,
  findLivePayment,
  findOrderByCart,
  findPayment,
  updatePayment,
} from './orders.repository.ts';
import type { OrderRow, PaymentRow } from './orders.table.ts';

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
  retried = false,
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
  if (!claim.payment || !provider) {
    const resumed = await resumeLivePayment(app, cart.id);
    // The provider had ended the attempt holding the cart: this one may pay now (once).
    if (resumed === 'freed' && !retried) return checkoutCart(app, viewer, body, idempotencyKey, now, true);
    if (resumed === 'freed') throw new ConflictError(COMMERCE_MESSAGES.paymentInProgress);
    return resumed;
  }
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
  // Not paid yet, not ended either: the webhook fulfils the order or frees the cart.
  if (result.status === 'processing') throw new ConflictError(COMMERCE_MESSAGES.paymentInProgress);
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
    if (payment) await refundInFull(app, payment, CART_CHANGED_REFUNDED);
    throw new CartChangedConflict();
  }
}

/**
 * Gives back all of an attempt that fulfilled nothing and marks it failed with why. One idempotency
 * key per attempt, so the provider refunds it once however often this runs.
 */
async function refundInFull(app: FastifyInstance, payment: PaymentRow, reason: string): Promise<void> {
  if (payment.providerPaymentId && app.payments) {
    await app.payments.refund({
      providerPaymentId: payment.providerPaymentId,
      amount: payment.amount,
      idempotencyKey: `payment-${payment.id}-unfulfilled-refund`,
    });
  }
  await updatePayment(app.db, payment.id, {
    status: 'failed',
    failureReason: reason,
    providerPaymentId: payment.providerPaymentId,
    refundedAmount: payment.providerPaymentId ? payment.amount : 0,
  });
}

/** Refunded in full already (rows written before refunded_amount was set say so in their reason). */
function refundedInFull(payment: PaymentRow): boolean {
  return payment.refundedAmount >= payment.amount || payment.failureReason === CART_CHANGED_REFUNDED;
}

/** Why an attempt that had already ended, and then went through at the provider, was refunded. */
export const ENDED_ATTEMPT_REFUNDED =
  'Refunded in full: the payment went through after this attempt had ended.';

/**
 * What the provider later says became of an attempt (Stripe's webhooks), read against the
 * attempt's own state, so an event delivered twice, late or out of order does only what it should:
 * - a pending attempt that succeeded fulfils its cart (once: fulfilCart is idempotent per cart);
 *   one that failed frees the cart for another attempt;
 * - an attempt that already succeeded stays as it is;
 * - an attempt that had ended (declined, abandoned, or refunded because the cart changed) and
 *   succeeded after all fulfils nothing: the buyer was told it did not go through and may have
 *   paid since, so its money goes back, once; one already refunded is left alone.
 * An event for another intent than the attempt's own, or another cart, is not the attempt's.
 */
export async function settleProviderPayment(
  app: FastifyInstance,
  event: {
    paymentId: number;
    cartId: number;
    providerPaymentId: string;
    outcome: 'succeeded' | 'failed';
    failureReason?: string;
  },
): Promise<'fulfilled' | 'refunded' | 'failed' | 'ignored'> {
  const payment = await findPayment(app.db, event.paymentId);
  if (!payment || payment.shoppingCartId !== event.cartId) return 'ignored';
  if (payment.providerPaymentId !== null && payment.providerPaymentId !== event.providerPaymentId) {
    return 'ignored';
  }
  if (event.outcome === 'failed') {
    if (payment.status !== 'pending') return 'ignored';
    await updatePayment(app.db, payment.id, {
      status: 'failed',
      providerPaymentId: event.providerPaymentId,
      failureReason: event.failureReason ?? 'Your card was declined.',
    });
    return 'failed';
  }
  if (payment.status === 'pending' || payment.status === 'succeeded') {
    if (payment.providerPaymentId === null) {
      await updatePayment(app.db, payment.id, { providerPaymentId: event.providerPaymentId });
    }
    try {
      await fulfilPaidCart(app, payment.shoppingCartId, payment.id);
      return 'fulfilled';
    } catch (error) {
      // Refunded in full (the cart changed meanwhile): nothing more to do.
      if (error instanceof CartChangedConflict) return 'refunded';
      throw error;
    }
  }
  if (refundedInFull(payment)) return 'ignored';
  await refundInFull(app, { ...payment, providerPaymentId: event.providerPaymentId }, ENDED_ATTEMPT_REFUNDED);
  return 'refunded';
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
 * Another attempt holds the cart's payment: its order when it finished; what the provider says of
 * it otherwise, in case its webhook never came: charged but its request died before fulfilment,
 * fulfil now; waiting for the buyer's 3-D Secure step, that step again (the browser finishes it);
 * declined or canceled, it ends and frees the cart ('freed': the caller pays again). Else a 409.
 */
async function resumeLivePayment(app: FastifyInstance, cartId: number): Promise<CheckoutResult | 'freed'> {
  const live = await findLivePayment(app.db, cartId);
  const order = await findOrderByCart(app.db, cartId);
  if (order) return { kind: 'order', order, created: false };
  if (live?.status === 'pending' && live.providerPaymentId && app.payments) {
    const state = await app.payments.retrieve(live.providerPaymentId);
    if (state.status === 'succeeded') {
      return { kind: 'order', ...(await fulfilPaidCart(app, cartId, live.id)) };
    }
    if (state.status === 'requires_action')
      return { kind: 'requires_action', clientSecret: state.clientSecret };
    if (state.status === 'declined' && (await failPendingPayment(app.db, live.id, state.reason)))
      return 'freed';
  }
  // An attempt whose request died before it reached the provider frees the cart after a while.
  if (live && !live.providerPaymentId && Date.now() - live.updatedAt.getTime() > ABANDONED_AFTER_MS) {
    await updatePayment(app.db, live.id, { status: 'abandoned' });
  }
  throw new ConflictError(COMMERCE_MESSAGES.paymentInProgress);
}

const ABANDONED_AFTER_MS = 10 * 60 * 1000;
