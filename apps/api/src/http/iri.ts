import { BadRequestError } from './errors.ts';

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
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const prefix = `${collectionPath(resource)}/`;
  const idText = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  if (!/^\d+$/.test(idText)) return undefined;
  const id = Number(idText);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Like tryParseIri for body relation fields: a value that does not resolve is a 400. */
export function parseIri(value: unknown, resource: string): number {
  const id = tryParseIri(value, resource);
  if (id === undefined) throw new BadRequestError(`Invalid IRI "${String(value)}"`);
  return id;
}

/** Every id of a relation filter that may be one value or a `key[]` list; unparsable ones are dropped. */
export function parseIriList(value: unknown, resource: string): number[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.map((v) => tryParseIri(v, resource)).filter((id): id is number => id !== undefined);
}

/** For a well-formed IRI whose item does not exist: the same 400 as a malformed one. */
export function invalidIriError(value: unknown): BadRequestError {
  return new BadRequestError(`Invalid IRI "${String(value)}"`);
}
