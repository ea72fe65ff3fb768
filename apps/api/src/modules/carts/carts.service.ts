import {
  type CartItemType,
  type CartTotals,
  COMMERCE_MESSAGES,
  computeCartTotals,
  promoHasScope,
  type TotalsLine,
  type TotalsPromo,
} from '@gfj/contracts';
import type { DbExecutor } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { invalidIriError, parseId, tryParseIri } from '../../http/iri.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { findJobPackage } from '../job-packages/job-packages.repository.ts';
import { findJobById } from '../jobs/jobs.repository.ts';
import { findLivePayment } from '../orders/orders.repository.ts';
import {
  type CartLine,
  cartExpiry,
  countCartItems,
  countUsableCredits,
  deleteCart,
  deleteCartItem,
  findCart,
  findCartItem,
  findOpenCartItemsForJob,
  findOrCreateOpenCart,
  findPromoCode,
  findPromoCodeByCode,
  insertCartItem,
  isPayableLine,
  listCartLines,
  lockCart,
  updateCart,
} from './carts.repository.ts';
import type { PromoCodeRow, ShoppingCartRow } from './carts.table.ts';

/** A cart with its lines and server-side totals: what the presenter shows and checkout charges. */
export interface PricedCart {
  cart: ShoppingCartRow;
  lines: CartLine[];
  /** The cart's code while it applies (else undefined, though the cart may still hold it). */
  promo: PromoCodeRow | undefined;
  totals: CartTotals;
}

function toTotalsLine(line: CartLine): TotalsLine {
  return { entityType: line.entityType as CartItemType, price: line.entityPrice };
}

function toTotalsPromo(promo: PromoCodeRow): TotalsPromo {
  return {
    kind: promo.kind as TotalsPromo['kind'],
    value: promo.value,
    appliesTo: promo.appliesTo as TotalsPromo['appliesTo'],
  };
}

/** The 422 a promo code gets on `promotional_code` when it cannot be used on these lines now. */
export function promoCodeProblem(
  promo: PromoCodeRow | undefined,
  lines: readonly CartLine[],
  now: Date,
): string | undefined {
  if (promo?.status !== 'active') return COMMERCE_MESSAGES.promoUnknown;
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return COMMERCE_MESSAGES.promoExpired;
  if (promo.maxUses !== null && promo.usesCount >= promo.maxUses) return COMMERCE_MESSAGES.promoUsedUp;
  if (!promoHasScope(lines.map(toTotalsLine), promo.appliesTo as TotalsPromo['appliesTo'])) {
    return COMMERCE_MESSAGES.promoOutOfScope;
  }
  return undefined;
}

/** Lines, the poster's credits and the promo code, totalled on the server. */
export async function priceCart(
  db: DbExecutor,
  cart: ShoppingCartRow,
  now: Date = new Date(),
): Promise<PricedCart> {
  const lines = await listPayableLines(db, cart);
  const credits = await countUsableCredits(db, cart.userId, now);
  const held = cart.promoCodeId === null ? undefined : await findPromoCode(db, cart.promoCodeId);
  // A code that stopped applying (expired, used up by others, its lines removed) is dropped from
  // the open cart's answer: it takes nothing off and is not shown, and checkout removes it
  // (decision 039). A paid cart answers the code it was paid with.
  const promo =
    held && (cart.status !== 'unprocessed' || !promoCodeProblem(held, lines, now)) ? held : undefined;
  const totals = computeCartTotals(
    lines.map(toTotalsLine),
    credits,
    promo ? toTotalsPromo(promo) : undefined,
  );
  return { cart, lines, promo, totals };
}

/**
 * The lines a cart shows and charges: an open cart leaves out listings no longer waiting for
 * payment (deleted, approved by staff...); a paid cart shows what it held.
 */
export async function listPayableLines(db: DbExecutor, cart: ShoppingCartRow): Promise<CartLine[]> {
  const lines = await listCartLines(db, cart.id);
  if (cart.status !== 'unprocessed') return lines;
  return lines.filter((line) => isPayableLine(line, cart.userId));
}

/**
 * Removes the lines no longer payable from an open cart, under its lock (checkout, before it
 * prices the cart): a listing that left "awaiting payment" is never charged (decision 039).
 */
