import { CART_LIFETIME_SECONDS } from '@gfj/contracts';
import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { jobPackages } from '../job-packages/job-packages.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { jobPostTypes } from '../lookups/lookups.table.ts';
import {
  type PromoCodeRow,
  promoCodes,
  type ShoppingCartItemRow,
  type ShoppingCartRow,
  shoppingCartItems,
  shoppingCarts,
} from './carts.table.ts';

export function cartExpiry(now: Date): Date {
  return new Date(now.getTime() + CART_LIFETIME_SECONDS * 1000);
}

export async function findCart(db: DbExecutor, id: number): Promise<ShoppingCartRow | undefined> {
  const [row] = await db.select().from(shoppingCarts).where(eq(shoppingCarts.id, id));
  return row;
}

/** The cart, row-locked until the transaction ends (paying, fulfilling). */
export async function lockCart(tx: DbExecutor, id: number): Promise<ShoppingCartRow | undefined> {
  const [row] = await tx.select().from(shoppingCarts).where(eq(shoppingCarts.id, id)).for('update');
  return row;
}

export async function findOpenCart(
  db: DbExecutor,
  userId: number,
  now: Date,
): Promise<ShoppingCartRow | undefined> {
  const [row] = await db
    .select()
    .from(shoppingCarts)
    .where(
      and(
        eq(shoppingCarts.userId, userId),
        eq(shoppingCarts.status, 'unprocessed'),
        gt(shoppingCarts.expiresAt, now),
      ),
    );
  return row;
}

/** The user's live carts (open and not expired, or paid), newest first. */
export async function listUserCarts(
  db: DbExecutor,
  userId: number,
  now: Date,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(shoppingCarts.userId, userId),
    or(eq(shoppingCarts.status, 'processed'), gt(shoppingCarts.expiresAt, now)),
  );
  const rows = await db
    .select()
    .from(shoppingCarts)
    .where(where)
    .orderBy(desc(shoppingCarts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(shoppingCarts).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The user's open cart, made when there is none. An expired open cart is removed first; the
 * one-open-cart index and ON CONFLICT make two concurrent calls agree on one cart.
 */
export async function findOrCreateOpenCart(
  tx: DbExecutor,
  userId: number,
  now: Date,
): Promise<{ cart: ShoppingCartRow; created: boolean }> {
  const open = await findOpenCart(tx, userId, now);
  if (open) return { cart: open, created: false };
  await deleteExpiredCarts(tx, now, userId);
  const [row] = await tx
    .insert(shoppingCarts)
    .values({ userId, expiresAt: cartExpiry(now) })
    .onConflictDoNothing()
    .returning();
  if (row) return { cart: row, created: true };
  const again = await findOpenCart(tx, userId, now);
  if (!again) throw new Error('open cart vanished');
  return { cart: again, created: false };
}

/** Removes expired unprocessed carts (and their items), of one user or of everyone. */
export async function deleteExpiredCarts(db: DbExecutor, now: Date, userId?: number): Promise<number> {
  const rows = await db
    .delete(shoppingCarts)
    .where(
      and(
        eq(shoppingCarts.status, 'unprocessed'),
        lte(shoppingCarts.expiresAt, now),
        userId === undefined ? undefined : eq(shoppingCarts.userId, userId),
        // A cart being paid keeps its rows (payments point at it).
        sql`NOT EXISTS (SELECT 1 FROM payments p WHERE p.shopping_cart_id = ${shoppingCarts.id})`,
      ),
    )
    .returning({ id: shoppingCarts.id });
  return rows.length;
}

export async function deleteCart(db: DbExecutor, id: number): Promise<void> {
  await db.delete(shoppingCarts).where(eq(shoppingCarts.id, id));
}

export async function updateCart(
  db: DbExecutor,
  id: number,
  changes: Partial<typeof shoppingCarts.$inferInsert>,
): Promise<ShoppingCartRow> {
  const [row] = await db
    .update(shoppingCarts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(shoppingCarts.id, id))
    .returning();
  if (!row) throw new Error(`shopping_carts update of ${id} returned nothing`);
  return row;
}

/** A cart line with what the cart shows of its entity (name, price at today's catalogue). */
export interface CartLine extends ShoppingCartItemRow {
  entityName: string;
  entityPrice: number;
  jobStatus: string | null;
  jobOwnerId: number | null;
  jobAwaitingPayment: boolean;
}

/**
 * Whether a line of an open cart can still be paid for: a package, or a listing of the cart's
 * owner that is still a draft waiting for payment (decision 039). A listing deleted, approved
 * by staff or otherwise moved on is not charged, shown or fulfilled.
 */
export function isPayableLine(line: CartLine, ownerId: number): boolean {
  if (line.entityType !== 'job') return true;
  return line.jobStatus === 'draft' && line.jobAwaitingPayment && line.jobOwnerId === ownerId;
}

export async function listCartLines(db: DbExecutor, cartId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      item: shoppingCartItems,
      jobPosition: jobs.position,
      jobStatus: jobs.status,
      jobOwnerId: jobs.ownerId,
      jobAwaitingPaymentAt: jobs.awaitingPaymentAt,
      jobPrice: jobPostTypes.priceCents,
      packageName: jobPackages.name,
      packagePrice: jobPackages.priceCents,
    })
    .from(shoppingCartItems)
    .leftJoin(jobs, eq(jobs.id, shoppingCartItems.jobId))
    .leftJoin(jobPostTypes, eq(jobPostTypes.id, jobs.postTypeId))
    .leftJoin(jobPackages, eq(jobPackages.id, shoppingCartItems.jobPackageId))
    .where(eq(shoppingCartItems.cartId, cartId))
    .orderBy(asc(shoppingCartItems.id));
  return rows.map((r) => ({
    ...r.item,
    entityName: r.item.entityType === 'job' ? (r.jobPosition ?? '') : (r.packageName ?? ''),
    entityPrice: r.item.entityType === 'job' ? (r.jobPrice ?? 0) : (r.packagePrice ?? 0) * r.item.quantity,
    jobStatus: r.jobStatus,
    jobOwnerId: r.jobOwnerId,
    jobAwaitingPayment: r.jobAwaitingPaymentAt !== null,
  }));
}

