import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a job alert's one-click unsubscribe link: `<id>.<hmac>`. It names one saved
 * search and works without signing in; it never expires (mail clients may call it much later).
 */
export function signUnsubscribeToken(secret: string, savedSearchId: number): string {
  return `${savedSearchId}.${mac(secret, savedSearchId)}`;
}

/** The saved search id of a valid token, else undefined. */
export function verifyUnsubscribeToken(secret: string, token: unknown): number | undefined {
  if (typeof token !== 'string') return undefined;
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{20,})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

function mac(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`saved-search-unsubscribe:${id}`).digest('base64url');
}
