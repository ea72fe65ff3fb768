import { COMMERCE_MESSAGES, RECEIPT_LINK_SECONDS } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { NotFoundError, ValidationError } from '../../http/errors.ts';
import { invalidIriError, tryParseIri } from '../../http/iri.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { findInvoice, findOrder } from './orders.repository.ts';
import type { OrderRow, ReceiptRequestRow } from './orders.table.ts';
import { signReceiptToken } from './receipt-link.ts';
import { insertReceiptRequest } from './receipt-requests.repository.ts';
import { emailReceipt, RECEIPT_FILE_NAME } from './receipts.service.ts';

export type ReceiptKind = ReceiptRequestRow['kind'];

/**
 * A receipt request (core 7: invoice receipt, package order receipt): the caller's own invoice or
 * order, else 404; download makes a signed `file_url` that works RECEIPT_LINK_SECONDS, email
 * queues the PDF as an attachment. The request is stored (who, what, which action, when) in the
 * same transaction as the email, so the list shows what was really asked and sent.
 */
export async function requestReceipt(
  app: FastifyInstance,
  viewer: SignedInViewer,
  kind: ReceiptKind,
  body: Record<string, unknown>,
): Promise<{ row: ReceiptRequestRow; fileUrl?: string }> {
  const action = body.file_action;
  if (action !== 'download' && action !== 'email') {
    throw ValidationError.of('file_action', COMMERCE_MESSAGES.fileActionInvalid);
  }
  const ref = kind === 'invoice' ? body.invoice : body.order;
  const id =
    kind === 'invoice'
      ? tryParseIri(ref, 'job-invoices')
      : (tryParseIri(ref, 'job-package-orders') ?? tryParseIri(ref, 'shopping-cart-orders'));
  if (id === undefined) throw invalidIriError(ref);
  let order: OrderRow | undefined;
  let itemId: number | undefined;
  if (kind === 'invoice') {
    const invoice = await findInvoice(app.db, id);
    if (!invoice || invoice.userId !== viewer.userId) throw new NotFoundError();
    order = await findOrder(app.db, invoice.orderId);
    itemId = invoice.orderItemId;
  } else {
    order = await findOrder(app.db, id);
  }
  if (!order || order.userId !== viewer.userId) throw new NotFoundError();
  const paid = order;
  const row = await app.db.transaction(async (tx) => {
    if (action === 'email') await emailReceipt(tx, app.config.publicUrl, paid, itemId);
    return insertReceiptRequest(tx, {
      userId: viewer.userId,
      kind,
      jobInvoiceId: kind === 'invoice' ? id : null,
      orderId: paid.id,
      fileAction: action,
    });
  });
  if (action === 'email') return { row };
  const token = signReceiptToken(app.config.jwtSecret, {
    kind,
    id,
    userId: viewer.userId,
    expires: Math.floor(row.createdAt.getTime() / 1000) + RECEIPT_LINK_SECONDS,
  });
  return { row, fileUrl: `${app.config.publicUrl}/api/receipt-files/${token}/${RECEIPT_FILE_NAME}` };
}
