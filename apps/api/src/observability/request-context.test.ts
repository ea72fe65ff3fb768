import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

/** Collects pino's JSON lines. */
function logCollector() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { lines, raw, stream };
}

describe('request ids', () => {
  let direct: TestApp;
  let proxied: TestApp;
  const log = logCollector();

  beforeAll(async () => {
    direct = await createTestApp({
      config: { logLevel: 'info' },
      logStream: log.stream,
      extraApiRoutes: (api) => {
        api.get('/test-log-lines', async (request) => {
          request.log.info('from the request logger');
          // A service logging through the app's logger while it serves the request.
          api.log.warn('from the app logger');
          await new Promise((resolve) => setTimeout(resolve, 5));
          api.log.info('after waiting');
          return { ok: true };
        });
        api.get('/test-nested', async () => {
          const inner = await api.inject({ url: '/api/health' });
          return { inner: inner.headers['x-request-id'] };
        });
      },
    });
    proxied = await createTestApp({ config: { trustProxy: ['loopback'] } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('sends a fresh id back on every answer and ignores one a visitor sent', async () => {
    const first = await direct.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-visitor' },
    });
    const second = await direct.app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('takes X-Request-Id from a trusted proxy, when it is a plain token', async () => {
    const kept = await proxied.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a:42');
    const odd = await proxied.app.inject({ url: '/api/health', headers: { 'x-request-id': 'two words\n' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the request's id on every log line written while serving it, once", async () => {
    const response = await direct.app.inject({ url: '/api/test-log-lines' });
    const id = response.headers['x-request-id'];
    const mine = log.lines.filter((line) =>
      ['from the request logger', 'from the app logger', 'after waiting'].includes(String(line.msg)),
    );
    expect(mine).toHaveLength(3);
    for (const line of mine) expect(line.reqId).toBe(id);
    // Written once per line, whether the request's logger or the mixin put it there.
    const written = log.raw.filter((line) => line.includes(String(id)));
    expect(written).toHaveLength(3);
    for (const line of written) expect(line.match(/"reqId"/g)).toHaveLength(1);
  });

  it('gives API calls made in process while serving a request that request id', async () => {
    // What a page's loaders do: inject() while the outer request's work runs.
    const outer = await direct.app.inject({ url: '/api/test-nested' });
    expect(outer.json()).toEqual({ inner: outer.headers['x-request-id'] });
  });
});
