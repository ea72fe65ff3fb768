import {
  DEFAULT_DISTANCE,
  HOURLY_RANGE_IDS,
  PAID_COMPENSATION_TYPE,
  REGIONS,
  type RegionSlug,
  SALARIED_RANGE_IDS,
  type Sort,
} from './lookups.ts';
import {
  type DatePosted,
  type Distance,
  parseBracketQuery,
  type SearchQuery,
  searchQuerySchema,
} from './search-query.ts';
import { isValidZip } from './zip.ts';

/**
 * The search filter state and its rules (core 4, Search filter rules), written once as pure
 * functions: the API reads a request with `parseFiltersFromUrl`, the search page uses all of them.
 */
export interface SearchFilters {
  /** Only kept when 2 or more: page 1 is the default and never written. */
  page?: number;
  pageSize?: number;
  keywords?: string;
  city_state_zip?: string;
  /** Digits only; may be a partial zip while typing (the radius stays disabled then). */
  zip_code?: string;
  distance?: Distance;
  regions: RegionSlug[];
  /** Exactly one of everywhere / anywhere / outside is true. */
  everywhere: boolean;
  anywhere: boolean;
  outside: boolean;
  work_visa: boolean;
  categories: number[];
  types: number[];
  company_name?: string;
  compensation_types: { paid: number[]; unpaid: number[] };
  compensation_ranges: { salaried: number[]; hourly: number[] };
  /** `any` is the default and is stored as undefined. */
  date_posted?: Exclude<DatePosted, 'any'>;
  since?: string;
  until?: string;
  sort?: Sort;
}

export function defaultFilters(): SearchFilters {
  return {
    regions: [],
    everywhere: true,
    anywhere: false,
    outside: false,
    work_visa: false,
    categories: [],
    types: [],
    compensation_types: { paid: [], unpaid: [] },
    compensation_ranges: { salaried: [], hourly: [] },
  };
}

function fromQuery(q: SearchQuery): SearchFilters {
  const filters: SearchFilters = {
    ...defaultFilters(),
    regions: q.regions,
    work_visa: q.work_visa === true,
    categories: q.categories,
    types: q.types,
    compensation_types: { paid: q.compensation_types.paid, unpaid: q.compensation_types.unpaid },
    compensation_ranges: { salaried: q.compensation_ranges.salaried, hourly: q.compensation_ranges.hourly },
  };
  const optional = {
    page: q.page,
    pageSize: q.pageSize,
    keywords: q.keywords,
    city_state_zip: q.city_state_zip,
    company_name: q.company_name,
    date_posted: q.date_posted === 'any' ? undefined : q.date_posted,
    since: q.since,
    until: q.until,
    sort: q.sort,
  } as const;
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (filters as unknown as Record<string, unknown>)[key] = value;
  }
  // One scope only; the narrowest wins when a URL carries several.
  if (q.outside) {
    filters.everywhere = false;
    filters.outside = true;
    // As choosing outside does: a US region cannot narrow a search outside the US.
    filters.regions = [];
  } else if (q.anywhere) {
    filters.everywhere = false;
    filters.anywhere = true;
  }
  if (!filters.outside && q.zip_code !== undefined) {
    filters.zip_code = q.zip_code;
    filters.distance = q.distance ?? DEFAULT_DISTANCE;
  }
  return filters;
}

/**
 * Reads filters from a query string, URLSearchParams or an already bracket-parsed object (the
 * API's qs output). Everywhere defaults on, page <= 1 is dropped, a 4-digit zip gets a leading 0,
 * and unparseable values are ignored.
 */
export function parseFiltersFromUrl(
  input: string | URLSearchParams | Record<string, unknown>,
): SearchFilters {
  const raw =
    typeof input === 'string'
      ? parseBracketQuery(input)
      : input instanceof URLSearchParams
        ? parseBracketQuery(input.toString())
        : input;
  return fromQuery(searchQuerySchema.parse(raw));
}

