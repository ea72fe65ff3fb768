// What an error report may not carry (passwords, tokens, cookies, emails), removed the same way on
// the server and in the browser before a report leaves: a deep pass over the whole event.

/** Keys whose values are secret or personal whatever they hold. */
const SECRET_KEY = /pass(word)?|secret|token|authori[sz]ation|cookie|csrf|jwt|api[-_]?key|e-?mail|^_token$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Query and form parameters that carry secrets (sign-in links, reset links, CSRF tokens). */
const SECRET_PARAMETER =
  /([?&;]|^)((?:[a-z_]*token|password|password_confirm|code|email|signature|sig)=)[^&#;\s]*/gi;
/**
 * Random secrets in paths and messages (reset and confirmation tokens, JWT parts): 20+ URL-safe
 * characters with a digit, a capital and a small letter. Slugs are lower-case words and pass.
 */
/** A secret field inside JSON text (a request body kept as a string). */
const SECRET_JSON_FIELD =
  /("[^"]*(?:pass(?:word)?|secret|token|authori[sz]ation|cookie|csrf|jwt|api[-_]?key|e-?mail)[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;
const RANDOM_SECRET = /(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Z])(?=[A-Za-z0-9_-]*[a-z])[A-Za-z0-9_-]{20,}/g;

export const FILTERED = '[Filtered]';

/** A text with its emails, bearer credentials, secret parameters and random tokens replaced. */
export function scrubText(text: string): string {
  return text
    .replace(SECRET_JSON_FIELD, `$1"${FILTERED}"`)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(SECRET_PARAMETER, `$1$2${FILTERED}`)
    .replace(EMAIL, FILTERED)
    .replace(RANDOM_SECRET, FILTERED);
}

const MAX_DEPTH = 12;

/** Identifiers and code locations: never secret, and needed as they are (stack traces, ids). */
const KEPT_AS_IS = new Set([
  'filename',
  'abs_path',
  'function',
  'module',
  'debug_id',
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'replay_id',
  'release',
  'environment',
  'platform',
  'level',
]);

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key) && item !== null && item !== undefined) out[key] = FILTERED;
    else out[key] = KEPT_AS_IS.has(key) ? item : scrubValue(item, depth + 1);
  }
  return out;
}

interface ReportShape {
  user?: Record<string, unknown>;
  request?: Record<string, unknown>;
}

/**
 * The report without secrets: cookies, request bodies and the visitor's address are dropped, the user keeps only
 * an id, every key named like a secret is filtered and every text is passed through `scrubText`.
 * Generic so it fits both SDKs' event types (`beforeSend`, `beforeSendTransaction`).
 */
export function scrubReport<T extends object>(event: T): T {
  const copy = { ...event } as T & ReportShape;
  if (copy.user) copy.user = copy.user.id === undefined ? {} : { id: copy.user.id };
  if (copy.request) {
    const { cookies: _cookies, env: _env, data: _data, ...request } = copy.request;
    copy.request = request;
  }
  return scrubValue(copy, 0) as T;
}
