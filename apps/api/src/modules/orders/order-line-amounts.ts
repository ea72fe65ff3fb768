import { linePaidAmounts, type TotalsPromo } from '@gfj/contracts';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { findPromoCode } from '../carts/carts.repository.ts';
import { userJobPackages } from '../job-packages/job-packages.table.ts';
import { listOrderItems } from './orders.repository.ts';
import type { OrderItemRow, OrderRow, PaymentRow } from './orders.table.ts';

export interface OrderLineAmounts {
  /** What the line cost its buyer: its price less a credit and its share of the promo code. */
  paid: number;
  /** What a refund of the line gives back now (0 once refunded). */
  refundable: number;
}

/**
 * What each line of an order cost and what refunding it gives back (decision 039). A listing's
 * refund is what it cost. A package's is the share of its cost its unused credits stand for: a
 * listing already paid with one of its credits stays paid, so refunding the whole package gave
 * that listing away. Neither is ever more than is left of the payment.
 */
export async function orderLineAmounts(
  db: DbExecutor,
  order: OrderRow,
  items: readonly OrderItemRow[],
  payment: PaymentRow | undefined,
): Promise<OrderLineAmounts[]> {
  const promo = order.promoCodeId === null ? undefined : await findPromoCode(db, order.promoCodeId);
  const paid = linePaidAmounts(
    items.map((item) => ({
      entityType: item.entityType as 'job' | 'job-package',
      price: item.price,
      covered: item.userJobPackageId !== null,
    })),
    order.promoCodeDiscount,
    promo?.appliesTo as TotalsPromo['appliesTo'] | undefined,
  );
  const packageIds = items.filter((item) => item.entityType !== 'job').map((item) => item.id);
  const credits =
    packageIds.length === 0
      ? []
      : await db
          .select({
            orderItemId: userJobPackages.orderItemId,
            used: userJobPackages.jobsUsedCount,
            remaining: userJobPackages.jobsRemainingCount,
            status: userJobPackages.status,
          })
          .from(userJobPackages)
          .where(inArray(userJobPackages.orderItemId, packageIds));
  const left = payment ? Math.max(0, payment.amount - payment.refundedAmount) : 0;
  return items.map((item, index) => {
    const cost = paid[index] ?? 0;
    if (item.refundedAt !== null || !payment) return { paid: cost, refundable: 0 };
    let share = cost;
    if (item.entityType !== 'job') {
      const mine = credits.filter((c) => c.orderItemId === item.id);
      const total = mine.reduce((sum, c) => sum + c.used + c.remaining, 0);
      const unused = mine.reduce((sum, c) => sum + (c.status === 'active' ? c.remaining : 0), 0);
      share = total === 0 ? 0 : Math.floor((cost * unused) / total);
    }
    return { paid: cost, refundable: Math.min(share, left) };
  });
}

/** The lines of one order with their amounts, for its presenter. */
export async function orderLinesWithAmounts(
  db: DbExecutor,
  order: OrderRow,
  payment: PaymentRow | undefined,
) {
  const items = await listOrderItems(db, order.id);
  return { items, amounts: await orderLineAmounts(db, order, items, payment) };
}