export type FilterChange =
  | { field: 'keywords' | 'city_state_zip' | 'company_name'; value: string | undefined }
  | { field: 'zip_code'; value: string | undefined }
  | { field: 'distance'; value: Distance | undefined }
  | { field: 'regions'; value: RegionSlug[] }
  | { field: 'everywhere' | 'anywhere' | 'outside' | 'work_visa'; value: boolean }
  | { field: 'categories' | 'types'; value: number[] }
  | { field: 'compensation_types'; kind: 'paid' | 'unpaid'; value: number[] }
  | { field: 'compensation_ranges'; kind: 'salaried' | 'hourly'; value: number[] }
  | { field: 'date_posted'; value: DatePosted | undefined }
  | { field: 'since' | 'until'; value: string | undefined }
  | { field: 'sort'; value: Sort | undefined }
  | { field: 'page'; value: number };

type Scope = 'everywhere' | 'anywhere' | 'outside';

function setScope(state: SearchFilters, scope: Scope, on: boolean): void {
  if (!on) {
    // Unchecking the only scope falls back to everywhere; everywhere itself cannot be unchecked.
    if (scope !== 'everywhere' && state[scope]) {
      state[scope] = false;
      state.everywhere = true;
    }
    return;
  }
  state.everywhere = scope === 'everywhere';
  state.anywhere = scope === 'anywhere';
  state.outside = scope === 'outside';
  if (scope === 'outside') {
    // Zip, distance and regions are places in the US: outside the US they can only match nothing.
    delete state.zip_code;
    delete state.distance;
    state.regions = [];
  }
}

function setText(
  state: SearchFilters,
  key: 'keywords' | 'city_state_zip' | 'company_name' | 'since' | 'until',
  value: string | undefined,
): void {
  const trimmed = value?.trim();
  if (trimmed) state[key] = trimmed;
  else delete state[key];
}

function setZip(state: SearchFilters, value: string | undefined): void {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 5);
  if (digits === '') {
    delete state.zip_code;
    delete state.distance;
    return;
  }
  state.zip_code = digits;
  // A zip narrows within the US, so it leaves "outside the US" for the default scope.
  if (state.outside) setScope(state, 'everywhere', true);
  if (isValidZip(digits) && state.distance === undefined) state.distance = DEFAULT_DISTANCE;
}

function setPaidTypes(state: SearchFilters, paid: number[]): void {
  state.compensation_types.paid = [...new Set(paid)];
  if (!paid.includes(PAID_COMPENSATION_TYPE.salaried)) state.compensation_ranges.salaried = [];
  if (!paid.includes(PAID_COMPENSATION_TYPE.hourly)) state.compensation_ranges.hourly = [];
}

/** Applies one change (or several in order) with every rule of core 4; never mutates `state`. */
export function applyFilterChange(
  state: SearchFilters,
  change: FilterChange | FilterChange[],
): SearchFilters {
  const next: SearchFilters = structuredClone(state);
  const changes = Array.isArray(change) ? change : [change];
  let pageChange: number | undefined;
  for (const c of changes) {
    switch (c.field) {
      case 'page':
        pageChange = c.value;
        continue;
      case 'keywords':
      case 'city_state_zip':
      case 'company_name':
      case 'since':
      case 'until':
        setText(next, c.field, c.value);
        break;
      case 'zip_code':
        setZip(next, c.value);
        break;
      case 'distance':
        // With a valid zip a radius is always chosen (the default 30); without one it is disabled.
        if (isRadiusEnabled(next)) next.distance = c.value ?? DEFAULT_DISTANCE;
        break;
      case 'regions':
        next.regions = [...new Set(c.value)];
        // Regions narrow within the US, so choosing one leaves "outside the US", as a zip does.
        if (next.regions.length > 0 && next.outside) setScope(next, 'everywhere', true);
        break;
      case 'everywhere':
      case 'anywhere':
      case 'outside':
        setScope(next, c.field, c.value);
        break;
      case 'work_visa':
        next.work_visa = c.value;
        break;
      case 'categories':
      case 'types':
        next[c.field] = [...new Set(c.value)];
        break;
      case 'compensation_types':
        if (c.kind === 'paid') setPaidTypes(next, c.value);
        else next.compensation_types.unpaid = [...new Set(c.value)];
        break;
      case 'compensation_ranges':
        next.compensation_ranges[c.kind] = [...new Set(c.value)].filter((id) =>
          (c.kind === 'salaried' ? SALARIED_RANGE_IDS : HOURLY_RANGE_IDS).some((r) => r === id),
        );
        break;
      case 'date_posted':
        if (c.value === undefined || c.value === 'any') delete next.date_posted;
        else next.date_posted = c.value;
        break;
      case 'sort':
        if (c.value === undefined) delete next.sort;
        else next.sort = c.value;
        break;
    }
    pageChange = undefined;
    delete next.page;
  }
  if (pageChange !== undefined) {
    if (pageChange > 1) next.page = Math.floor(pageChange);
    else delete next.page;
  }
  return next;
}

