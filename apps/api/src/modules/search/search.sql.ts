import {
  DEFAULT_DISTANCE,
  LIMITS,
  LISTED_STATUSES,
  type SearchFilters,
  statesOfRegions,
} from '@gfj/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { SITE_TIME_ZONE } from '../../site-time.ts';

/** Mean Earth radius in statute miles, for the great-circle (haversine) distance. */
const EARTH_RADIUS_MILES = 3958.8;
/** Miles per degree of latitude; the box is widened a little so it never cuts a real match. */
const MILES_PER_DEGREE = 69.0;

/** date_posted windows, in days of 24 hours counted back from now. */
export const DATE_WINDOW_DAYS = { '24hours': 1, week: 7, month: 30 } as const;
export const POPULAR_WINDOW_DAYS = 14;

/** The rows a search page returns: its job ids in order. */
export interface JobSearchRow {
  id: number;
}

/** "City, ST" (or "City ST") -> city and state code; undefined when it is not of that form. */
export function parseCityState(value: string): { city: string; state: string } | undefined {
  const match = /^\s*(.+?)[\s,]+([A-Za-z]{2})\s*$/.exec(value);
  if (!match?.[1] || !match[2]) return undefined;
  return { city: match[1].replace(/,\s*$/, '').trim(), state: match[2].toUpperCase() };
}

/**
 * The search's place of origin as a one-row CTE body (lat, lon), from zip_code, else from
 * city_state_zip as a zip or as "City, ST" (the mean of that city's zip centroids).
 */
function originQuery(filters: SearchFilters): SQL | undefined {
  if (filters.outside || filters.anywhere) return undefined;
  if (filters.zip_code && /^\d{5}$/.test(filters.zip_code)) {
    return sql`SELECT latitude AS lat, longitude AS lon FROM zip_codes WHERE zip = ${filters.zip_code}`;
  }
  const text = filters.city_state_zip?.trim();
  if (!text) return undefined;
  const zip = /^\d{4,5}$/.test(text) ? text.padStart(5, '0') : undefined;
  if (zip) return sql`SELECT latitude AS lat, longitude AS lon FROM zip_codes WHERE zip = ${zip}`;
  const place = parseCityState(text);
  if (!place) return undefined;
  return sql`SELECT avg(latitude) AS lat, avg(longitude) AS lon FROM zip_codes
    WHERE state_code = ${place.state} AND lower(city) = lower(${place.city})
    HAVING count(*) > 0`;
}

function intArray(values: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::integer[]`;
}

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** Escapes LIKE wildcards so a company name is matched literally. */
function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The conditions every listed job meets: approved or filled, and not past its expiry. */
export function listedJobCondition(now: Date): SQL {
  // Inlined constants (not parameters) so the planner can match the partial "listed" indexes.
  const statuses = LISTED_STATUSES.map((s) => `'${s}'`).join(', ');
  return sql`j.status IN (${sql.raw(statuses)}) AND (j.date_expire IS NULL OR j.date_expire > ${now.toISOString()}::timestamptz)`;
}

function filterConditions(filters: SearchFilters, now: Date, hasOrigin: boolean): SQL[] {
  const where: SQL[] = [listedJobCondition(now)];
  const nowTs = sql`${now.toISOString()}::timestamptz`;
  if (filters.keywords)
    where.push(sql`j.search_vector @@ websearch_to_tsquery('english', ${filters.keywords})`);
  if (hasOrigin) {
    const miles = filters.distance ?? DEFAULT_DISTANCE;
    const dLat = (miles / MILES_PER_DEGREE) * 1.01;
    // The box prefilter uses the GiST index; the exact haversine distance then decides.
    where.push(sql`j.location <@ box(
        point(o.lon - ${dLat}::float8 / greatest(cos(radians(o.lat)), 0.01), o.lat - ${dLat}::float8),
        point(o.lon + ${dLat}::float8 / greatest(cos(radians(o.lat)), 0.01), o.lat + ${dLat}::float8))`);
    where.push(sql`${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
        power(sin(radians(j.location[1] - o.lat) / 2), 2) +
        cos(radians(o.lat)) * cos(radians(j.location[1])) * power(sin(radians(j.location[0] - o.lon) / 2), 2)
      ))) <= ${miles}::float8`);
  }
  if (filters.regions.length > 0) {
    where.push(sql`j.country = 'US' AND j.state = ANY(${textArray(statesOfRegions(filters.regions))})`);
  }
  if (filters.anywhere) where.push(sql`(j.work_remote OR j.work_location = 'anywhere')`);
  if (filters.outside) where.push(sql`(j.work_location = 'international' OR j.country <> 'US')`);
  if (filters.work_visa) where.push(sql`j.work_visa`);
  if (filters.categories.length > 0) where.push(sql`j.category_ids && ${intArray(filters.categories)}`);
  if (filters.types.length > 0) where.push(sql`j.type_id = ANY(${intArray(filters.types)})`);
  if (filters.company_name) where.push(sql`j.company_name ILIKE ${likeContains(filters.company_name)}`);
  const compTypes = [...filters.compensation_types.paid, ...filters.compensation_types.unpaid];
  if (compTypes.length > 0) where.push(sql`j.compensation_type_ids && ${intArray(compTypes)}`);
  const ranges = [...filters.compensation_ranges.salaried, ...filters.compensation_ranges.hourly];
  if (ranges.length > 0) where.push(sql`j.compensation_range_ids && ${intArray(ranges)}`);
  if (filters.date_posted) {
    where.push(
      // Hours, not days: a day interval would follow the session time zone's clock changes.
      sql`j.date_added >= ${nowTs} - make_interval(hours => ${24 * DATE_WINDOW_DAYS[filters.date_posted]}::int)`,
    );
  }
  // since/until are whole days in the site's time zone, both inclusive.
  if (filters.since) {
    where.push(sql`j.date_added >= (${filters.since}::date)::timestamp AT TIME ZONE ${SITE_TIME_ZONE}`);
  }
  if (filters.until) {
    where.push(sql`j.date_added < ((${filters.until}::date + 1)::timestamp AT TIME ZONE ${SITE_TIME_ZONE})`);
  }
  return where;
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
      order: sql`j.highlighted DESC, coalesce(pv.views, 0) DESC, j.date_added DESC NULLS LAST, j.id DESC`,
    };
  }
  if (filters.keywords) {
    return {
      join: none,
      order: sql`ts_rank_cd(j.search_vector, websearch_to_tsquery('english', ${filters.keywords})) DESC, j.date_added DESC NULLS LAST, j.id DESC`,
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
  const origin = originQuery(filters);
  const { limit, offset } = searchPageWindow(filters);
  const where = filterConditions(filters, now, origin !== undefined);
  const { join, order } = orderBy(filters, now);
  const originCte = origin ? sql`WITH o AS MATERIALIZED (${origin}) ` : sql``;
  const from = origin ? sql`jobs j CROSS JOIN o` : sql`jobs j`;
  return sql`${originCte}SELECT j.id
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
  const origin = originQuery(filters);
  const where = filterConditions(filters, now, origin !== undefined);
  const originCte = origin ? sql`WITH o AS MATERIALIZED (${origin}) ` : sql``;
  const from = origin ? sql`jobs j CROSS JOIN o` : sql`jobs j`;
  return sql`${originCte}SELECT count(*)::int AS total FROM ${from} WHERE ${sql.join(where, sql` AND `)}`;
}
