import { buildJobSearchQuery } from '@gfj/api';
import { parseFiltersFromUrl } from '@gfj/contracts';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { LoadResult } from './load.ts';

const dialect = new PgDialect({ casing: 'snake_case' });

export interface CompiledQuery {
  label: string;
  text: string;
  params: unknown[];
}

/** The exact SQL the API runs for each query string of the mix. */
export function compileSearchMix(mix: readonly string[], now: Date): CompiledQuery[] {
  return mix.map((query) => {
    const compiled = dialect.sqlToQuery(buildJobSearchQuery(parseFiltersFromUrl(query), now));
    return { label: query, text: compiled.sql, params: compiled.params };
  });
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
              await client.query(q.text, q.params);
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

/** Median latency of each query run alone, `rounds` times (the growth measurement). */
export async function measureSequential(
  databaseUrl: string,
  queries: CompiledQuery[],
  rounds: number,
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const latencies: number[] = [];
  try {
    for (const q of queries) await client.query(q.text, q.params); // warm the cache
    for (let r = 0; r < rounds; r++) {
      for (const q of queries) {
        const t = performance.now();
        await client.query(q.text, q.params);
        latencies.push(performance.now() - t);
      }
    }
  } finally {
    await client.end();
  }
  latencies.sort((a, b) => a - b);
  return percentile(latencies, 50);
}

export async function explain(databaseUrl: string, query: CompiledQuery): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.params);
    return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}
