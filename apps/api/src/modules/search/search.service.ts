import { defaultFilters, type SearchFilters } from '@gfj/contracts';
import { type Db, queryRows } from '../../db/client.ts';
import { findJobsInOrder } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import {
  buildJobSearchCountQuery,
  buildJobSearchQuery,
  type JobSearchRow,
  searchPageWindow,
} from './search.sql.ts';

export interface SearchPage {
  page: number;
  pageSize: number;
}

export interface JobSearchResult {
  rows: JobRow[];
  totalItems: number;
  isFallbackResults: boolean;
}

async function runSearch(
  db: Db,
  filters: SearchFilters,
  now: Date,
): Promise<{ ids: number[]; total: number }> {
  const rows = await queryRows<JobSearchRow>(db, buildJobSearchQuery(filters, now));
  const ids = rows.map((r) => r.id);
  const { limit, offset } = searchPageWindow(filters);
  // A page that is not full (and not past the end) already tells the total: no count needed.
  if (ids.length > 0 && ids.length < limit) return { ids, total: offset + ids.length };
  if (ids.length === 0 && offset === 0) return { ids, total: 0 };
  const [count] = await queryRows<{ total: number }>(db, buildJobSearchCountQuery(filters, now));
  return { ids, total: Number(count?.total ?? 0) };
}

/**
 * Runs a job search. When nothing matches (product-decisions: Fallback results) it answers with
 * the newest jobs matching the keywords alone, else the newest jobs, and flags them.
 */
export async function searchJobs(
  db: Db,
  filters: SearchFilters,
  paging: SearchPage,
  now: Date,
): Promise<JobSearchResult> {
  const paged: SearchFilters = { ...filters, page: paging.page, pageSize: paging.pageSize };
  const found = await runSearch(db, paged, now);
  if (found.total > 0)
    return { rows: await findJobsInOrder(db, found.ids), totalItems: found.total, isFallbackResults: false };

  const newest: SearchFilters = {
    ...defaultFilters(),
    sort: 'date_added.desc',
    page: paging.page,
    pageSize: paging.pageSize,
  };
  const attempts = filters.keywords ? [{ ...newest, keywords: filters.keywords }, newest] : [newest];
  for (const attempt of attempts) {
    const fallback = await runSearch(db, attempt, now);
    if (fallback.total > 0) {
      return {
        rows: await findJobsInOrder(db, fallback.ids),
        totalItems: fallback.total,
        isFallbackResults: true,
      };
    }
  }
  return { rows: [], totalItems: 0, isFallbackResults: false };
}

/** The newest results of a search, for its feed. */
export async function newestSearchResults(
  db: Db,
  filters: SearchFilters,
  limit: number,
  now: Date,
): Promise<JobRow[]> {
  const found = await runSearch(db, { ...filters, sort: 'date_added.desc', page: 1, pageSize: limit }, now);
  return findJobsInOrder(db, found.ids);
}
