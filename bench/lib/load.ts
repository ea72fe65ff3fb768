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
