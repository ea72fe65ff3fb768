import { COMMERCE_MESSAGES, formatPrice } from '@gfj/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import { parseId } from '../../http/iri.ts';
import { recordAudit } from '../audit/index.ts';
import { userJobPackages } from '../job-packages/job-packages.table.ts';
import { lockJobById, updateJob } from '../jobs/jobs.repository.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { orderLineAmounts } from './order-line-amounts.ts';
import { refundTemplate } from './orders.mail.tsx';
import { presentRefund } from './orders.presenter.ts';
import {
  findOrder,
  findOrderItem,
  findPaymentOfOrder,
  insertRefund,
  listOrderItems,
  markOrderItemRefunded,
  updateOrder,
} from './orders.repository.ts';
import { payments } from './orders.table.ts';

/**
 * Staff grant a refund of one order line: the money back through the provider (what that line
 * cost, with its share of a promo code; for a package, the share of its unused credits; never
 * more than is left of the payment: `orderLineAmounts`), then in one transaction the line marked, the
 * listing set to refunded (it leaves search: the change log follows the status), a package's
 * credits withdrawn or a spent credit given back, the poster emailed and the audit entry written.
 *
 * Why the provider comes first and outside the transaction: a provider call cannot take part in a
 * database transaction, and holding one open (with the listing locked) across a network call would
 * block other writers for as long as the provider takes. So the money moves first; if the provider
 * refuses, nothing is written. If the database side then fails (the audit insert, a concurrent
 * refund of the same line), all of it rolls back together and staff can simply retry: the provider
 * call carries an idempotency key per order line, so a retry returns the same provider refund
 * instead of paying twice, and the line is refunded exactly once in our records.
 */
export async function refundOrderItem(
  app: FastifyInstance,
  staffId: number,
  orderId: number,
  input: { order_item: number; reason?: string | undefined },
  now: Date = new Date(),
) {
  const order = await findOrder(app.db, orderId);
  const itemId = parseId(input.order_item);
  const item = itemId === undefined ? undefined : await findOrderItem(app.db, itemId);
  if (!order || !item || item.orderId !== order.id) throw new NotFoundError();
  if (item.refundedAt) throw new ConflictError(COMMERCE_MESSAGES.refundNotAllowed);
  const payment = await findPaymentOfOrder(app.db, order.id);
  // What the line cost (its share of a promo code), a package's only for its unused credits.
  const items = await listOrderItems(app.db, order.id);
  const amounts = await orderLineAmounts(app.db, order, items, payment);
  const amount = amounts[items.findIndex((line) => line.id === item.id)]?.refundable ?? 0;
  let providerRefundId: string | null = null;
  if (amount > 0 && payment?.providerPaymentId) {
    if (!app.payments) throw new ConflictError('Payments are not available on this server.');
    const refund = await app.payments.refund({
      providerPaymentId: payment.providerPaymentId,
      amount,
      idempotencyKey: `refund-order-item-${item.id}`,
    });
    providerRefundId = refund.id;
  }
  return app.db.transaction(async (tx) => {
    if (!(await markOrderItemRefunded(tx, item.id, now)))
      throw new ConflictError(COMMERCE_MESSAGES.refundNotAllowed);
    const refund = await insertRefund(tx, {
      orderId: order.id,
      orderItemId: item.id,
      paymentId: payment?.id ?? null,
      amount,
      providerRefundId,
      reason: input.reason ?? null,
      staffId,
    });
    if (!refund) throw new Error('refund insert returned nothing');
    if (payment && amount > 0) {
      // Added in the database, not from the value read before the provider call: two lines
      // refunded at once must both count.
      await tx
        .update(payments)
        .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id));
    }
    // Refunded once every line is; until then partly (one line of two left the order "refunded").
    const lines = await listOrderItems(tx, order.id);
    const allRefunded = lines.every((line) => line.id === item.id || line.refundedAt !== null);
    await updateOrder(tx, order.id, { status: allRefunded ? 'refunded' : 'partially_refunded' });
    const owner = await findUserById(tx, order.userId);
    if (item.jobId !== null) {
      const job = await lockJobById(tx, item.jobId);
      if (job) await updateJob(tx, job.id, { status: 'refunded' });
      if (item.userJobPackageId !== null) {
        // The credit that paid for the listing is given back.
        await tx
          .update(userJobPackages)
          .set({
            jobsUsedCount: sql`greatest(${userJobPackages.jobsUsedCount} - 1, 0)`,
            jobsRemainingCount: sql`${userJobPackages.jobsRemainingCount} + 1`,
          })
          .where(eq(userJobPackages.id, item.userJobPackageId));
      }
      if (owner && job) {
        await enqueueMail(tx, {
          to: owner.email,
          subject: `Your refund for ${job.position}`,
          template: refundTemplate,
          props: {
            position: job.position,
            amount: formatPrice(amount),
            accountUrl: `${app.config.publicUrl}/account/posters`,
          },
        });
      }
    } else {
      // Its unused credits are withdrawn (what was refunded); listings it paid for stay paid.
      await tx
        .update(userJobPackages)
        .set({ status: 'inactive', jobsRemainingCount: 0 })
        .where(and(eq(userJobPackages.orderItemId, item.id), eq(userJobPackages.userId, order.userId)));
      if (owner) {
        await enqueueMail(tx, {
          to: owner.email,
          subject: `Your refund for ${item.name}`,
          template: refundTemplate,
          props: {
            position: item.name,
            amount: formatPrice(amount),
            accountUrl: `${app.config.publicUrl}/account/posters/jobpackages`,
          },
        });
      }
    }
    await recordAudit(tx, {
      actorId: staffId,
      action: 'order.refund',
      entityType: 'ShoppingCartOrder',
      entityId: order.id,
      before: null,
      after: { ...presentRefund(refund), asked: input },
    });
    return refund;
  });
}
