import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a newsletter's unsubscribe link: `<subscriber id>.<hmac>`. It works without
 * signing in and never expires (mail clients call List-Unsubscribe much later).
 */
export function signNewsletterUnsubscribe(secret: string, subscriberId: number): string {
  return `${subscriberId}.${mac(secret, subscriberId)}`;
}

export function verifyNewsletterUnsubscribe(secret: string, token: unknown): number | undefined {
  if (typeof token !== 'string') return undefined;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

function mac(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');
}
