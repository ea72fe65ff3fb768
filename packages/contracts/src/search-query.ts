import { z } from 'zod';
import { isIsoDay } from './calendar-days.ts';
import {
  CATEGORIES,
  COMPENSATION_TYPES,
  DATE_POSTED,
  DISTANCES,
  HOURLY_RANGE_IDS,
  JOB_TYPES,
  LIMITS,
  REGION_SLUGS,
  type RegionSlug,
  SALARIED_RANGE_IDS,
  SORTS,
} from './lookups.ts';
import { searchText } from './plain-text.ts';
import { isValidZip, normalizeZip, ZIP_PATTERN } from './zip.ts';

/**
 * The job search query as it arrives on the wire (core 3, Job search filters). A value that cannot
 * be parsed is dropped, never an error (api-conventions: Filters), so every field `.catch`es.
 * Wire values: booleans are `1` (also `true`; `0`/`false` mean unset), date_posted is
 * `any | 24hours | week | month`, since/until are `YYYY-MM-DD`, arrays use brackets
 * (`regions[]=west`, `compensation_types[paid][]=5`).
 */

export type Distance = (typeof DISTANCES)[number];
export type DatePosted = (typeof DATE_POSTED)[number]['value'];

export { isValidZip, normalizeZip } from './zip.ts';

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function toList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  // qs turns `a[25]=x` (index above its array limit) into an object; keep its values.
  if (typeof value === 'object') return Object.values(value);
  return [value];
}

function toInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/**
 * A page number as the API reads it (api-conventions: Pagination): whole digits, however many; one
 * past every page (99999999999999999999) is the last page the API reads, an empty page past the
 * results, not page 1. Anything else (a sign, a fraction, `1e20`, words) is no page number.
 */
function toPage(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? Math.min(value, LIMITS.maxPage) : undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return undefined;
  return Math.min(Number(value.trim()), LIMITS.maxPage);
}

/** A `page` given that is no page from 1 on (`0`, `-1`, `abc`, `1e20`): the API's 400, the site's notice. */
export function isUnreadablePage(value: unknown): boolean {
  const given = first(value);
  if (given === undefined || given === null || given === '') return false;
  const page = toPage(given);
  return page === undefined || page < 1;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Free text of a search: control characters read as spaces, trimmed, at most `max` characters. */
const text = (max: number) =>
  z.preprocess((v) => {
    const s = first(v);
    if (typeof s !== 'string' && typeof s !== 'number') return undefined;
    const trimmed = searchText(String(s)).trim().slice(0, max);
    return trimmed === '' ? undefined : trimmed;
  }, z.string().optional());

const flag = z.preprocess((v) => {
  const s = first(v);
  if (s === true || s === 1 || s === '1' || s === 'true') return true;
  if (s === false || s === 0 || s === '0' || s === 'false') return false;
  return undefined;
}, z.boolean().optional());

function idList(allowed: readonly number[]) {
  return z.preprocess(
    (v) =>
      unique(
        toList(v)
          .map(toInt)
          .filter((n): n is number => n !== undefined && allowed.includes(n)),
      ),
    z.array(z.number().int()),
  );
}

function oneOf<const T extends readonly string[]>(values: T) {
  return z.preprocess((v) => {
    const s = first(v);
    return typeof s === 'string' && (values as readonly string[]).includes(s) ? s : undefined;
  }, z.enum(values as unknown as [T[number], ...T[number][]]).optional());
}

const isoDay = z.preprocess((v) => {
  const s = first(v);
  return typeof s === 'string' && isIsoDay(s) ? s : undefined;
}, z.iso.date().optional());

const paidIds = COMPENSATION_TYPES.filter((t) => t.kind === 'paid').map((t) => t.id);
const unpaidIds = COMPENSATION_TYPES.filter((t) => t.kind === 'unpaid').map((t) => t.id);

const nested = <S extends z.ZodRawShape>(shape: S) =>
  z.preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {}), z.object(shape));

/** The query schema shared by the API route (validation + OpenAPI) and the search page. */
export const searchQuerySchema = z.object({
  page: z.preprocess((v) => {
    const n = toPage(first(v));
    return n !== undefined && n > 1 ? n : undefined;
  }, z.number().int().min(2).optional()),
  pageSize: z.preprocess((v) => {
    const n = toInt(first(v));
    return n !== undefined && n >= 1 ? Math.min(n, LIMITS.maxPageSize) : undefined;
  }, z.number().int().min(1).max(LIMITS.maxPageSize).optional()),
  keywords: text(200),
  city_state_zip: text(100),
  zip_code: z.preprocess((v) => {
    const s = first(v);
    if (typeof s !== 'string' && typeof s !== 'number') return undefined;
    const zip = normalizeZip(String(s));
    return isValidZip(zip) ? zip : undefined;
  }, z.string().regex(ZIP_PATTERN).optional()),
  distance: z.preprocess((v) => {
    const n = toInt(first(v));
    return (DISTANCES as readonly number[]).includes(n ?? -1) ? n : undefined;
  }, z
    .union(DISTANCES.map((d) => z.literal(d)) as [z.ZodLiteral<Distance>, z.ZodLiteral<Distance>])
    .optional()),
  regions: z.preprocess(
    (v) =>
      unique(
        toList(v).filter(
          (s): s is RegionSlug => typeof s === 'string' && (REGION_SLUGS as string[]).includes(s),
        ),
      ),
    z.array(z.enum(REGION_SLUGS as [RegionSlug, ...RegionSlug[]])),
  ),
  everywhere: flag,
  anywhere: flag,
  outside: flag,
  work_visa: flag,
  categories: idList(CATEGORIES.map((c) => c.id)),
  types: idList(JOB_TYPES.map((t) => t.id)),
  company_name: text(200),
  compensation_types: nested({ paid: idList(paidIds), unpaid: idList(unpaidIds) }),
  compensation_ranges: nested({
    salaried: idList(SALARIED_RANGE_IDS),
    hourly: idList(HOURLY_RANGE_IDS),
  }),
  date_posted: oneOf(DATE_POSTED.map((d) => d.value) as unknown as readonly DatePosted[]),
  since: isoDay,
  until: isoDay,
  sort: oneOf(SORTS),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * Parses a query string in bracket style into the nested object qs would give
 * (`a[]=1` -> {a:['1']}, `a[b][]=1` -> {a:{b:['1']}}, `a[0]=1` -> {a:['1']}).
 */
export function parseBracketQuery(query: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  for (const [rawKey, value] of params) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match?.[1]) continue;
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
    let node: Record<string, unknown> = out;
    for (let i = 0; i < path.length; i++) {
      const key = path[i] as string;
      const next = path[i + 1];
      const last = i === path.length - 1;
      if (last) {
        node[key] = value;
        break;
      }
      if (next === '' || /^\d+$/.test(next ?? '')) {
        const list = Array.isArray(node[key]) ? (node[key] as unknown[]) : [];
        node[key] = list;
        list.push(value);
        break;
      }
      const child = node[key];
      node[key] = child && typeof child === 'object' && !Array.isArray(child) ? child : {};
      node = node[key] as Record<string, unknown>;
    }
  }
  return out;
}