export async function pruneUnpayableLines(tx: DbExecutor, cart: ShoppingCartRow): Promise<void> {
  if (cart.status !== 'unprocessed') return;
  for (const line of await listCartLines(tx, cart.id)) {
    if (!isPayableLine(line, cart.userId)) await deleteCartItem(tx, line.id);
  }
}

/**
 * A listing leaving "awaiting payment" (deleted by its poster) leaves the open cart it is in, in
 * the caller's transaction and under the cart's lock: 409 while a payment of that cart is live
 * (that payment charges for it; it is submitted when the payment ends). The last line takes the
 * cart with it.
 */
export async function dropJobFromOpenCart(tx: DbExecutor, jobId: number): Promise<void> {
  for (const item of await findOpenCartItemsForJob(tx, jobId)) {
    await lockChangeableCart(tx, item.cartId);
    await deleteCartItem(tx, item.id);
    if ((await countCartItems(tx, item.cartId)) === 0) await deleteCart(tx, item.cartId);
  }
}

function isLive(cart: ShoppingCartRow, now: Date): boolean {
  return cart.status === 'processed' || cart.expiresAt.getTime() > now.getTime();
}

/** The caller's cart, or 404 (another user's or an expired cart does not exist for them). */
export async function getOwnCart(db: DbExecutor, viewer: SignedInViewer, id: number, now = new Date()) {
  const cart = await findCart(db, id);
  if (!cart || cart.userId !== viewer.userId || !isLive(cart, now)) throw new NotFoundError();
  return cart;
}

/** POST /shopping-carts: the caller's open cart, made if there is none. */
export async function openCart(db: DbExecutor, viewer: SignedInViewer, now = new Date()) {
  return findOrCreateOpenCart(db, viewer.userId, now);
}

function cartFromIri(value: unknown): number {
  const id = tryParseIri(value, 'shopping-carts');
  if (id === undefined) throw invalidIriError(value);
  return id;
}

function requireOpen(cart: ShoppingCartRow): void {
  if (cart.status !== 'unprocessed') throw new ConflictError(COMMERCE_MESSAGES.cartProcessed);
}

/**
 * Locks the cart for a change of its items or code, inside the caller's transaction: it must be
 * open and not being paid. A payment in progress charges for the cart as it was priced when the
 * payment was claimed (under the same lock), so nothing may join or leave it until that payment
 * ends (paid and fulfilled, or declined).
 */
async function lockChangeableCart(tx: DbExecutor, cartId: number): Promise<ShoppingCartRow> {
  const cart = await lockCart(tx, cartId);
  if (!cart) throw new NotFoundError();
  requireOpen(cart);
  if (await findLivePayment(tx, cart.id)) throw new ConflictError(COMMERCE_MESSAGES.paymentInProgress);
  return cart;
}

/**
 * POST /shopping-cart-items: a job of the caller's waiting for payment (once per cart) or an
 * active package (may repeat), into the caller's own open cart.
 */
export async function addCartItem(
  db: DbExecutor,
  viewer: SignedInViewer,
  body: { entity_id?: unknown; entity_type?: unknown; shopping_cart?: unknown },
  now = new Date(),
) {
  const cartId = cartFromIri(body.shopping_cart);
  const cart = await findCart(db, cartId);
  // Someone else's cart is an IRI that does not resolve, for this caller.
  if (!cart || cart.userId !== viewer.userId || !isLive(cart, now)) throw invalidIriError(body.shopping_cart);
  requireOpen(cart);
  const type = body.entity_type ?? 'job';
  if (type !== 'job' && type !== 'job-package') {
    throw ValidationError.of('entity_type', COMMERCE_MESSAGES.entityTypeInvalid);
  }
  // An id no row can have (0, 2^31, 1e20...) is as unknown as a missing one, never a database error.
  const entityId = parseId(body.entity_id);
  if (entityId === undefined) {
    throw ValidationError.of(
      'entity_id',
      type === 'job' ? COMMERCE_MESSAGES.jobNotPayable : COMMERCE_MESSAGES.packageUnavailable,
    );
  }
  return db.transaction(async (tx) => {
    const locked = await lockChangeableCart(tx, cart.id);
    const item = await addEntityToCart(tx, viewer.userId, locked, type, entityId);
    await updateCart(tx, locked.id, { expiresAt: cartExpiry(now) });
    return item;
  });
}

