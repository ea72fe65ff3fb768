import type { JobInvoice, ShoppingCartOrder } from '@gfj/contracts';
import { buildMember, formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { OrderLineAmounts } from './order-line-amounts.ts';
import type { InvoiceWithUser } from './orders.repository.ts';
import type { OrderItemRow, OrderRow, PaymentRow, RefundRow } from './orders.table.ts';

export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  payment: PaymentRow | undefined,
  amounts: readonly OrderLineAmounts[],
) {
  return buildMember('ShoppingCartOrder', iriOf('shopping-cart-orders', order.id), {
    id: order.id,
    user: iriOf('users', order.userId),
    shopping_cart: iriOf('shopping-carts', order.shoppingCartId),
    status: order.status,
    items: items.map((i, index) => ({
      id: i.id,
      entity_type: i.entityType as 'job' | 'job-package',
      entity_id: (i.entityType === 'job' ? i.jobId : i.jobPackageId) ?? 0,
      name: i.name,
      price: i.price,
      covered_by_package: i.userJobPackageId !== null,
      refunded: i.refundedAt !== null,
      paid: amounts[index]?.paid ?? 0,
      refundable: amounts[index]?.refundable ?? 0,
    })),
    subtotal: order.subtotal,
    job_packages_discounted_jobs_count: order.jobPackagesDiscountedJobsCount,
    job_packages_discount: order.jobPackagesDiscount,
    promotional_code: order.promoCode,
    promo_code_discount: order.promoCodeDiscount,
    total: order.total,
    payment: payment
      ? {
          provider: payment.provider,
          status: payment.status,
          amount: payment.amount,
          ...(payment.cardBrand ? { card_brand: payment.cardBrand } : {}),
          ...(payment.cardLast4 ? { card_last4: payment.cardLast4 } : {}),
          refunded_amount: payment.refundedAmount,
        }
      : null,
    date_added: formatDateTime(order.createdAt),
  }) satisfies ShoppingCartOrder;
}

export function presentInvoice(row: InvoiceWithUser) {
  return buildMember('JobInvoice', iriOf('job-invoices', row.id), {
    id: row.id,
    job: iriOf('jobs', row.jobId),
    order: iriOf('shopping-cart-orders', row.orderId),
    username: row.username,
    amount: row.amount,
    date_added: formatDateTime(row.dateAdded),
  }) satisfies JobInvoice;
}

/** A refund as its POST answers it, and as the audit log keeps it. */
export function presentRefund(refund: RefundRow) {
  return {
    id: refund.id,
    amount: refund.amount,
    order: iriOf('shopping-cart-orders', refund.orderId),
    order_item: refund.orderItemId,
  };
}
