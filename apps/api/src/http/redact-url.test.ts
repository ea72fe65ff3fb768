import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { REDACTED, redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides the values of token, password and secret parameters, and the reset link token', () => {
    expect(redactUrl('/api/token/refresh?refresh_token=abc123&x=1')).toBe(
      `/api/token/refresh?refresh_token=${REDACTED}&x=1`,
    );
    expect(redactUrl('/api/saved-searches/unsubscribe?token=7.sig')).toBe(
      `/api/saved-searches/unsubscribe?token=${REDACTED}`,
    );
    expect(redactUrl('/confirm-email?token=t0k&_token=c5rf&Password=x')).toBe(
      `/confirm-email?token=${REDACTED}&_token=${REDACTED}&Password=${REDACTED}`,
    );
    expect(redactUrl('/reset-password/s3cret-link?ref=mail')).toBe(`/reset-password/${REDACTED}?ref=mail`);
    expect(redactUrl('/api/jobs/search?keywords=farm&page=2')).toBe('/api/jobs/search?keywords=farm&page=2');
    expect(redactUrl('/reset-password')).toBe('/reset-password');
  });
});

describe('request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // Request logging is on outside tests: as a running server logs.
      config: { env: 'development', logLevel: 'info' },
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
  });
  afterAll(() => t.close());

  it('never holds a refresh or reset token passed in the URL', async () => {
    const secret = 'r3fresh-T0KEN-do-not-log';
    await t.app.inject({ url: `/api/token/refresh?refresh_token=${secret}` });
    await t.app.inject({ url: `/api/saved-searches/unsubscribe?token=1.${secret}` });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/token/refresh?refresh_token=[REDACTED]"');
    expect(log).not.toContain(secret);
  });
});
