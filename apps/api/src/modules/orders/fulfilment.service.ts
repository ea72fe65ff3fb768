import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.ts';
import {
  countPromoCodeUse,
  lockCart,
  markCartItemsProcessed,
  updateCart,
} from '../carts/carts.repository.ts';
import { priceCart } from '../carts/carts.service.ts';
import { grantJobPackage, spendPackageCredit } from '../job-packages/job-credits.service.ts';
import { markListingSubmitted } from '../jobs/job-submission.service.ts';
import { lockJobById } from '../jobs/jobs.repository.ts';
import {
  findOrderByCart,
  findPayment,
  insertJobInvoice,
  insertOrder,
  insertOrderItem,
  updatePayment,
} from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';
import { emailReceipt } from './receipts.service.ts';

/**
 * The cart no longer costs what was paid for it (a credit it counted on was spent by a listing
 * submitted meanwhile, a package price changed...): nothing is fulfilled, and the caller refunds
 * any charge (checkout.service `fulfilPaidCart`).
 */
export class CartChangedError extends Error {
  constructor() {
    super('the cart no longer costs what was paid for it');
  }
}

/**
 * Turns a paid (or free) cart into its order, all in one transaction: the order and its lines, an
 * invoice per listing, each listing submitted for review, each package granted for 12 months,
 * package credits spent, the promo use counted, the cart processed, the receipt emailed with
 * its PDF. The cart row is locked first and the order is unique per cart, so the request that
 * paid, a retry and a webhook can all call this: the first makes the order, the others get it.
 * It delivers exactly what was paid: the cart priced again here must cost the payment's amount
 * (nothing without a payment), and every line priced as covered by a credit must get one, else
 * CartChangedError and nothing is written.
 */
export async function fulfilCart(
  app: FastifyInstance,
  cartId: number,
  options: { paymentId?: number; now?: Date } = {},
): Promise<{ order: OrderRow; created: boolean }> {
  const now = options.now ?? new Date();
  return app.db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId);
    if (!cart) throw new NotFoundError();
    const existing = await findOrderByCart(tx, cart.id);
    if (existing) {
      if (options.paymentId !== undefined) {
        await updatePayment(tx, options.paymentId, { status: 'succeeded', orderId: existing.id });
      }
      return { order: existing, created: false };
    }
    const { lines, promo, totals } = await priceCart(tx, cart, now);
    const paid =
      options.paymentId === undefined
        ? 0
        : ((await findPayment(tx, options.paymentId))?.amount ?? Number.NaN);
    if (totals.total !== paid) throw new CartChangedError();
    const order = await insertOrder(tx, {
      userId: cart.userId,
      shoppingCartId: cart.id,
      status: 'paid',
      subtotal: totals.subtotal,
      jobPackagesDiscountedJobsCount: totals.job_packages_discounted_jobs_count,
      jobPackagesDiscount: totals.job_packages_discount,
      promoCodeId: totals.promo_code_discount > 0 && promo ? promo.id : null,
      promoCode: totals.promo_code_discount > 0 && promo ? promo.code : null,
      promoCodeDiscount: totals.promo_code_discount,
      total: totals.total,
      createdAt: now,
    });
    const covered = new Set(totals.coveredLines);
    for (const [index, line] of lines.entries()) {
      if (line.entityType === 'job' && line.jobId !== null) {
        const job = await lockJobById(tx, line.jobId);
        const creditId = covered.has(index) ? await spendPackageCredit(tx, cart.userId, now) : undefined;
        // Priced as covered, but a listing submitted meanwhile took the last credit.
        if (covered.has(index) && creditId === undefined) throw new CartChangedError();
        const item = await insertOrderItem(tx, {
          orderId: order.id,
          entityType: 'job',
          jobId: line.jobId,
          name: line.entityName,
          price: line.entityPrice,
          userJobPackageId: creditId ?? null,
        });
        await insertJobInvoice(tx, {
          jobId: line.jobId,
          userId: cart.userId,
          orderId: order.id,
          orderItemId: item.id,
          amount: creditId === undefined ? line.entityPrice : 0,
          dateAdded: now,
        });
        // Paid: the listing goes to review; a trusted poster's is approved at once (markListingSubmitted).
        if (job && job.status === 'draft') {
          await markListingSubmitted(tx, app.config.publicUrl, job, {
            userJobPackageId: creditId ?? null,
            now,
          });
        }
      } else if (line.jobPackageId !== null) {
        const item = await insertOrderItem(tx, {
          orderId: order.id,
          entityType: 'job-package',
          jobPackageId: line.jobPackageId,
          name: line.entityName,
          price: line.entityPrice,
        });
        for (let n = 0; n < line.quantity; n += 1) {
          await grantJobPackage(tx, {
            userId: cart.userId,
            jobPackageId: line.jobPackageId,
            orderItemId: item.id,
            now,
          });
        }
      }
    }
    if (order.promoCodeId !== null) await countPromoCodeUse(tx, order.promoCodeId);
    await updateCart(tx, cart.id, { status: 'processed' });
    await markCartItemsProcessed(tx, cart.id);
    if (options.paymentId !== undefined) {
      await updatePayment(tx, options.paymentId, { status: 'succeeded', orderId: order.id });
    }
    await emailReceipt(tx, app.config.publicUrl, order);
    return { order, created: true };
  });
}
