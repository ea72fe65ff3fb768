import { defaultFilters, type SearchFilters } from '@gfj/contracts';
import type { Db } from '../../db/client.ts';
import { findJobsInOrder } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import type { AnswerBasis, ListingVersions, SearchEngine } from './search.engine.ts';

export interface SearchPage {
  page: number;
  pageSize: number;
}

export interface JobSearchResult {
  /** The page's job ids, in order. */
  ids: number[];
  totalItems: number;
  isFallbackResults: boolean;
  /**
   * The searches the answer was made from, so a later change can be checked against each
   * (decision 054); undefined when one of them cannot be.
   */
  bases?: AnswerBasis[];
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
  // A fallback answer also depends on the searches that found nothing: all are checked later.
  let bases: AnswerBasis[] | undefined = [];
  const runSearch = async (f: SearchFilters) => {
    const found = await engine.search(f, now, versions);
    if (found.basis) bases?.push(found.basis);
    else bases = undefined;
    return found;
  };
  const paged: SearchFilters = { ...filters, page: paging.page, pageSize: paging.pageSize };
  const found = await runSearch(paged);
  if (found.total > 0) return { ids: found.ids, totalItems: found.total, isFallbackResults: false, bases };

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
      return { ids: fallback.ids, totalItems: fallback.total, isFallbackResults: true, bases };
    }
  }
  return { ids: [], totalItems: 0, isFallbackResults: false, bases };
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
