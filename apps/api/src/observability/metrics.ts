import cluster from 'node:cluster';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read when scraped: the parts that live elsewhere (database, outbox). */
export interface MetricsSources {
  /** Messages waiting in the mail outbox (queued, due now or retrying later). */
  mailOutboxDepth?: () => Promise<number>;
  /** The database pool's connections; undefined for the embedded database (one connection). */
  databasePool?: () => { total: number; idle: number; waiting: number } | undefined;
}

/**
 * The server's Prometheus metrics, one set per API instance (tests build many), behind named
 * functions so the code that records stays free of metric names and labels.
 */
export interface Metrics {
  readonly registry: Registry;
  /** One HTTP request answered: its route pattern (not its URL), method, status and duration. */
  requestServed(route: string, method: string, status: number, seconds: number): void;
  /** A job search answered from the answer cache (`hit`) or computed (`miss`). */
  searchAnswered(cache: 'hit' | 'miss'): void;
  /** The listing index was (re)loaded from the database, with this many listed jobs. */
  indexReloaded(ms: number, listedJobs: number): void;
  /**
   * The listing index applied one change without a reload (issue 13's in-place updates), and of
   * the search answers it checked, `kept` were left exact by it (decision 054).
   */
  indexUpdatedInPlace(answers?: { checked: number; kept: number }): void;
  /** A mail delivery failed: `retry` when it will be tried again, `failed` when it gave up. */
  mailFailed(outcome: 'retry' | 'failed'): void;
  /** A scheduled job ran (`ok`) or threw (`failed`) after this long. */
  scheduleRan(name: string, ms: number, outcome?: 'ok' | 'failed'): void;
  /** Connects the scrape-time readings (outbox depth, pool use). */
  setSources(sources: MetricsSources): void;
}

/**
 * Under node:cluster each worker counts its own requests and answers the scrapes that reach it:
 * a `worker` label keeps their series apart, so sums over workers stay right (decision 029).
 */
function labelWorker(registry: Registry): Registry {
  if (cluster.isWorker && cluster.worker) registry.setDefaultLabels({ worker: String(cluster.worker.id) });
  return registry;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SCHEDULE_BUCKETS = [0.01, 0.1, 1, 10, 60, 300, 1800];

/**
 * Process metrics (memory, heap, event loop, GC) are per process, not per API instance: collected
 * once into a registry of their own and merged into each scrape.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = labelWorker(new Registry());
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(): Metrics {
  const registry = labelWorker(new Registry());
  let sources: MetricsSources = {};
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const searches = new Counter({
    name: 'search_answers_total',
    help: 'Job search answers, by whether the answer cache had them.',
    labelNames: ['cache'] as const,
    registers: [registry],
  });
  const reloads = new Counter({
    name: 'listing_index_reloads_total',
    help: 'Full loads of the in-memory listing index.',
    registers: [registry],
  });
  const reloadTime = new Histogram({
    name: 'listing_index_reload_duration_seconds',
    help: 'Time to load the listing index.',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const indexedJobs = new Gauge({
    name: 'listing_index_jobs',
    help: 'Listed jobs held by the listing index at its last load.',
    registers: [registry],
  });
  const inPlace = new Counter({
    name: 'listing_index_in_place_updates_total',
    help: 'Changes applied to the listing index without a reload.',
    registers: [registry],
  });
  const answersChecked = new Counter({
    name: 'search_answers_checked_total',
    help: 'Cached search answers checked against a listing change, by outcome: kept (still exact) or dropped.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'mail_delivery_failures_total',
    help: 'Failed mail deliveries: retry (tried again later) or failed (given up).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'mail_outbox_depth',
    help: 'Messages waiting in the mail outbox.',
    registers: [registry],
    async collect() {
      if (sources.mailOutboxDepth) this.set(await sources.mailOutboxDepth());
    },
  });
  const scheduleRuns = new Counter({
    name: 'schedule_runs_total',
    help: 'Scheduled job runs, by schedule and outcome.',
    labelNames: ['schedule', 'outcome'] as const,
    registers: [registry],
  });
  const scheduleTime = new Histogram({
    name: 'schedule_duration_seconds',
    help: 'Time a scheduled job ran, by schedule.',
    labelNames: ['schedule'] as const,
    buckets: SCHEDULE_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.databasePool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    requestServed(route, method, status, seconds) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    searchAnswered(cache) {
      searches.inc({ cache });
    },
    indexReloaded(ms, listedJobs) {
      reloads.inc();
      reloadTime.observe(ms / 1000);
      indexedJobs.set(listedJobs);
    },
    indexUpdatedInPlace(answers) {
      inPlace.inc();
      if (answers) {
        answersChecked.inc({ outcome: 'kept' }, answers.kept);
        answersChecked.inc({ outcome: 'dropped' }, answers.checked - answers.kept);
      }
    },
    mailFailed(outcome) {
      mailFailures.inc({ outcome });
    },
    scheduleRan(name, ms, outcome = 'ok') {
      scheduleRuns.inc({ schedule: name, outcome });
      scheduleTime.observe({ schedule: name }, ms / 1000);
    },
    setSources(next) {
      sources = { ...sources, ...next };
    },
  };
}

/** The Prometheus text of this instance's metrics and the process's. */
export async function renderMetrics(metrics: Metrics): Promise<{ contentType: string; body: string }> {
  const merged = Registry.merge([processMetrics(), metrics.registry]);
  return { contentType: merged.contentType, body: await merged.metrics() };
}

/** Metrics nobody scrapes, for code run outside an API instance (the CLI, benchmarks, unit tests). */
export const unscrapedMetrics: Metrics = createMetrics();
