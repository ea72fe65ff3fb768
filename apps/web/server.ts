import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { buildApi, loadConfig, openDatabase, prepareDatabase, startWorker } from '@gfj/api';
import type { ServerBuild } from 'react-router';
import { registerPages } from './server/pages.ts';

/** The one process: the API and the server-rendered site on one Fastify instance and port. */
const root = path.dirname(fileURLToPath(import.meta.url));
const isDev = process.argv.includes('--dev');

const config = loadConfig();
const database = await openDatabase(config.database);
// Migrations and reference lists always; demo content on the first local start.
await prepareDatabase(database, config, { log: (message) => console.info(message) });
const app = await buildApi(config, { database });

if (isDev) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await registerPages(app, {
    api: app,
    publicUrl: config.publicUrl,
    vite,
    loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  });
  app.addHook('onClose', () => vite.close());
} else {
  const clientDir = path.join(root, 'build/client');
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/precompress-assets.mjs).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite fingerprints everything under /assets: cache it for good.
      if (filePath.startsWith(path.join(clientDir, 'assets'))) {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  const serverBuildPath = path.join(root, 'build/server/index.js');
  const build = (await import(serverBuildPath)) as ServerBuild;
  await registerPages(app, {
    api: app,
    publicUrl: config.publicUrl,
    loadBuild: async () => build,
    pageCacheSeconds: config.pageCacheSeconds,
  });
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
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
console.info(`Good Food Jobs is running at ${config.publicUrl}${isDev ? ' (development, hot reload)' : ''}`);
stopWorker = startWorker(app);
