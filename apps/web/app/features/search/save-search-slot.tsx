import type { SearchFilters } from '@gfj/contracts/search-filters';

/**
 * Where the "save this search" form goes (saved searches / email alerts, built separately). The
 * search page renders this only when the API says `isSavableSearch`; `query` is the normalised
 * query string the saved search stores as its params.
 */
export function SaveSearchSlot(_props: { filters: SearchFilters; query: string }) {
  return null;
}