/** Checks and adds one entity to a cart (also the submission's path for an unpaid listing). */
export async function addEntityToCart(
  db: DbExecutor,
  userId: number,
  cart: ShoppingCartRow,
  type: CartItemType,
  entityId: number,
) {
  if (type === 'job') {
    const job = await findJobById(db, entityId);
    if (!job || job.ownerId !== userId || job.status !== 'draft' || job.awaitingPaymentAt === null) {
      throw ValidationError.of('entity_id', COMMERCE_MESSAGES.jobNotPayable);
    }
    const row = await insertCartItem(db, { cartId: cart.id, entityType: 'job', jobId: job.id });
    if (!row) throw ValidationError.of('entity_id', COMMERCE_MESSAGES.duplicateJob);
    return row;
  }
  const pack = await findJobPackage(db, entityId);
  if (pack?.status !== 'active') throw ValidationError.of('entity_id', COMMERCE_MESSAGES.packageUnavailable);
  const row = await insertCartItem(db, { cartId: cart.id, entityType: 'job-package', jobPackageId: pack.id });
  if (!row) throw new Error('cart item insert returned nothing');
  return row;
}

/** Puts a submitted listing without a credit into its poster's cart (decision 033's seam). */
export async function queueJobInCart(tx: DbExecutor, userId: number, jobId: number, now = new Date()) {
  const { cart } = await findOrCreateOpenCart(tx, userId, now);
  await lockChangeableCart(tx, cart.id);
  await insertCartItem(tx, { cartId: cart.id, entityType: 'job', jobId });
  await updateCart(tx, cart.id, { expiresAt: cartExpiry(now) });
  return cart;
}

/** DELETE /shopping-cart-items/{id}: the caller's line of an open cart; the last one takes the cart. */
export async function removeCartItem(db: DbExecutor, viewer: SignedInViewer, id: number, now = new Date()) {
  const item = await findCartItem(db, id);
  const cart = item ? await findCart(db, item.cartId) : undefined;
  if (!item || !cart || cart.userId !== viewer.userId || !isLive(cart, now)) throw new NotFoundError();
  await db.transaction(async (tx) => {
    await lockChangeableCart(tx, cart.id);
    await deleteCartItem(tx, item.id);
    if ((await countCartItems(tx, cart.id)) === 0) await deleteCart(tx, cart.id);
  });
}

/** DELETE /shopping-carts/{id}: empties and removes the caller's open cart. */
export async function removeCart(db: DbExecutor, viewer: SignedInViewer, id: number) {
  const cart = await getOwnCart(db, viewer, id);
  await db.transaction(async (tx) => {
    await lockChangeableCart(tx, cart.id);
    await deleteCart(tx, cart.id);
  });
}

/**
 * PATCH/PUT /shopping-carts/{id} with `promotional_code`: one code per cart; unknown, expired,
 * used-up or out-of-scope codes are a 422 on `promotional_code`; empty or null removes it.
 */
export async function applyPromoCode(
  db: DbExecutor,
  viewer: SignedInViewer,
  id: number,
  code: unknown,
  now = new Date(),
) {
  const cart = await getOwnCart(db, viewer, id, now);
  requireOpen(cart);
  if (code === undefined) return cart;
  return db.transaction(async (tx) => {
    await lockChangeableCart(tx, cart.id);
    return setPromoCode(tx, cart, code, now);
  });
}

async function setPromoCode(db: DbExecutor, cart: ShoppingCartRow, code: unknown, now: Date) {
  if (code === null || (typeof code === 'string' && code.trim() === '')) {
    return updateCart(db, cart.id, { promoCodeId: null });
  }
  if (typeof code !== 'string' || code.length > 40) {
    throw ValidationError.of('promotional_code', COMMERCE_MESSAGES.promoUnknown);
  }
  if (!cart.acceptPromotionalCode)
    throw ValidationError.of('promotional_code', COMMERCE_MESSAGES.promoNotAccepted);
  const promo = await findPromoCodeByCode(db, code.trim());
  const problem = promoCodeProblem(promo, await listPayableLines(db, cart), now);
  if (problem || !promo)
    throw ValidationError.of('promotional_code', problem ?? COMMERCE_MESSAGES.promoUnknown);
  return updateCart(db, cart.id, { promoCodeId: promo.id });
}

export function assertBodyObject(body: unknown): Record<string, unknown> {
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new BadRequestError('The body must be a JSON object.');
  }
  return (body ?? {}) as Record<string, unknown>;
}
