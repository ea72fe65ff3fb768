import type { SearchFilters } from '@gfj/contracts/search-filters';
import { SaveSearchForm, type SaveSearchResult } from '../seekers/save-search-form.tsx';

/**
 * Where the "save this search" form goes (saved searches / email alerts). The search page renders
 * this only when the API says `isSavableSearch`; `query` is the normalised query string the saved
 * search stores as its params.
 */
export function SaveSearchSlot({
  query,
  result,
}: {
  filters: SearchFilters;
  query: string;
  result?: SaveSearchResult | undefined;
}) {
  return <SaveSearchForm query={query} result={result} />;
}
