import { z } from 'zod';
import { BadRequestError } from './errors.ts';

/**
 * The largest id a row can have: every id column is a PostgreSQL `integer` (serial). A larger
 * number names nothing, and handed to SQL it would fail the statement (and any batch it is in).
 */
export const MAX_ID = 2_147_483_647;

/**
 * The one id parser (paths, IRIs in bodies and filters): a whole number from 1 to MAX_ID, given as
 * a number or as decimal digits. Anything else (signs, spaces, `0x10`, `1e3`, 2^31) is undefined.
 */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : undefined;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/**
 * An `{id}` path parameter: parsed by parseId, documented as an integer from 1 to MAX_ID. A value
 * that fails is a params validation error, which the error handler answers with 404 (it names no
 * resource at all).
 */
export const idSchema = z.preprocess((value) => parseId(value) ?? value, z.number().int().min(1).max(MAX_ID));

/** The params schema of every `/{collection}/{id}` route. */
export const idParamsSchema = z.object({ id: idSchema });

/** `countries` or `/api/countries` -> `/api/countries`. */
function collectionPath(resource: string): string {
  return resource.startsWith('/api/') ? resource.replace(/\/$/, '') : `/api/${resource}`;
}

/** The IRI of an item: `iriOf('jobs', 42)` -> `/api/jobs/42`. */
export function iriOf(resource: string, id: number | string): string {
  return `${collectionPath(resource)}/${id}`;
}

/**
 * The id inside an IRI (`/api/countries/5`) or a bare id (`5`, 5) for `resource`, or undefined.
 * Filters use this and ignore what does not parse (api-conventions: Filters).
 */
export function tryParseIri(value: unknown, resource: string): number | undefined {
  if (typeof value !== 'string') return parseId(value);
  const text = value.trim();
  const prefix = `${collectionPath(resource)}/`;
  return parseId(text.startsWith(prefix) ? text.slice(prefix.length) : text);
}

/** Like tryParseIri for body relation fields: a value that does not resolve is a 400. */
export function parseIri(value: unknown, resource: string): number {
  const id = tryParseIri(value, resource);
  if (id === undefined) throw invalidIriError(value);
  return id;
}

/** Every id of a relation filter that may be one value or a `key[]` list; unparsable ones are dropped. */
export function parseIriList(value: unknown, resource: string): number[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.map((v) => tryParseIri(v, resource)).filter((id): id is number => id !== undefined);
}

/** For a well-formed IRI whose item does not exist: the same 400 as a malformed one. */
export function invalidIriError(value: unknown): BadRequestError {
  // Quoted as given, but never more than a line of it.
  const text =
    typeof value === 'string' || typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '');
  return new BadRequestError(`Invalid IRI "${text.length > 200 ? `${text.slice(0, 200)}…` : text}"`);
}
