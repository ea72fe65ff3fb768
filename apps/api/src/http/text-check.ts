import type { Violation } from '@gfj/contracts';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, ValidationError } from './errors.ts';

/** The message for text PostgreSQL cannot store (and no person types). */
export const INVALID_TEXT_MESSAGE = 'This value must not contain NUL characters or invalid Unicode.';

/**
 * A NUL character (PostgreSQL text cannot hold one: the statement fails) or a UTF-16 surrogate
 * without its pair (not Unicode; JSON-escaped into jsonb, it fails the statement too).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it looks for
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(text: string): boolean {
  return INVALID_TEXT.test(text);
}

/** Deeper than any form or JSON body the API reads; below it values are not looked at. */
const MAX_DEPTH = 32;

function joinPath(path: string, key: string): string {
  const shown = isInvalidText(key) ? key.replace(new RegExp(INVALID_TEXT, 'g'), '\uFFFD') : key;
  return path ? `${path}.${shown}` : shown;
}

/**
 * The paths of every string (value or key) in `value` that is not storable text, as `a.b.0`
 * (the property paths 422 violations use). Plain objects and arrays are walked; anything else
 * (numbers, buffers of uploaded files) is not text.
 */
export function findInvalidText(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return isInvalidText(value) ? [path] : [];
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => findInvalidText(item, joinPath(path, String(index)), depth + 1));
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const at = joinPath(path, key);
    return isInvalidText(key) ? [at] : findInvalidText(item, at, depth + 1);
  });
}

/** The 422 for body fields holding such text (also used by the multipart reader). */
export function invalidTextViolations(paths: string[]): ValidationError {
  const violations: Violation[] = paths.map((propertyPath) => ({
    propertyPath,
    message: INVALID_TEXT_MESSAGE,
  }));
  return new ValidationError(violations);
}

/**
 * preValidation hook, once for the whole API (and the /dev tools): text with a NUL or invalid
 * Unicode never reaches a route. In the query or the path it is a 400 naming the parameter; in a
 * body, a 422 with a violation on each field.
 */
export async function rejectInvalidText(request: FastifyRequest): Promise<void> {
  for (const [where, value] of [
    ['query', request.query],
    ['params', request.params],
  ] as const) {
    const [first] = findInvalidText(value);
    if (first !== undefined) throw new BadRequestError(`${first || where}: ${INVALID_TEXT_MESSAGE}`);
  }
  const paths = findInvalidText(request.body);
  if (paths.length > 0) throw invalidTextViolations(paths);
}
