import { EventEmitter } from 'node:events';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type ClientErrorPage, createClientErrorHandler } from './http/client-errors.ts';
import { redactUrl } from './http/redact-url.ts';
import { parseQueryString } from './http/register-http.ts';
import { MAX_PATH_PARAM_LENGTH, readableUrl } from './http/request-url.ts';
import { createJobViewCounter, type JobViewCounter } from './modules/job-views/job-views.service.ts';
import { createPageVisits, type PageVisits } from './modules/job-views/page-visits.ts';
import { countQueuedMail } from './modules/mail/mail.repository.ts';
import { createListingChanges, type ListingChanges } from './modules/search/listing-changes.ts';
import { createSearchEngine, type SearchEngine } from './modules/search/search.engine.ts';
import { createMetrics, type Metrics } from './observability/metrics.ts';
import { createReadiness, type Readiness } from './observability/readiness.ts';
import {
  childLoggerFactory,
  createRequestIdGenerator,
  requestIdMixin,
} from './observability/request-context.ts';
import { registerApi } from './plugins.ts';
import { settleAfterResponse } from './worker/after-response.ts';
import type { ScheduleEvents } from './worker/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
    /** The listing change log as this process follows it: versions, changed jobs, events. */
    listingChanges: ListingChanges;
    /** The in-memory job search (its `events` say when the index is loaded or updated). */
    searchEngine: SearchEngine;
    /** Each firing of a schedule in this process: ran, failed, or run by another process. */
    scheduleEvents: ScheduleEvents;
    /** Prometheus metrics of this instance (GET /metrics). */
    metrics: Metrics;
    /** What GET /api/ready checks besides the database and its migrations. */
    readiness: Readiness;
    /** Job views, written in batches: POST /api/job-views and the cached job pages count here. */
    jobViewCounter: JobViewCounter;
    /** What a cached page does for its visitor without a request through the API. */
    pageVisits: PageVisits;
  }
}

export interface BuildApiOptions {
  /** An already open (and migrated) database; otherwise one is opened from the config. */
  database?: Database;
  /** Extra routes inside the /api scope (its error handling and headers); tests use this. */
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>;
  /**
   * The site's page for an address too long (414) or a request too large (431) on a page path,
   * answered before any route (http/client-errors.ts); without it, problem+json everywhere.
   */
  clientErrorPage?: ClientErrorPage;
  /** Where pino writes (tests read the log); the level is the config's, or `error` when silent. */
  logStream?: NodeJS.WritableStream;
}

/** Fastify's request fields, with secrets in the URL redacted (refresh and reset tokens...). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Log lines written while a request is served carry its id, whichever logger wrote them. */
function loggerOptions(config: Config, stream: NodeJS.WritableStream | undefined) {
  const serializers = { req: serializeRequest };
  const shared = { serializers, mixin: requestIdMixin };
  if (stream) return { level: config.logLevel === 'silent' ? 'error' : config.logLevel, stream, ...shared };
  return config.logLevel === 'silent' ? false : { level: config.logLevel, ...shared };
}

/**
 * Fastify's trustProxy for TRUST_PROXY. A hop count becomes a function trusting the nearest `n`
 * addresses (Fastify itself now reads a bare number as "trust nothing", since a client that can
 * reach the server directly could send the hops itself; README says when a count is safe).
 */
export function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * Builds the Fastify instance with the API registered under /api. Never listens: the web server
 * adds the pages to this same instance and listens; tests call `inject()`.
 */
export async function buildApi(config: Config, options: BuildApiOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config.database));
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    logController: new LogController({ disableRequestLogging: config.env === 'test' }),
    // X-Request-Id is honoured from a trusted proxy only; the id is sent back on every answer.
    genReqId: createRequestIdGenerator(config.trustProxy),
    childLoggerFactory,
    bodyLimit: 1024 * 1024,
    // Every path reaches a handler that answers in the API's or the site's own format.
    rewriteUrl: (request) => readableUrl(request.url ?? '/'),
    // What Node refuses before routing (an address or headers past 16 KB...): our formats, not Fastify's JSON.
    clientErrorHandler: createClientErrorHandler(options.clientErrorPage),
    routerOptions: { querystringParser: parseQueryString, maxParamLength: MAX_PATH_PARAM_LENGTH },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('metrics', createMetrics());
  app.metrics.setSources({
    mailOutboxDepth: () => countQueuedMail(database.db),
    databasePool: () => database.poolStats?.(),
  });
  app.decorate('readiness', createReadiness());
  // Work started after an answer (worker/after-response.ts) ends before the database closes.
  app.addHook('preClose', () => settleAfterResponse(app));
  // Process-wide search state, at the root so the web server's page cache reads the same versions.
  const listingChanges = createListingChanges(database.db);
  app.decorate('listingChanges', listingChanges);
  app.decorate(
    'searchEngine',
    createSearchEngine(database.db, { changes: listingChanges, cacheSeconds: config.searchCacheSeconds }),
  );
  app.decorate('scheduleEvents', new EventEmitter() as ScheduleEvents);
  // Views are written in batches (group commit); the last ones are written before the app closes.
  const jobViewCounter = createJobViewCounter(database.db);
  app.decorate('jobViewCounter', jobViewCounter);
  app.addHook('preClose', () => jobViewCounter.drain());
  app.decorate('pageVisits', createPageVisits(app, jobViewCounter));
  // The metrics count what the index and the schedules report.
  app.searchEngine.events.on('index', (event) => {
    if (event.kind === 'reload') app.metrics.indexReloaded(event.ms, event.jobs);
    else app.metrics.indexUpdatedInPlace(event.answers);
  });
  app.scheduleEvents.on('schedule', (event) => {
    if (event.outcome !== 'taken')
      app.metrics.scheduleRan(event.name, event.ms, event.outcome === 'ran' ? 'ok' : 'failed');
  });
  if (!options.database) app.addHook('onClose', () => database.close());
  await registerApi(app, options.extraApiRoutes);
  return app;
}
