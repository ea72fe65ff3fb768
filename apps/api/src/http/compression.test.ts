import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gzips a large API answer for clients that accept it, and the body is intact', async () => {
    const response = await t.app.inject({ url: '/api/countries', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8'));
    expect(body.totalItems).toBeGreaterThan(200);
  });

  it('sends plain bodies to clients that do not ask for compression', async () => {
    const response = await t.app.inject({ url: '/api/countries' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().member[0].code).toBe('US');
  });
});
