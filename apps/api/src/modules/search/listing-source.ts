import { LISTED_STATUSES } from '@gfj/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { KeywordMatches, ListedJob } from './listing-index.ts';

/** What the in-memory index reads from PostgreSQL: the listed jobs' columns and keyword matches. */

const LISTED = sql.raw(LISTED_STATUSES.map((s) => `'${s}'`).join(', '));

function idList(ids: readonly number[]): SQL {
  return sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}

/** A listed job's index columns as PostgreSQL gives them (a query row, or the change log's JSON). */
export interface ListedRow {
  id: number;
  added: number | null;
  expire: number | null;
  type_id: number | null;
  work_location: string;
  country: string;
  state: string | null;
  work_remote: boolean;
  work_visa: boolean;
  highlighted: boolean;
  filled: boolean;
  category_ids: number[];
  compensation_type_ids: number[];
  compensation_range_ids: number[];
  lon: number | null;
  lat: number | null;
  company_name: string;
}

/**
 * The listed jobs' search columns (all of them, or those among `ids`): what the index holds. The
 * change log's trigger writes the same columns for each changed job (listing-change-carries-jobs.sql).
 */
export function buildListedJobsQuery(ids?: readonly number[]): SQL {
  // Microseconds since the epoch are whole numbers under 2^53: exact as doubles, so no two
  // timestamps PostgreSQL tells apart compare equal here.
  return sql`SELECT id,
      (extract(epoch FROM date_added) * 1000000)::float8 AS added,
      (extract(epoch FROM date_expire) * 1000000)::float8 AS expire,
      type_id, work_location, country, state, work_remote, work_visa, highlighted,
      status = 'filled' AS filled, category_ids, compensation_type_ids, compensation_range_ids,
      location[0] AS lon, location[1] AS lat, company_name
    FROM jobs WHERE status IN (${LISTED})${ids ? sql` AND id = ANY(${idList(ids)})` : sql``}`;
}

/** A row of buildListedJobsQuery (or a change log entry of the same columns) as the index holds it. */
export function toListedJob(r: ListedRow): ListedJob {
  return {
    id: Number(r.id),
    dateAddedUs: r.added === null ? null : Number(r.added),
    dateExpireUs: r.expire === null ? null : Number(r.expire),
    typeId: r.type_id,
    workLocation: r.work_location,
    country: r.country,
    state: r.state,
    workRemote: r.work_remote,
    workVisa: r.work_visa,
    highlighted: r.highlighted,
    filled: r.filled,
    categoryIds: r.category_ids ?? [],
    compensationTypeIds: r.compensation_type_ids ?? [],
    compensationRangeIds: r.compensation_range_ids ?? [],
    lon: r.lon === null ? null : Number(r.lon),
    lat: r.lat === null ? null : Number(r.lat),
    companyName: r.company_name,
  };
}

export async function loadListedJobs(db: Db, ids?: readonly number[]): Promise<ListedJob[]> {
  const rows = await queryRows<ListedRow>(db, buildListedJobsQuery(ids));
  return rows.map(toListedJob);
}

/**
 * Listed jobs matching the keywords by PostgreSQL full-text search (all, or those among `ids`),
 * with ts_rank_cd when `ranked`.
 */
export function buildKeywordMatchQuery(keywords: string, ranked: boolean, ids?: readonly number[]): SQL {
  const query = sql`websearch_to_tsquery('english', ${keywords})`;
  const among = ids ? sql` AND id = ANY(${idList(ids)})` : sql``;
  return ranked
    ? sql`SELECT id, ts_rank_cd(search_vector, ${query}) AS rank FROM jobs
        WHERE status IN (${LISTED}) AND search_vector @@ ${query}${among}`
    : sql`SELECT id FROM jobs WHERE status IN (${LISTED}) AND search_vector @@ ${query}${among}`;
}

export async function matchKeywords(
  db: Db,
  keywords: string,
  ranked: boolean,
  ids?: readonly number[],
): Promise<KeywordMatches> {
  const rows = await queryRows<{ id: number; rank?: number }>(
    db,
    buildKeywordMatchQuery(keywords, ranked, ids),
  );
  const found = Int32Array.from(rows, (r) => Number(r.id));
  return ranked ? { ids: found, ranks: Float32Array.from(rows, (r) => Number(r.rank)) } : { ids: found };
}

/** Keyword matches after some jobs changed: theirs replaced by what PostgreSQL says now. */
export async function patchKeywordMatches(
  db: Db,
  old: KeywordMatches,
  keywords: string,
  changed: ReadonlySet<number>,
): Promise<KeywordMatches> {
  const ranked = old.ranks !== undefined;
  const fresh = await matchKeywords(db, keywords, ranked, [...changed]);
  const keep: number[] = [];
  for (let i = 0; i < old.ids.length; i++) if (!changed.has(old.ids[i] as number)) keep.push(i);
  const ids = new Int32Array(keep.length + fresh.ids.length);
  keep.forEach((i, k) => {
    ids[k] = old.ids[i] as number;
  });
  ids.set(fresh.ids, keep.length);
  if (!ranked) return { ids };
  const ranks = new Float32Array(ids.length);
  keep.forEach((i, k) => {
    ranks[k] = (old.ranks as Float32Array)[i] as number;
  });
  ranks.set(fresh.ranks as Float32Array, keep.length);
  return { ids, ranks };
}
