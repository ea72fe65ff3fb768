import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a receipt link names: a whole order, or one invoice's order line. */
export interface ReceiptTarget {
  kind: 'order' | 'invoice';
  id: number;
  userId: number;
  /** Unix seconds after which the link stops working. */
  expires: number;
}

/** A short-lived signed token for `/api/receipt-files/<token>/receipt.pdf` (no session needed). */
export function signReceiptToken(secret: string, target: ReceiptTarget): string {
  const payload = `${target.kind}.${target.id}.${target.userId}.${target.expires}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function verifyReceiptToken(
  secret: string,
  token: string,
  nowSeconds: number,
): ReceiptTarget | undefined {
  const match = /^(order|invoice)\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{20,})$/.exec(token);
  if (!match) return undefined;
  const [, kind, id, userId, expires, given] = match;
  const payload = `${kind}.${id}.${userId}.${expires}`;
  const expected = Buffer.from(mac(secret, payload));
  const actual = Buffer.from(given ?? '');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
  if (Number(expires) < nowSeconds) return undefined;
  return {
    kind: kind as ReceiptTarget['kind'],
    id: Number(id),
    userId: Number(userId),
    expires: Number(expires),
  };
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`receipt-file:${payload}`).digest('base64url');
}