export function isRadiusEnabled(state: SearchFilters): boolean {
  return isValidZip(state.zip_code);
}

/**
 * Dirty = some filter other than everywhere differs from its default (decides isSavableSearch).
 * Paging (page, pageSize) is not a filter: a saved search never stores a page.
 */
export function isDirty(state: SearchFilters): boolean {
  const { page: _p, pageSize: _s, everywhere: _e, ...rest } = state;
  const { page: _dp, pageSize: _ds, everywhere: _de, ...defaults } = defaultFilters();
  return JSON.stringify(sortKeys(rest)) !== JSON.stringify(sortKeys(defaults));
}

function sortKeys(value: object): unknown {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export interface ToQueryStringOptions {
  /** `%5B%5D` instead of `[]` (the API's view links); default false for readable page URLs. */
  encodeBrackets?: boolean;
}

/** Writes filters as a bracket-style query string (no leading `?`); page 1 and defaults are left out. */
export function toQueryString(state: SearchFilters, options: ToQueryStringOptions = {}): string {
  const parts: string[] = [];
  const key = (k: string) => (options.encodeBrackets ? encodeURIComponent(k) : k);
  const add = (k: string, v: string | number) => parts.push(`${key(k)}=${encodeURIComponent(String(v))}`);
  if (state.keywords) add('keywords', state.keywords);
  if (state.city_state_zip) add('city_state_zip', state.city_state_zip);
  if (state.zip_code) add('zip_code', state.zip_code);
  if (state.zip_code && state.distance !== undefined) add('distance', state.distance);
  for (const r of state.regions) add('regions[]', r);
  if (state.everywhere) add('everywhere', 1);
  if (state.anywhere) add('anywhere', 1);
  if (state.outside) add('outside', 1);
  if (state.work_visa) add('work_visa', 1);
  for (const c of state.categories) add('categories[]', c);
  for (const t of state.types) add('types[]', t);
  if (state.company_name) add('company_name', state.company_name);
  for (const id of state.compensation_types.paid) add('compensation_types[paid][]', id);
  for (const id of state.compensation_types.unpaid) add('compensation_types[unpaid][]', id);
  for (const id of state.compensation_ranges.salaried) add('compensation_ranges[salaried][]', id);
  for (const id of state.compensation_ranges.hourly) add('compensation_ranges[hourly][]', id);
  if (state.date_posted) add('date_posted', state.date_posted);
  if (state.since) add('since', state.since);
  if (state.until) add('until', state.until);
  if (state.sort) add('sort', state.sort);
  if (state.pageSize !== undefined) add('pageSize', state.pageSize);
  if (state.page !== undefined && state.page > 1) add('page', state.page);
  return parts.join('&');
}

/** The US states of the chosen regions (product-decisions: Regions). */
export function statesOfRegions(regions: readonly RegionSlug[]): string[] {
  return REGIONS.filter((r) => regions.includes(r.slug)).flatMap((r) => [...r.states]);
}
