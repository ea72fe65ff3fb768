import {
  hydraCollectionSchema,
  JOB_CARD_PROPERTIES,
  jobCardSchema,
  parseFiltersFromUrl,
  type SearchFilters,
  toQueryString,
} from '@gfj/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../lib/load-context.ts';
import type { JobCardData } from '../jobs/job-card-data.ts';

// Server side only (loaders): parsing with zod stays out of the browser bundle.

/** GET /api/jobs/search asked for the properties a job card shows. */
export const searchCollectionSchema = hydraCollectionSchema(jobCardSchema).extend({
  isSavableSearch: z.boolean(),
  isFallbackResults: z.boolean(),
});

/**
 * A page of results as the page shows it, and sends again for hydration: the collection's links
 * (which repeat the query) are left out.
 */
export type SearchResults = Pick<
  z.infer<typeof searchCollectionSchema>,
  'totalItems' | 'isSavableSearch' | 'isFallbackResults'
> & { member: JobCardData[] };

/** `properties[]=id&properties[]=slug…`: the API answers each job with what a card shows. */
const CARD_PROPERTIES_QUERY = JOB_CARD_PROPERTIES.map((name) => `properties%5B%5D=${name}`).join('&');

export interface SearchPageData {
  filters: SearchFilters;
  /** The normalised query string of the page (literal brackets, no page 1, defaults written). */
  query: string;
  results: SearchResults | null;
  /** No results because the API refused the search itself (a 4xx: a NUL character, say), not down. */
  refused?: boolean;
}

/** Reads the filters from the page URL and asks GET /api/jobs/search for that page of results. */
export async function loadSearchPage(api: ApiClient, search: string): Promise<SearchPageData> {
  const filters = parseFiltersFromUrl(search);
  const query = toQueryString(filters);
  const filterQuery = toQueryString(filters, { encodeBrackets: true });
  const result = await api.get(
    `/api/jobs/search?${filterQuery ? `${filterQuery}&` : ''}${CARD_PROPERTIES_QUERY}`,
    searchCollectionSchema,
  );
  if (!result.ok) {
    const refused = result.status >= 400 && result.status < 500;
    return { filters, query, results: null, ...(refused ? { refused } : {}) };
  }
  const { totalItems, isSavableSearch, isFallbackResults, member } = result.data;
  return { filters, query, results: { totalItems, isSavableSearch, isFallbackResults, member } };
}
