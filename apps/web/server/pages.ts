import { randomBytes } from 'node:crypto';
import { createRequestListener } from '@react-router/node';
import type { FastifyInstance } from 'fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { apiContext, requestInfoContext } from '../app/lib/load-context.ts';
import { createInjectApiClient } from './api-client.ts';

/** The build's entry.server re-exports the context keys so we set the very objects loaders read. */
type EntryWithContexts = {
  apiContext: typeof apiContext;
  requestInfoContext: typeof requestInfoContext;
};

export interface PagesOptions {
  /** The API instance (the root Fastify app) that loaders call through inject(). */
  api: FastifyInstance;
  publicUrl: string;
  loadBuild: () => Promise<ServerBuild>;
  vite?: ViteDevServer;
}

/**
 * The React Router catch-all, encapsulated so its content-type handling does not leak into /api:
 * bodies stay raw for React Router to read (forms, multipart), and the reply is hijacked.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { api, publicUrl, loadBuild, vite } = options;
  // Loaded before each request is handed over, so getLoadContext can read the build's context keys
  // (in dev the module is reloaded by Vite after edits).
  let build: ServerBuild = await loadBuild();

  const listener = createRequestListener({
    build: () => build,
    mode: vite ? 'development' : 'production',
    getLoadContext: (request, client) => {
      const entry = build.entry.module as unknown as EntryWithContexts;
      const setCookies: string[] = [];
      const context = new RouterContextProvider();
      context.set(
        entry.apiContext,
        createInjectApiClient(api, request, setCookies, { remoteAddress: client.address }),
      );
      context.set(entry.requestInfoContext, {
        nonce: randomBytes(16).toString('base64'),
        publicUrl,
        setCookies,
      });
      return context;
    },
  });

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The pages answer every path no route claims. A not-found handler rather than a '/*' route, so
    // /api keeps its own 404 (problem+json) for unknown API paths.
    pages.setNotFoundHandler((request, reply) => {
      reply.hijack();
      if (!vite) {
        listener(request.raw, reply.raw);
        return;
      }
      vite.middlewares(request.raw, reply.raw, () => {
        loadBuild().then(
          (fresh) => {
            build = fresh;
            listener(request.raw, reply.raw);
          },
          (error: unknown) => {
            vite.ssrFixStacktrace(error as Error);
            request.log.error(error);
            reply.raw.statusCode = 500;
            reply.raw.end('Internal Server Error');
          },
        );
      });
    });
  });
}
