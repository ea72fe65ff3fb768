import { defaultFilters, type SearchFilters } from '@gfj/contracts';
import type { Db } from '../../db/client.ts';
import { findJobsInOrder } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import type { ListingVersions, SearchEngine } from './search.engine.ts';

export interface SearchPage {
  page: number;
  pageSize: number;
}

export interface JobSearchResult {
  /** The page's job ids, in order. */
  ids: number[];
  totalItems: number;
  isFallbackResults: boolean;
}

/**
 * Runs a job search. When nothing matches (product-decisions: Fallback results) it answers with
 * the newest jobs matching the keywords alone, else the newest jobs, and flags them.
 */
export async function searchJobs(
  engine: SearchEngine,
  versions: ListingVersions,
  filters: SearchFilters,
  paging: SearchPage,
  now: Date,
): Promise<JobSearchResult> {
  const runSearch = (f: SearchFilters) => engine.search(f, now, versions);
  const paged: SearchFilters = { ...filters, page: paging.page, pageSize: paging.pageSize };
  const found = await runSearch(paged);
  if (found.total > 0) return { ids: found.ids, totalItems: found.total, isFallbackResults: false };

  const newest: SearchFilters = {
    ...defaultFilters(),
    sort: 'date_added.desc',
    page: paging.page,
    pageSize: paging.pageSize,
  };
  const attempts = filters.keywords ? [{ ...newest, keywords: filters.keywords }, newest] : [newest];
  for (const attempt of attempts) {
    const fallback = await runSearch(attempt);
    if (fallback.total > 0) {
      return { ids: fallback.ids, totalItems: fallback.total, isFallbackResults: true };
    }
  }
  return { ids: [], totalItems: 0, isFallbackResults: false };
}

/** The newest results of a search, for its feed. */
export async function newestSearchResults(
  engine: SearchEngine,
  db: Db,
  versions: ListingVersions,
  filters: SearchFilters,
  limit: number,
  now: Date,
): Promise<JobRow[]> {
  const found = await engine.search(
    { ...filters, sort: 'date_added.desc', page: 1, pageSize: limit },
    now,
    versions,
  );
  return findJobsInOrder(db, found.ids);
}
