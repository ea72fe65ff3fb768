import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnsupportedMediaTypeError } from './errors.ts';
import { describeHook } from './route-access.ts';

export const MERGE_PATCH_JSON = 'application/merge-patch+json';

/**
 * JSON bodies also arrive as ld+json and merge-patch+json; all parse like application/json. An
 * empty body is no body: many HTTP clients send `Content-Type: application/json` on every call,
 * DELETE and `POST /api/logout` included, and those have nothing to parse.
 */
export function registerJsonContentTypes(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parseJsonOrNothing: typeof parseJson = (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    return parseJson(request, body, done);
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    ['application/json', 'application/ld+json', MERGE_PATCH_JSON],
    { parseAs: 'string' },
    parseJsonOrNothing,
  );
}

/**
 * preValidation hook for PATCH routes: only `application/merge-patch+json` (api-conventions:
 * Writes), anything else is a 415. Use as `{ preValidation: requireMergePatch }`.
 */
export async function requireMergePatch(request: FastifyRequest): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== MERGE_PATCH_JSON) throw new UnsupportedMediaTypeError();
}

describeHook(requireMergePatch, { errors: [415] });

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * RFC 7386 merge: absent keys stay, present keys replace, arrays replace whole, null sets null
 * (the conventions keep null rather than removing the key, so callers can write NULL).
 */
export function applyMergePatch<T extends Record<string, unknown>>(
  target: T,
  patch: Record<string, unknown>,
): T {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isPlainObject(value) && isPlainObject(current) ? applyMergePatch(current, value) : value;
  }
  return out as T;
}
