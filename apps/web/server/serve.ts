import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildApi,
  type Config,
  openDatabase,
  prepareDatabase,
  startErrorReporting,
  startupWarnings,
  startWorker,
  stopErrorReporting,
} from '@gfj/api';
import type { ServerBuild } from 'react-router';
import { registerAdmin } from './admin.ts';
import { renderClientErrorPage } from './client-error-page.ts';
import { type Pages, registerPages } from './pages.ts';
import { registerStaticFiles } from './static-files.ts';

/** How long a stopping server lets the pages it is serving finish before it closes anyway. */
const PAGE_DRAIN_MS = 10_000;

/** apps/web: the client build and the React Router server build are under build/. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * One server process: the API and the server-rendered site on one Fastify instance and port,
 * and the background worker. Stops cleanly on SIGINT/SIGTERM.
 */
export async function serve(config: Config, isDev: boolean): Promise<void> {
  // First, so a failure while starting is reported too (off without SENTRY_DSN).
  await startErrorReporting(config.errorReporting);
  const database = await openDatabase(config.database);
  // Migrations and reference lists always; demo content on the first local start.
  await prepareDatabase(database, config, { log: (message) => console.info(message) });
  const app = await buildApi(config, { database, clientErrorPage: renderClientErrorPage });
  // The staff back office (apps/admin's build), for staff only, before the pages' catch-all.
  await registerAdmin(app, {
    root: path.join(root, '../admin/dist'),
    strictTransportSecurity: config.mode === 'production',
  });

  let pages: Pages;
  if (isDev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    pages = await registerPages(app, {
      api: app,
      publicUrl: config.publicUrl,
      vite,
      loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      errorReporting: config.errorReporting,
    });
    app.addHook('onClose', () => vite.close());
  } else {
    await registerStaticFiles(app, {
      root: path.join(root, 'build/client'),
      strictTransportSecurity: config.mode === 'production',
    });
    const serverBuildPath = path.join(root, 'build/server/index.js');
    const build = (await import(serverBuildPath)) as ServerBuild;
    pages = await registerPages(app, {
      api: app,
      publicUrl: config.publicUrl,
      loadBuild: async () => build,
      pageCacheSeconds: config.pageCacheSeconds,
      errorReporting: config.errorReporting,
      strictTransportSecurity: config.mode === 'production',
    });
  }

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      try {
        // Pages first: their renders call the API in-process, which Fastify refuses once closing.
        if (!(await pages.drain(PAGE_DRAIN_MS))) app.log.warn('pages still being served were cut off');
        await app.close();
        await database.close();
        await stopErrorReporting();
      } finally {
        process.exit(0);
      }
    });
  }

  // Background work in this process: the mail outbox and the schedules (state lives in the database).
  let stopWorker: (() => Promise<void>) | undefined;
  app.addHook('preClose', async () => {
    await stopWorker?.();
  });

  await app.listen({ port: config.port, host: config.host });
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const which = cluster.isWorker ? ` (process ${process.pid})` : '';
  console.info(
    `Good Food Jobs is running at ${config.publicUrl}${isDev ? ' (development, hot reload)' : ''}${which}`,
  );
  stopWorker = startWorker(app);
  // Asking for readiness starts loading the listing index, so the first searches find it loaded.
  void app.inject({ url: '/api/ready' });
}
