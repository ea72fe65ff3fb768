import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { loadConfig } from '../config.ts';

const ALLOWED = 'https://admin.goodfoodjobs.test';
const OTHER = 'https://elsewhere.test';

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { cors: { origins: [ALLOWED], credentials: true } } });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS_ORIGINS', () => {
  it('answers a configured origin’s preflight, with credentials and the headers clients need', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/saved-searches/3',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
  });

  it('lets a configured origin read the answer and its Link and Location headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { origin: ALLOWED } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers.vary).toContain('Origin');
    const exposed = String(res.headers['access-control-expose-headers']);
    expect(exposed).toContain('Link');
    expect(exposed).toContain('Location');
  });

  it('gives any other origin no CORS header at all', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/jobs',
      headers: { origin: OTHER, 'access-control-request-method': 'GET' },
    });
    expect(corsHeaders(preflight.headers)).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { origin: OTHER } });
    expect(res.statusCode).toBe(200);
    expect(corsHeaders(res.headers)).toEqual([]);
  });

  it('is off by default, and unknown paths stay 404 with CORS on', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/jobs', headers: { origin: ALLOWED } });
    expect(corsHeaders(res.headers)).toEqual([]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { origin: ALLOWED },
    });
    expect(missing.statusCode).toBe(404);
    const wrongMethod = await t.app.inject({ method: 'PUT', url: '/api/jobs' });
    expect(wrongMethod.statusCode).toBe(405);
  });

  it('sends credentials only when configured', async () => {
    const noCookies = await createTestApp({ config: { cors: { origins: [ALLOWED], credentials: false } } });
    try {
      const res = await noCookies.app.inject({
        method: 'GET',
        url: '/api/jobs',
        headers: { origin: ALLOWED },
      });
      expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await noCookies.close();
    }
  });

  it('reads CORS_ORIGINS as a comma-separated list of origins, and rejects what is not one', () => {
    const config = loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: `${ALLOWED}/, http://localhost:5173` });
    expect(config.cors).toEqual({ origins: [ALLOWED, 'http://localhost:5173'], credentials: false });
    expect(loadConfig({ NODE_ENV: 'test' }).cors.origins).toEqual([]);
    expect(() => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: 'admin.example.org' })).toThrow(/CORS_ORIGINS/);
  });
});
