import { LIMITS, type SearchFilters } from '@gfj/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { activeFilters } from './search.filters.ts';
import { searchPlace } from './search-place.ts';

export { DATE_WINDOW_DAYS, listedJobCondition } from './search.filters.ts';
export { parseCityState } from './search-place.ts';

export const POPULAR_WINDOW_DAYS = 14;

/** The rows a search page returns: its job ids in order. */
export interface JobSearchRow {
  id: number;
}

/** The conditions of every filter the search uses (search.filters.ts), listed jobs first. */
function filterConditions(filters: SearchFilters, now: Date): SQL[] {
  return activeFilters(filters).map((filter) => filter.sql({ now }));
}

/** The FROM clause: the jobs, and the search's place as the one-row `o` when it has one. */
function fromClause(filters: SearchFilters): { cte: SQL; from: SQL } {
  const place = searchPlace(filters);
  if (!place) return { cte: sql``, from: sql`jobs j` };
  return { cte: sql`WITH o AS MATERIALIZED (${place.query}) `, from: sql`jobs j CROSS JOIN o` };
}

function orderBy(filters: SearchFilters, now: Date): { join: SQL; order: SQL } {
  const none = sql``;
  if (filters.sort === 'date_added.asc')
    return { join: none, order: sql`j.date_added ASC NULLS LAST, j.id ASC` };
  if (filters.sort === 'date_added.desc')
    return { join: none, order: sql`j.date_added DESC NULLS LAST, j.id DESC` };
  if (filters.sort === 'highlighted_popular') {
    const since = new Date(now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
    return {
      join: sql`LEFT JOIN (SELECT job_id, sum(views)::int AS views FROM job_view_days
          WHERE day >= ${since}::date GROUP BY job_id) pv ON pv.job_id = j.id`,
      // Open jobs before filled ones, then highlighted, then views.
      order: sql`(j.status = 'filled') ASC, j.highlighted DESC, coalesce(pv.views, 0) DESC, j.date_added DESC NULLS LAST, j.id DESC`,
    };
  }
  if (filters.keywords) {
    return {
      join: none,
      // Best match: open jobs before filled ones, then by rank.
      order: sql`(j.status = 'filled') ASC, ts_rank_cd(j.search_vector, websearch_to_tsquery('english', ${filters.keywords})) DESC, j.date_added DESC NULLS LAST, j.id DESC`,
    };
  }
  return { join: none, order: sql`j.date_added DESC NULLS LAST, j.id DESC` };
}

/**
 * The page of matching listed job ids, in order. The total is a separate statement
 * (buildJobSearchCountQuery), so a page sorted by date can stop at its last row instead of
 * ranking every match. Pure: the same filters and `now` give the same SQL, so the benchmark can
 * run it directly through `pg` as the baseline.
 */
export function buildJobSearchQuery(filters: SearchFilters, now: Date): SQL {
  const { limit, offset } = searchPageWindow(filters);
  const where = filterConditions(filters, now);
  const { join, order } = orderBy(filters, now);
  const { cte, from } = fromClause(filters);
  return sql`${cte}SELECT j.id
    FROM ${from} ${join}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`;
}

/** The page's size and offset, with pageSize held to its limits. */
export function searchPageWindow(filters: SearchFilters): { limit: number; offset: number } {
  const limit = Math.min(Math.max(filters.pageSize ?? LIMITS.defaultPageSize, 1), LIMITS.maxPageSize);
  return { limit, offset: ((filters.page ?? 1) - 1) * limit };
}

/** The number of matches before paging. */
export function buildJobSearchCountQuery(filters: SearchFilters, now: Date): SQL {
  const where = filterConditions(filters, now);
  const { cte, from } = fromClause(filters);
  return sql`${cte}SELECT count(*)::int AS total FROM ${from} WHERE ${sql.join(where, sql` AND `)}`;
}
