import { z } from 'zod';
import { nameSchema } from './resources.ts';

/** A property name is never longer than this (the query parser reads at most 1,000 parameters). */
const MAX_NAME_LENGTH = 64;

/**
 * API Platform's property filter, top level only: `properties[]=id&properties[]=position` answers
 * each member with just those properties, besides its `@id` and `@type`. Names a member does not
 * have are ignored, as API Platform does.
 */
export const propertyFilterDoc = z
  .array(z.string())
  .optional()
  .describe(
    'Only these properties of each member (besides @id and @type), as API Platform’s property filter: properties[]=id&properties[]=position',
  );

/**
 * A collection member as an operation that reads `properties[]` answers it: whole, or with only the
 * properties asked for besides `@id` and `@type` (named `<name>Properties` in the OpenAPI document),
 * so the document does not promise properties a filtered answer leaves out.
 */
export function filterableItem<T extends z.ZodObject<{ '@id': z.ZodType; '@type': z.ZodType }>>(
  item: T,
  name: string,
) {
  const selected = item.partial().required({ '@id': true, '@type': true });
  nameSchema(selected, `${name}Properties`);
  return z.union([item, selected]);
}

/**
 * The names a query's `properties` asks for, or null when it asks for none (absent, or a nested
 * form this filter does not read): members are then whole.
 */
export function readPropertyFilter(query: unknown): ReadonlySet<string> | null {
  const raw = query && typeof query === 'object' ? (query as { properties?: unknown }).properties : undefined;
  const values = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : listedByIndex(raw);
  if (!values) return null;
  const names = new Set<string>(['@id', '@type']);
  for (const value of values) {
    if (typeof value === 'string' && value.length <= MAX_NAME_LENGTH) names.add(value);
  }
  return names;
}

/**
 * The query parser reads more than 100 `properties[]` (its arrayLimit) as an object keyed by place ({"0": "id", ...}); a nested
 * form (`properties[post_type][]=name`) has lists for values, and is not read.
 */
function listedByIndex(raw: unknown): unknown[] | null {
  if (!raw || typeof raw !== 'object') return null;
  const values = Object.values(raw);
  return values.every((value) => typeof value === 'string') ? values : null;
}

/** The member with only the named properties, in its own order. */
export function pickProperties<T extends object>(member: T, names: ReadonlySet<string>): Partial<T> {
  const picked: Record<string, unknown> = {};
  for (const key in member) if (names.has(key)) picked[key] = member[key];
  return picked as Partial<T>;
}
