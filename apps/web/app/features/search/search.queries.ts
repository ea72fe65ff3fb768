import {
  hydraCollectionSchema,
  jobSchema,
  parseFiltersFromUrl,
  type SearchFilters,
  toQueryString,
} from '@gfj/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../lib/load-context.ts';
import { type JobCardData, toJobCardData } from '../jobs/job-card-data.ts';

// Server side only (loaders): parsing with zod stays out of the browser bundle.

export const searchCollectionSchema = hydraCollectionSchema(jobSchema).extend({
  isSavableSearch: z.boolean(),
  isFallbackResults: z.boolean(),
});
export type SearchCollection = z.infer<typeof searchCollectionSchema>;

/** A page of results with its jobs cut down to their cards (the page sends them again for hydration). */
export type SearchResults = Omit<SearchCollection, 'member'> & { member: JobCardData[] };

export interface SearchPageData {
  filters: SearchFilters;
  /** The normalised query string of the page (literal brackets, no page 1, defaults written). */
  query: string;
  results: SearchResults | null;
}

/** Reads the filters from the page URL and asks GET /api/jobs/search for that page of results. */
export async function loadSearchPage(api: ApiClient, search: string): Promise<SearchPageData> {
  const filters = parseFiltersFromUrl(search);
  const query = toQueryString(filters);
  const result = await api.get(
    `/api/jobs/search?${toQueryString(filters, { encodeBrackets: true })}`,
    searchCollectionSchema,
  );
  const results = result.ok ? { ...result.data, member: result.data.member.map(toJobCardData) } : null;
  return { filters, query, results };
}
