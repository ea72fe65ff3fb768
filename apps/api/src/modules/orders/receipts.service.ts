import { formatPrice } from '@gfj/contracts';
import type { DbExecutor } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { receiptTemplate } from './orders.mail.tsx';
import { findPaymentOfOrder, listOrderItems } from './orders.repository.ts';
import type { OrderRow } from './orders.table.ts';
import { type ReceiptData, renderReceiptPdf } from './receipt-pdf.ts';

export const RECEIPT_FILE_NAME = 'receipt.pdf';

/** What the order's receipt shows; `onlyItemId` narrows it to one listing's invoice. */
export async function loadReceiptData(
  db: DbExecutor,
  order: OrderRow,
  onlyItemId?: number,
): Promise<ReceiptData> {
  const buyer = await findUserById(db, order.userId);
  const items = await listOrderItems(db, order.id);
  const payment = await findPaymentOfOrder(db, order.id);
  const covered = new Set(items.filter((i) => i.userJobPackageId !== null).map((i) => i.id));
  const shown = onlyItemId === undefined ? items : items.filter((i) => i.id === onlyItemId);
  return {
    orderNumber: order.id,
    date: order.createdAt,
    buyer: { username: buyer?.username ?? '', email: buyer?.email ?? '' },
    items: shown.map((i) => ({
      name: i.name,
      kind: i.entityType === 'job' ? 'listing' : 'job package',
      price: i.price,
      ...(covered.has(i.id) ? { note: 'paid with a job package credit' } : {}),
      ...(i.refundedAt ? { note: 'refunded' } : {}),
    })),
    subtotal: order.subtotal,
    jobPackagesDiscountedJobsCount: order.jobPackagesDiscountedJobsCount,
    jobPackagesDiscount: order.jobPackagesDiscount,
    ...(order.promoCode ? { promoCode: order.promoCode } : {}),
    promoCodeDiscount: order.promoCodeDiscount,
    total: order.total,
    ...(payment
      ? {
          payment: {
            ...(payment.cardBrand ? { brand: payment.cardBrand } : {}),
            ...(payment.cardLast4 ? { last4: payment.cardLast4 } : {}),
            testMode: payment.provider === 'test',
          },
        }
      : {}),
  };
}

/** Queues the receipt email with its PDF attached, inside the caller's transaction. */
export async function emailReceipt(
  tx: DbExecutor,
  publicUrl: string,
  order: OrderRow,
  onlyItemId?: number,
): Promise<void> {
  const data = await loadReceiptData(tx, order, onlyItemId);
  const pdf = await renderReceiptPdf(data, `${publicUrl}/contact`);
  await enqueueMail(tx, {
    to: data.buyer.email,
    subject: `Your Good Food Jobs receipt (order ${order.id})`,
    template: receiptTemplate,
    props: {
      orderNumber: order.id,
      total: formatPrice(order.total),
      accountUrl: `${publicUrl}/account/posters`,
    },
    attachments: [
      { filename: RECEIPT_FILE_NAME, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
    ],
  });
}
