import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { parseQueryString } from './http/register-http.ts';
import { registerApi } from './plugins.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Database['db'];
  }
}

export interface BuildApiOptions {
  /** An already open (and migrated) database; otherwise one is opened from the config. */
  database?: Database;
  /** Extra routes inside the /api scope (its error handling and headers); tests use this. */
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>;
  /** Where pino writes (tests read the log); the level is the config's, or `error` when silent. */
  logStream?: NodeJS.WritableStream;
}

function loggerOptions(config: Config, stream: NodeJS.WritableStream | undefined) {
  if (stream) return { level: config.logLevel === 'silent' ? 'error' : config.logLevel, stream };
  return config.logLevel === 'silent' ? false : { level: config.logLevel };
}

/**
 * Builds the Fastify instance with the API registered under /api. Never listens: the web server
 * adds the pages to this same instance and listens; tests call `inject()`.
 */
export async function buildApi(config: Config, options: BuildApiOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config.database));
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: config.env === 'test' }),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!options.database) app.addHook('onClose', () => database.close());
  await registerApi(app, options.extraApiRoutes);
  return app;
}
