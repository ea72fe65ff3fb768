import http from 'node:http';
import { createRequire } from 'node:module';

export interface LoadResult {
  requests: number;
  /** Requests per second, averaged over the run. */
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Responses other than 2xx. */
  non2xx: number;
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  setupRequest?: (request: { path: string }) => { path: string };
}

// autocannon ships no types; this is the slice used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
  timeout?: number;
}) => Promise<AutocannonResult>;

/** Requests the paths in turn (round robin across all connections) for `seconds`. */
export async function runLoad(
  baseUrl: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = paths[next++ % paths.length] as string;
          return { ...request, path };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The status of one request, to skip endpoints that do not exist yet (404). */
export async function probe(url: string): Promise<number> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** One GET on a kept-alive connection, no compression asked (as autocannon sends): its time in ms. */
function timedGet(agent: http.Agent, url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if ((response.statusCode ?? 0) >= 400) reject(new Error(`${url} answered ${response.statusCode}`));
        else resolve(performance.now() - started);
      });
    });
    request.on('error', reject);
  });
}

/**
 * Each path requested one at a time, `rounds` times after one warm-up round: the p50 of every
 * request and of each path. `first` is the very first request's time (what loads lazily).
 */
export async function measureSequentialHttp(
  baseUrl: string,
  paths: readonly string[],
  rounds: number,
): Promise<{ first: number; p50Ms: number; perPathP50: Record<string, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    let first = 0;
    for (const [i, p] of paths.entries()) {
      const ms = await timedGet(agent, `${baseUrl}${p}`);
      if (i === 0) first = ms;
    }
    const all: number[] = [];
    const byPath = new Map<string, number[]>();
    for (let r = 0; r < rounds; r++) {
      for (const p of paths) {
        const ms = await timedGet(agent, `${baseUrl}${p}`);
        all.push(ms);
        byPath.set(p, [...(byPath.get(p) ?? []), ms]);
      }
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    return {
      first,
      p50Ms: median(all),
      perPathP50: Object.fromEntries([...byPath].map(([p, list]) => [p, median(list)])),
    };
  } finally {
    agent.destroy();
  }
}
