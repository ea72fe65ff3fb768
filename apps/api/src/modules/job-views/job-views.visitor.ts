import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { siteDay } from '@gfj/contracts/site-time';

export const VISITOR_COOKIE = 'gfj_vid';
export const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** A visitor key hashed with the day: the stored hash cannot follow a visitor across days. */
export function hashVisitor(visitorKey: string, day: string): string {
  return createHash('sha256').update(`${day}\n${visitorKey}`).digest('hex');
}

function mac(secret: string, idAndDay: string): string {
  return createHmac('sha256', secret).update(`job-view-visitor:${idAndDay}`).digest('base64url').slice(0, 22);
}

/**
 * A new visitor cookie value: a random id, the site day it was given and the server's signature
 * (`<uuid>.<YYYY-MM-DD>.<mac>`). The day lets the visitor's later requests that day be known as
 * the first one (visitorKeyOf); the signature keeps a client from making up visitors of its own.
 */
export function newVisitorCookie(now: Date, secret: string): string {
  const idAndDay = `${randomUUID()}.${siteDay(now)}`;
  return `${idAndDay}.${mac(secret, idAndDay)}`;
}

const VISITOR_COOKIE_FORMAT = /^([0-9a-f-]{36})\.(\d{4}-\d{2}-\d{2})\.([A-Za-z0-9_-]{22})$/;

/** The id and day of a cookie this server signed, else undefined (made up, or from before signing). */
function readVisitorCookie(cookie: string | undefined, secret: string) {
  const match = cookie ? VISITOR_COOKIE_FORMAT.exec(cookie) : null;
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  const expected = Buffer.from(mac(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { id: match[1], day: match[2] };
}

/**
 * Whom a view is counted for (decisions 014 and 018). A visitor with a signed cookie given on an
 * earlier day is that cookie. Anyone else is their address: the user agent is not part of it, so a
 * client changing it on every request is still one visitor. Without a valid cookie the visitor is
 * given one; with one given today they are still known by address, as their first view today was.
 */
export function visitorKeyOf(
  cookie: string | undefined,
  ip: string,
  now: Date,
  secret: string,
): { key: string; newCookie?: string } {
  const byAddress = `ip:${ip}`;
  const valid = readVisitorCookie(cookie, secret);
  if (!valid) return { key: byAddress, newCookie: newVisitorCookie(now, secret) };
  if (valid.day === siteDay(now)) return { key: byAddress };
  return { key: `cookie:${valid.id}` };
}
