import { verifyCsrf } from '../../security/csrf.ts';
import { rejectHoneypot } from '../../security/honeypot.ts';

/**
 * What every public content form checks before its service runs (quality bars: rate limits and
 * honeypots on every public form; api-conventions: `_token` posts are CSRF-checked): the CSRF
 * token, then the honeypot. Per-IP limits are route options; per-email limits are in the services.
 */
export const PUBLIC_FORM_CHECKS = [verifyCsrf, rejectHoneypot];

/** Per IP: a person sends a handful; a script is stopped. */
export const PUBLIC_FORM_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };

/** The visitor's user id when signed in, for the staff's records. */
export function viewerUserId(viewer: { kind: string; userId: number | null } | undefined): number | null {
  return viewer?.kind === 'user' ? viewer.userId : null;
}

/** Filter values that name a known status; anything else is ignored (api-conventions: Filters). */
export function parseKnownValues<T extends string>(value: unknown, known: readonly T[]): T[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is T => typeof v === 'string' && (known as readonly string[]).includes(v));
}
