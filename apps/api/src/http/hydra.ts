import { type HydraSearch, type HydraView, hydraSearchSchema, hydraViewSchema } from '@gfj/contracts';
import qs from 'qs';
import { z } from 'zod';

/** RFC 3339 with an explicit offset and no milliseconds: `2026-05-01T12:00:00+00:00`. */
export function formatDateTime(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** Like formatDateTime, but null/undefined stay absent (null fields are omitted on the wire). */
export function formatOptionalDateTime(value: Date | string | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : formatDateTime(value);
}

type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/** Drops keys whose value is null or undefined (api-conventions: null fields are omitted). */
export function omitNulls<T extends Record<string, unknown>>(fields: T): WithoutNulls<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out as WithoutNulls<T>;
}

/** A collection member or embedded relation: `{@id, @type, ...fields}` without `@context`. */
export function buildMember<K extends string, T extends Record<string, unknown>>(
  type: K,
  iri: string,
  fields: T,
) {
  // The literal type lets presenters check their output with `satisfies` against a contracts schema.
  return { '@id': iri, '@type': type, ...omitNulls(fields) };
}

/** A top-level item: `{@context: /api/contexts/<Type>, @id, @type, ...fields}`. */
export function buildItem<K extends string, T extends Record<string, unknown>>(
  type: K,
  iri: string,
  fields: T,
) {
  return { '@context': `/api/contexts/${type}`, '@id': iri, '@type': type, ...omitNulls(fields) };
}

/** Adds `@context` to a member built by a presenter, to answer it as an item. */
export function asItem<T extends { '@type': string }>(member: T): T & { '@context': string } {
  return { '@context': `/api/contexts/${member['@type']}`, ...member };
}

export interface CollectionInput<T> {
  /** The member type; the collection's `@context` is `/api/contexts/<contextType>`. */
  contextType: string;
  /** The request URL (path + query, e.g. `request.url`); links are built from its raw query. */
  requestUrl: string;
  page: number;
  pageSize: number;
  totalItems: number;
  member: T[];
  /**
   * Flags placed right after totalItems, in the given order (search: isSavableSearch,
   * isFallbackResults).
   */
  flags?: Record<string, unknown>;
  /** The route's filters (added for every collection route by hydra-search.ts). */
  search?: HydraSearch;
}

function splitUrl(url: string): { path: string; query: Record<string, unknown> } {
  const index = url.indexOf('?');
  if (index === -1) return { path: url, query: {} };
  return { path: url.slice(0, index), query: qs.parse(url.slice(index + 1), { depth: 5 }) };
}

/** The links of one view: the other parameters are encoded once, `page` goes last. */
function linksTo(path: string, params: Record<string, unknown>): (page?: number) => string {
  const others = qs.stringify(params, { arrayFormat: 'brackets' });
  return (page) => {
    const search = page === undefined ? others : others ? `${others}&page=${page}` : `page=${page}`;
    return search ? `${path}?${search}` : path;
  };
}

/**
 * The Hydra `view` rules of api-conventions.md: omitted for one page without other parameters;
 * `{@id,@type}` for one page with other parameters; otherwise first/last plus previous/next where
 * they exist. Links keep every other parameter, put `page` last and encode brackets.
 */
export function buildView(
  requestUrl: string,
  page: number,
  pageSize: number,
  totalItems: number,
): HydraView | undefined {
  const { path, query } = splitUrl(requestUrl);
  const { page: requestedPage, ...params } = query;
  const lastPage = Math.max(1, Math.ceil(totalItems / pageSize));
  const hasOtherParams = Object.keys(params).length > 0;
  const linkTo = linksTo(path, params);
  if (lastPage === 1) {
    if (!hasOtherParams) return undefined;
    return {
      '@id': linkTo(requestedPage === undefined ? undefined : page),
      '@type': 'PartialCollectionView',
    };
  }
  return {
    '@id': linkTo(page),
    '@type': 'PartialCollectionView',
    first: linkTo(1),
    last: linkTo(lastPage),
    ...(page > 1 ? { previous: linkTo(Math.min(page - 1, lastPage)) } : {}),
    ...(page < lastPage ? { next: linkTo(page + 1) } : {}),
  };
}

/** A Hydra collection with keys in the conventions' order; the `@id` carries no query. */
export function buildCollection<T>(input: CollectionInput<T>) {
  const path = splitUrl(input.requestUrl).path;
  const view = buildView(input.requestUrl, input.page, input.pageSize, input.totalItems);
  return {
    '@context': `/api/contexts/${input.contextType}`,
    '@id': path,
    '@type': 'Collection' as const,
    totalItems: input.totalItems,
    ...(input.flags ?? {}),
    member: input.member,
    ...(view ? { view } : {}),
    ...(input.search ? { search: input.search } : {}),
  };
}

/**
 * The UTF-8 JSON of a collection whose members are already serialised (`memberJson`, the chunks
 * of a JSON array as UTF-8 bytes), in the wire order of buildCollection. For answers reused many times
 * (the search cache): the members are checked against their schema and encoded once, when they
 * are cached, instead of on every response.
 */
export function serializeCollectionWith(
  collection: ReturnType<typeof buildCollection<unknown>>,
  memberJson: readonly Buffer[],
): Buffer {
  const { member: _member, view, search, ...head } = collection;
  const start = `${JSON.stringify(head).slice(0, -1)},"member":`;
  const end = `${view ? `,"view":${JSON.stringify(view)}` : ''}${search ? `,"search":${JSON.stringify(search)}` : ''}}`;
  return Buffer.concat([Buffer.from(start), ...memberJson, Buffer.from(end)]);
}

/**
 * Response schema of a collection of `item`, with optional flags declared right after
 * totalItems (so the serializer keeps the wire order), e.g.
 * `collectionSchema(jobSchema, { isSavableSearch: z.boolean(), isFallbackResults: z.boolean() })`.
 */
export function collectionSchema<T extends z.ZodType, F extends z.ZodRawShape = Record<never, never>>(
  item: T,
  flags?: F,
  options: { name?: string } = {},
) {
  const schema = z.object({
    '@context': z.string(),
    '@id': z.string(),
    '@type': z.literal('Collection'),
    totalItems: z.number().int().min(0),
    ...((flags ?? {}) as F),
    member: z.array(item),
    view: hydraViewSchema.optional(),
    search: hydraSearchSchema.optional(),
  });
  collections.set(schema, { item, name: options.name });
  return schema;
}

const collections = new WeakMap<object, { item: z.ZodType; name?: string }>();

/** Whether a response schema is a collection made by collectionSchema (the Hydra search needs to know). */
export function isCollectionSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && collections.has(schema);
}

/**
 * The OpenAPI component name of a collection schema: its own name, else `<Item>Collection` once
 * the item schema is named (registerResource names resource schemas).
 */
export function collectionComponentName(schema: unknown): string | undefined {
  const entry = typeof schema === 'object' && schema !== null ? collections.get(schema) : undefined;
  if (!entry) return undefined;
  if (entry.name) return entry.name;
  const itemName = z.globalRegistry.get(entry.item)?.id;
  return itemName ? `${itemName}Collection` : undefined;
}
