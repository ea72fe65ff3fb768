import {
  buildJobSearchCountQuery,
  buildJobSearchQuery,
  buildKeywordMatchQuery,
  buildListedJobsQuery,
  searchPageWindow,
} from '@gfj/api';
import { parseFiltersFromUrl } from '@gfj/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { LoadResult } from './load.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

interface Statement {
  text: string;
  params: unknown[];
}

export interface CompiledQuery {
  label: string;
  /** The page of ids. */
  page: Statement;
  /** The total, run only when the page does not tell it (as search.service.ts does). */
  count: Statement;
  limit: number;
  offset: number;
}

/** The exact SQL the API runs for each query string of the mix. */
export function compileSearchMix(mix: readonly string[], now: Date): CompiledQuery[] {
  return mix.map((query) => {
    const filters = parseFiltersFromUrl(query);
    const page = dialect.sqlToQuery(buildJobSearchQuery(filters, now));
    const count = dialect.sqlToQuery(buildJobSearchCountQuery(filters, now));
    return {
      label: query,
      page: { text: page.sql, params: page.params },
      count: { text: count.sql, params: count.params },
      ...searchPageWindow(filters),
    };
  });
}

/** One search as the API runs it: the page, then the count unless the page already tells it. */
async function runSearchSql(client: pg.ClientBase, q: CompiledQuery): Promise<void> {
  const page = await client.query(q.page.text, q.page.params);
  const rows = page.rowCount ?? 0;
  const pageTellsTotal = (rows > 0 && rows < q.limit) || (rows === 0 && q.offset === 0);
  if (!pageTellsTotal) await client.query(q.count.text, q.count.params);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/**
 * The database limit: the same statements through a `pg` pool, `connections` clients each
 * running the mix in turn, for `seconds`.
 */
export async function runSqlBaseline(
  databaseUrl: string,
  queries: CompiledQuery[],
  connections: number,
  seconds: number,
): Promise<LoadResult & { perQueryP50: Record<string, number> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const latencies: number[] = [];
  const byQuery = new Map<string, number[]>();
  let errors = 0;
  let next = 0;
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        const client = await pool.connect();
        try {
          while (Date.now() < deadline) {
            const q = queries[next++ % queries.length] as CompiledQuery;
            const t = performance.now();
            try {
              await runSearchSql(client, q);
              const ms = performance.now() - t;
              latencies.push(ms);
              byQuery.set(q.label, [...(byQuery.get(q.label) ?? []), ms]);
            } catch {
              errors++;
            }
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    non2xx: 0,
    perQueryP50: Object.fromEntries(
      [...byQuery].map(([label, list]) => [
        label,
        percentile(
          list.sort((a, b) => a - b),
          50,
        ),
      ]),
    ),
  };
}

/** Median latency of the queries run one at a time, `rounds` times (the growth measurement), and of each. */
export async function measureSequential(
  databaseUrl: string,
  queries: CompiledQuery[],
  rounds: number,
): Promise<{ p50Ms: number; perQueryP50: Record<string, number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const latencies: number[] = [];
  const byQuery = new Map<string, number[]>();
  try {
    for (const q of queries) await runSearchSql(client, q); // warm the cache
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) {
        const t = performance.now();
        await runSearchSql(client, q);
        const ms = performance.now() - t;
        latencies.push(ms);
        byQuery.set(q.label, [...(byQuery.get(q.label) ?? []), ms]);
      }
    }
  } finally {
    await client.end();
  }
  latencies.sort((a, b) => a - b);
  const perQueryP50 = Object.fromEntries(
    [...byQuery].map(([label, list]) => [
      label,
      percentile(
        list.sort((a, b) => a - b),
        50,
      ),
    ]),
  );
  return { p50Ms: percentile(latencies, 50), perQueryP50 };
}

/**
 * What a search asks the database for now (decision 015), to EXPLAIN at 1M jobs: the listed jobs
 * the index loads, a broad keyword's matches with their rank (relevance order) and without (date
 * order), and a narrow keyword's.
 */
export function growthStatements(): Array<[string, Statement]> {
  const compile = (query: Parameters<PgDialect['sqlToQuery']>[0]): Statement => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { text, params };
  };
  return [
    ['index load: the listed jobs', compile(buildListedJobsQuery())],
    ['keyword matches, ranked: farm', compile(buildKeywordMatchQuery('farm', true))],
    ['keyword matches, unranked: cheese', compile(buildKeywordMatchQuery('cheese', false))],
    ['keyword matches, ranked: line cook', compile(buildKeywordMatchQuery('line cook', true))],
  ];
}

/** EXPLAIN (ANALYZE, BUFFERS) of one statement. */
export async function explainStatement(databaseUrl: string, statement: Statement): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
    return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
