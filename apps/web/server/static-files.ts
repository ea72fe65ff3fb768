import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HSTS } from './transport-security.ts';

export interface StaticFilesOptions {
  /** The client build (build/client). */
  root: string;
  /** Production mode runs behind HTTPS: static files say so too (HSTS). */
  strictTransportSecurity?: boolean;
}

/**
 * The client build's files. Each is sent with its own type and `X-Content-Type-Options: nosniff`,
 * so no browser runs an image or text file as a script.
 */
export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const assets = path.join(options.root, 'assets');
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (scripts/precompress-assets.mjs).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (options.strictTransportSecurity) reply.header('Strict-Transport-Security', HSTS);
      // Vite fingerprints everything under /assets: cache it for good.
      if (filePath.startsWith(assets)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      else reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
}