export async function findCartItem(db: DbExecutor, id: number): Promise<ShoppingCartItemRow | undefined> {
  const [row] = await db.select().from(shoppingCartItems).where(eq(shoppingCartItems.id, id));
  return row;
}

/** Adds a line; a job already in the cart adds nothing (undefined), whatever runs at once. */
export async function insertCartItem(
  db: DbExecutor,
  values: typeof shoppingCartItems.$inferInsert,
): Promise<ShoppingCartItemRow | undefined> {
  const [row] = await db.insert(shoppingCartItems).values(values).onConflictDoNothing().returning();
  return row;
}

/** The open (unprocessed) carts' lines for this listing: at most one per cart. */
export async function findOpenCartItemsForJob(db: DbExecutor, jobId: number): Promise<ShoppingCartItemRow[]> {
  return db
    .select({ item: shoppingCartItems })
    .from(shoppingCartItems)
    .innerJoin(shoppingCarts, eq(shoppingCarts.id, shoppingCartItems.cartId))
    .where(and(eq(shoppingCartItems.jobId, jobId), eq(shoppingCarts.status, 'unprocessed')))
    .then((rows) => rows.map((r) => r.item));
}

export async function deleteCartItem(db: DbExecutor, id: number): Promise<void> {
  await db.delete(shoppingCartItems).where(eq(shoppingCartItems.id, id));
}

export async function countCartItems(db: DbExecutor, cartId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shoppingCartItems)
    .where(eq(shoppingCartItems.cartId, cartId));
  return row?.n ?? 0;
}

export async function markCartItemsProcessed(db: DbExecutor, cartId: number): Promise<void> {
  await db
    .update(shoppingCartItems)
    .set({ status: 'processed', updatedAt: sql`now()` })
    .where(eq(shoppingCartItems.cartId, cartId));
}

export async function findPromoCode(db: DbExecutor, id: number): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

export async function findPromoCodeByCode(db: DbExecutor, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(sql`lower(${promoCodes.code}) = lower(${code})`);
  return row;
}

/** Counts a use when an order is paid. */
export async function countPromoCodeUse(db: DbExecutor, id: number): Promise<void> {
  await db
    .update(promoCodes)
    .set({ usesCount: sql`${promoCodes.usesCount} + 1` })
    .where(eq(promoCodes.id, id));
}

/** Credits left on the user's usable packages now (active, not expired). */
export async function countUsableCredits(db: DbExecutor, userId: number, now: Date): Promise<number> {
  const rows = await db.execute(sql`
    SELECT coalesce(sum(jobs_remaining_count), 0)::int AS n FROM user_job_packages
    WHERE user_id = ${userId} AND status = 'active' AND jobs_remaining_count > 0 AND date_expire > ${now.toISOString()}`);
  const first = (rows as unknown as { rows: { n: number }[] }).rows[0];
  return Number(first?.n ?? 0);
}
