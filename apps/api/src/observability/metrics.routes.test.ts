import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildJob } from '../../test/factories.ts';
import { enqueueMail, processMailBatch } from '../modules/mail/mail.service.ts';
import { confirmEmailTemplate } from '../modules/mail/templates/confirm-email.tsx';
import { registerSchedule, startWorker } from '../worker/index.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
let t: TestApp;

beforeAll(async () => {
  // Port 1 on loopback refuses connections: every delivery fails at once.
  t = await createTestApp({ config: { metricsToken: TOKEN, smtpUrl: 'smtp://127.0.0.1:1' } });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

/** The value of one series, e.g. `http_requests_total{route="/api/health",method="GET",status="200"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers a scraper on loopback or with the token, and nobody else', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    expect((await t.app.inject({ url: '/metrics', ...remote })).statusCode).toBe(403);
    const wrong = await t.app.inject({
      url: '/metrics',
      ...remote,
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(403);
    const withToken = await t.app.inject({
      url: '/metrics',
      ...remote,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    // A local proxy's requests come from loopback too; they say so in their headers.
    const throughProxy = await t.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '198.51.100.4' },
    });
    expect(throughProxy.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
  });

  it('counts and times requests per route pattern and status, not per URL', async () => {
    const job = await buildJob(t.db);
    await t.app.inject({ url: `/api/jobs/${job.id}` });
    await t.app.inject({ url: `/api/jobs/${job.id}` });
    await t.app.inject({ url: '/api/jobs/99999999' });
    await t.app.inject({ url: '/api/no-such-thing' });
    const text = await scrape();
    expect(seriesValue(text, 'http_requests_total{route="/api/jobs/:id",method="GET",status="200"}')).toBe(2);
    expect(seriesValue(text, 'http_requests_total{route="/api/jobs/:id",method="GET",status="404"}')).toBe(1);
    expect(seriesValue(text, 'http_requests_total{route="(api not found)",method="GET",status="404"}')).toBe(
      1,
    );
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{route="/api/jobs/:id",method="GET",status="200"}',
      ),
    ).toBe(2);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",route="/api/jobs/:id"');
    expect(text).not.toContain(`/api/jobs/${job.id}"`);
  });

  it('counts search answers by cache hit or miss, and listing index loads', async () => {
    await buildJob(t.db, { position: 'Cheesemaker', categoryIds: [3] });
    const before = await scrape();
    const hits = seriesValue(before, 'search_answers_total{cache="hit"}') ?? 0;
    const misses = seriesValue(before, 'search_answers_total{cache="miss"}') ?? 0;
    await t.app.inject({ url: '/api/jobs/search?categories[]=3&pageSize=5' });
    await t.app.inject({ url: '/api/jobs/search?categories[]=3&pageSize=5' });
    const after = await scrape();
    expect(seriesValue(after, 'search_answers_total{cache="miss"}')).toBe(misses + 1);
    expect(seriesValue(after, 'search_answers_total{cache="hit"}')).toBe(hits + 1);
    expect(seriesValue(after, 'listing_index_reloads_total')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(after, 'listing_index_jobs')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(after, 'listing_index_reload_duration_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(seriesValue(after, 'listing_index_in_place_updates_total')).toBe(0);

    // A listing changes: the next search updates the index in place instead of loading it again.
    const reloads = seriesValue(after, 'listing_index_reloads_total');
    await buildJob(t.db, { position: 'Affineur' });
    await t.app.inject({ url: '/api/jobs/search?categories[]=3&pageSize=5' });
    const changed = await scrape();
    expect(seriesValue(changed, 'listing_index_in_place_updates_total')).toBe(1);
    expect(seriesValue(changed, 'listing_index_reloads_total')).toBe(reloads);
    // Its answer was checked against the change (a job of category 1, not 3) and kept: a hit.
    expect(seriesValue(changed, 'search_answers_checked_total{outcome="kept"}')).toBe(1);
    expect(seriesValue(changed, 'search_answers_total{cache="hit"}')).toBe(hits + 2);
    expect(seriesValue(changed, 'search_answers_total{cache="miss"}')).toBe(misses + 1);

    // A job of category 3 on the first page: that answer is made again, with it.
    const cheese = await buildJob(t.db, { position: 'Cheese cave hand', categoryIds: [3] });
    const search = await t.app.inject({ url: '/api/jobs/search?categories[]=3&pageSize=5' });
    expect(search.json().member.map((job: { id: number }) => job.id)).toContain(cheese.id);
    const again = await scrape();
    expect(seriesValue(again, 'search_answers_checked_total{outcome="dropped"}')).toBe(1);
    expect(seriesValue(again, 'search_answers_total{cache="miss"}')).toBe(misses + 2);
  });

  it('reports the mail outbox depth and failed deliveries', async () => {
    const queued = seriesValue(await scrape(), 'mail_outbox_depth') ?? 0;
    await enqueueMail(t.db, {
      to: 'someone@example.org',
      subject: 'Confirm',
      template: confirmEmailTemplate,
      props: { username: 'ann', url: 'http://localhost/x' },
    });
    expect(seriesValue(await scrape(), 'mail_outbox_depth')).toBe(queued + 1);
    await processMailBatch(t.app);
    const text = await scrape();
    expect(seriesValue(text, 'mail_delivery_failures_total{outcome="retry"}')).toBe(1);
    // Still queued: it will be tried again later.
    expect(seriesValue(text, 'mail_outbox_depth')).toBe(queued + 1);
  });

  it('counts scheduled runs with their durations, and the process memory', async () => {
    let runs = 0;
    registerSchedule({
      name: 'metrics-test-every-second',
      pattern: '* * * * * *',
      run: async () => {
        runs += 1;
      },
    });
    registerSchedule({
      name: 'metrics-test-failing',
      pattern: '* * * * * *',
      run: async () => {
        throw new Error('scheduled failure');
      },
    });
    const stop = startWorker(t.app, { pollMs: 60_000 });
    await expect.poll(() => runs, { timeout: 4000 }).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          seriesValue(
            await scrape(),
            'schedule_runs_total{schedule="metrics-test-failing",outcome="failed"}',
          ),
        {
          timeout: 4000,
        },
      )
      .toBeGreaterThan(0);
    await stop();
    const text = await scrape();
    expect(
      seriesValue(text, 'schedule_runs_total{schedule="metrics-test-every-second",outcome="ok"}'),
    ).toBeGreaterThan(0);
    expect(
      seriesValue(text, 'schedule_duration_seconds_count{schedule="metrics-test-every-second"}'),
    ).toBeGreaterThan(0);
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it('reports the database pool on PostgreSQL, and none for the embedded database', async () => {
    const text = await scrape();
    if (t.database.kind === 'postgres') {
      expect(seriesValue(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(seriesValue(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_connections{');
    }
  });

  it('is not part of the API documentation', async () => {
    const openapi = (await t.app.inject({ url: '/api/docs.jsonopenapi' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).not.toContain('/metrics');
    expect(Object.keys(openapi.paths)).toContain('/api/ready');
    const hydra = (await t.app.inject({ url: '/api/docs.jsonld' })).body;
    expect(hydra).not.toContain('/metrics');
    expect(hydra).not.toContain('/api/ready');
  });
});
