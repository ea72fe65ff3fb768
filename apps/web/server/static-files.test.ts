// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticFiles } from './static-files.ts';
import { HSTS } from './transport-security.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gfj-static-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function serve(strictTransportSecurity: boolean) {
  const app = Fastify();
  await registerStaticFiles(app, { root, strictTransportSecurity });
  return app;
}

describe('static files', () => {
  it('are sent with nosniff, cached for good when fingerprinted, with HSTS in production', async () => {
    const app = await serve(true);
    try {
      const asset = await app.inject({ url: '/assets/app-1a2b.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['strict-transport-security']).toBe(HSTS);
      const icon = await app.inject({ url: '/favicon.svg' });
      expect(icon.headers['x-content-type-options']).toBe('nosniff');
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await app.close();
    }
  });

  it('carry no HSTS in local mode (plain http on this machine)', async () => {
    const app = await serve(false);
    try {
      const icon = await app.inject({ url: '/favicon.svg' });
      expect(icon.headers['x-content-type-options']).toBe('nosniff');
      expect(icon.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
