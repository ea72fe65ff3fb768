import cluster, { type Worker } from 'node:cluster';
import type { Config } from '@gfj/api';

/**
 * The server processes to run (decision 021): WEB_CONCURRENCY, except with the embedded database,
 * which one process only may open: then one, with a warning rather than a refusal, since hosting
 * platforms set WEB_CONCURRENCY on their own.
 */
export function serverProcesses(
  config: Pick<Config, 'mode' | 'webConcurrency'>,
  warn: (message: string) => void,
): number {
  if (config.webConcurrency > 1 && config.mode === 'local') {
    warn(
      `WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded database (no DATABASE_URL) can be ` +
        'open in one process only. Starting one server process; set DATABASE_URL to run several.',
    );
    return 1;
  }
  return config.webConcurrency;
}

/** A worker that dies sooner than this after starting counts as failing to start. */
const QUICK_DEATH_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The primary of `count` server processes sharing the port (node:cluster hands each connection to
 * one of them). A worker that dies is replaced; one that keeps dying right after starting is
 * replaced after a growing delay, so a broken configuration does not spin. SIGINT/SIGTERM stop
 * the workers (each drains, as a single server does) and then the primary.
 */
export function runPrimary(count: number, log: (message: string) => void): void {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 1000 * 2 ** (quickDeaths - 1));
    log(
      `server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another${
        delay ? ` in ${delay / 1000} s` : ''
      }`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const worker of workers) worker?.process.kill('SIGTERM');
    });
  }
  log(`starting ${count} server processes`);
  for (let i = 0; i < count; i++) fork();
}
