import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_REPORTING_SAMPLE_RATES } from '@gfj/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { type SentryReceiver, startSentryReceiver } from '../../test/sentry-receiver.ts';
import { reportError, startErrorReporting, stopErrorReporting } from './error-reporting.ts';

const SECRETS = {
  email: 'june.secret@goodfoodjobs.local',
  password: 'hunter2-do-not-send',
  bearer: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI1In0.c2lnbmF0dXJlMTIz',
  cookie: 'refresh_token=Rf7kQ2mZ9xW4pL1vB8nC3tY6',
  queryToken: 'Qk8vN2rT5wZ1mX7pL4cB9yH3',
};

type SpanAttributes = Record<string, { value: unknown } | undefined>;

let receiver: SentryReceiver;
let t: TestApp;
let origin: string;

beforeAll(async () => {
  receiver = await startSentryReceiver();
  t = await createTestApp({
    config: {
      errorReporting: { dsn: receiver.dsn, environment: 'test-suite', release: 'good-food-jobs@1.2.3' },
    },
    extraApiRoutes: (api) => {
      api.post('/test-explode', async () => {
        throw new Error(`database refused the write for ${SECRETS.email}`);
      });
    },
  });
  await startErrorReporting(t.app.config.errorReporting);
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await stopErrorReporting();
  await t.close();
  await receiver.close();
});

describe('server error reporting (SENTRY_DSN set)', () => {
  it('reports an unhandled API error once, tagged, with the spec trace rate and no secrets', async () => {
    // Over real HTTP, so the SDK sees (and samples) the incoming request as a trace.
    const response = await fetch(`${origin}/api/test-explode?token=${SECRETS.queryToken}&page=1`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${SECRETS.bearer}`,
        cookie: SECRETS.cookie,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: SECRETS.email, password: SECRETS.password }),
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { detail: string }).detail).toBe('Internal Server Error');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    await expect.poll(() => receiver.items('event').length, { timeout: 10_000 }).toBe(1);
    const [envelope] = receiver.envelopes.filter((e) => e.items.some((item) => item.header.type === 'event'));
    const event = receiver.items('event')[0]?.payload as {
      release: string;
      environment: string;
      tags: Record<string, string>;
      exception: { values: { type: string; value: string }[] };
    };
    expect(event.release).toBe('good-food-jobs@1.2.3');
    expect(event.environment).toBe('test-suite');
    expect(event.tags).toMatchObject({
      request_id: requestId,
      route: '/api/test-explode',
      method: 'POST',
      side: 'server',
    });
    expect(event.exception.values[0]?.type).toBe('Error');
    expect(event.exception.values[0]?.value).toBe('database refused the write for [Filtered]');
    // The trace the error belongs to says how it was sampled: the spec's 0.5.
    const trace = envelope?.header.trace as Record<string, unknown>;
    expect(trace.sample_rate).toBe(String(ERROR_REPORTING_SAMPLE_RATES.traces));
    expect(trace).toMatchObject({ release: 'good-food-jobs@1.2.3', environment: 'test-suite' });
    for (const secret of Object.values(SECRETS)) {
      for (const received of receiver.envelopes) expect(received.text).not.toContain(secret);
    }
  });

  it('sends an error seen twice (a render and its boundary) once', async () => {
    const before = receiver.items('event').length;
    const error = new Error('seen by two layers');
    reportError(error, { requestId: 'req-twice' });
    reportError(error, { requestId: 'req-twice' });
    await expect.poll(() => receiver.items('event').length, { timeout: 10_000 }).toBe(before + 1);
    const tagged = receiver
      .items('event')
      .filter((item) => (item.payload as { tags?: Record<string, string> }).tags?.request_id === 'req-twice');
    expect(tagged).toHaveLength(1);
  });

  it('does not report client errors (4xx)', async () => {
    const before = receiver.envelopes.length;
    const response = await t.app.inject({ method: 'GET', url: '/api/jobs/999999' });
    expect(response.statusCode).toBe(404);
    // A report would have been sent at once; a later error's report shows the queue moved on.
    reportError(new Error('marker after the 404'));
    const exceptionValue = (item: { payload: unknown }) =>
      (item.payload as { exception?: { values: { value: string }[] } }).exception?.values[0]?.value;
    await expect
      .poll(() => receiver.items('event').some((item) => exceptionValue(item) === 'marker after the 404'), {
        timeout: 10_000,
      })
      .toBe(true);
    const messages = receiver.envelopes
      .slice(before)
      .flatMap((e) => e.items)
      .filter((item) => item.header.type === 'event')
      .map(exceptionValue);
    expect(messages).toEqual(['marker after the 404']);
  });

  it('sends no trace headers on its own requests to other services', async () => {
    const seen: Record<string, string | string[] | undefined>[] = [];
    const outside = createServer((request, response) => {
      seen.push(request.headers);
      response.end('ok');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = outside.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/v1/charges`)).status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0]).not.toHaveProperty('sentry-trace');
      expect(seen[0]).not.toHaveProperty('baggage');
      expect(seen[0]).not.toHaveProperty('traceparent');
    } finally {
      await new Promise((resolve) => outside.close(resolve));
    }
  });

  it('sends request spans (half of the traces) without their query strings', async () => {
    // Sixteen requests, each a trace of its own (this process's fetch sends no trace headers, as
    // above): at the spec's 0.5 each, all sixteen unsampled happens once in 65,536 runs.
    for (let i = 0; i < 16; i++) {
      const response = await fetch(`${origin}/api/health?token=${SECRETS.queryToken}&email=${SECRETS.email}`);
      expect(response.status).toBe(200);
    }
    // Closing sends what is queued.
    await stopErrorReporting();
    // The server's spans (Sentry 11 streams them, several to an item), not this process's fetch spans.
    const serverSpans = receiver.envelopes
      .flatMap((e) => e.items)
      .filter((item) => item.header.type === 'span')
      .flatMap(
        (item) =>
          (item.payload as { items?: { trace_id: string; attributes?: SpanAttributes }[] }).items ?? [],
      )
      .filter((span) => span.attributes?.['sentry.op']?.value === 'http.server');
    expect(serverSpans.length).toBeGreaterThan(0);
    // Not one trace: each request started its own.
    expect(new Set(serverSpans.map((span) => span.trace_id)).size).toBe(serverSpans.length);
    for (const received of receiver.envelopes) {
      for (const secret of Object.values(SECRETS)) expect(received.text).not.toContain(secret);
    }
  });
});
