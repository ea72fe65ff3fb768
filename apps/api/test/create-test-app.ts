import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApi } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import type { ClientErrorPage } from '../src/http/client-errors.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Environment variables, read as the server reads them (NODE_ENV is test). */
  env?: Record<string, string>;
  config?: Partial<Config>;
  /** Routes only a test needs, added inside the /api scope (e.g. one that throws). */
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>;
  /** Collects the server log (error level unless the config says otherwise). */
  logStream?: NodeJS.WritableStream;
  /** The site's page for refused addresses (as the web server passes it). */
  clientErrorPage?: ClientErrorPage;
}

/**
 * The real API on a fresh database for one test file (PGlite copy of a seeded dump, or a
 * PostgreSQL database made from the seeded template when TEST_DATABASE_URL is set).
 * Use in `beforeAll` and call `close()` in `afterAll`.
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const { database, dispose } = await createTestDatabase({
    pgliteDumpPath: inject('pgliteDumpPath'),
    postgresUrl: inject('postgresUrl'),
    postgresTemplate: inject('postgresTemplate'),
  });
  const config = loadConfig({ ...options.env, NODE_ENV: 'test' }, options.config);
  const app = await buildApi(config, {
    database,
    extraApiRoutes: options.extraApiRoutes,
    logStream: options.logStream,
    clientErrorPage: options.clientErrorPage,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}
