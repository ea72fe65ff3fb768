import { ERROR_REPORTING_SAMPLE_RATES } from '@gfj/contracts/operations';
import type { Page } from '@playwright/test';
// The same receiver the API's tests use: a plain HTTP server that keeps Sentry's envelopes.
import { type SentryReceiver, startSentryReceiver } from '../../api/test/sentry-receiver.ts';
import { expect, test } from './fixtures.ts';

// The browser's error reporting against a real receiver, on the second e2e server (started with
// SENTRY_DSN pointing at it: playwright.config.ts).
const BASE = process.env.E2E_REPORTING_URL ?? '';
const RECEIVER_PORT = Number(process.env.E2E_RECEIVER_PORT);
const EMAIL = 'dev@goodfoodjobs.local';

// One receiver on one port: this file's tests run one after the other, in one worker.
test.describe.configure({ mode: 'default' });

let receiver: SentryReceiver;
test.beforeAll(async () => {
  receiver = await startSentryReceiver({ port: RECEIVER_PORT });
});
test.afterAll(async () => {
  await receiver?.close();
});

interface BrowserEvent {
  release: string;
  environment: string;
  tags: Record<string, string>;
  exception: { values: { value: string }[] };
}

/**
 * Signs the demo member in, finds a listed job, and records each load of the reporting SDK (it
 * comes after the page is up).
 */
async function signInAndWatch(page: Page) {
  const signIn = await page.request.post(`${BASE}/api/login/check`, {
    data: { email: EMAIL, password: 'good-food-demo' },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const jobs = (await (
    await page.request.get(`${BASE}/api/jobs?pageSize=1`, { headers: { accept: 'application/ld+json' } })
  ).json()) as { member: { id: number; slug: string }[] };
  const job = jobs.member[0];
  if (!job) throw new Error('no job listed');
  const sdkLoads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('error-reporting.client')) sdkLoads.push(request.url());
  });
  return { token, job, sdkLoads };
}

test('a reported browser failure reaches the receiver with the spec rates, a replay and no secrets', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { token, job, sdkLoads } = await signInAndWatch(page);
  const response = await page.goto(`${BASE}/jobs/${job.id}/${job.slug}`);
  // The page may talk to its own origin and to the receiver, nothing else (and Stripe's API: this
  // server also has Stripe's keys, for commerce.spec.ts).
  expect(response?.headers()['content-security-policy']).toContain(
    `connect-src 'self' http://127.0.0.1:${RECEIVER_PORT} https://api.stripe.com;`,
  );
  expect(response?.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // The SDK comes after the page is up.
  await expect.poll(() => sdkLoads.length).toBe(1);

  // The follow toggle's answer cannot be read: "Unable to parse returned data!" (reported, core 8).
  await page.route('**/api/user-follow-jobs?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/ld+json', body: '{"unexpected":true}' }),
  );
  await page.waitForFunction(() => {
    const heart = document.querySelector('.favorite-heart');
    return heart !== null && Object.keys(heart).some((key) => key.startsWith('__reactProps'));
  });
  await page.getByRole('button', { name: /^Favorite/ }).click();
  await expect(page.locator('.favorite-heart')).toHaveAttribute('aria-pressed', 'false');

  const isOurEvent = (payload: unknown) =>
    (payload as BrowserEvent).exception?.values[0]?.value === 'Unable to parse returned data!';
  await expect
    .poll(() => receiver.items('event').some((item) => isOurEvent(item.payload)), { timeout: 20_000 })
    .toBe(true);
  const envelope = receiver.envelopes.find((e) => e.items.some((item) => isOurEvent(item.payload)));
  const event = envelope?.items.find((item) => isOurEvent(item.payload))?.payload as BrowserEvent;
  expect(event.release).toBe('good-food-jobs@e2e');
  expect(event.environment).toBe('e2e');
  expect(event.tags).toMatchObject({ side: 'browser', kind: 'api', action: 'follow toggle' });
  expect((envelope?.header.trace as Record<string, string> | undefined)?.sample_rate).toBe(
    String(ERROR_REPORTING_SAMPLE_RATES.traces),
  );

  // The error sends the buffered session replay (replays on error: 1.0), recorded with the spec's rates.
  await expect.poll(() => receiver.items('replay_recording').length, { timeout: 20_000 }).toBeGreaterThan(0);
  const recording = receiver
    .items('replay_recording')
    .map((item) => item.raw.toString('utf8'))
    .join('\n');
  expect(recording).toContain(`"sessionSampleRate":${ERROR_REPORTING_SAMPLE_RATES.sessionReplays}`);
  expect(recording).toContain(`"errorSampleRate":${ERROR_REPORTING_SAMPLE_RATES.replaysOnError}`);
  // Buffered until the error (or, one session in ten, recorded from the start).
  const replayEvent = receiver.items('replay_event')[0]?.payload as { replay_type: string };
  expect(['buffer', 'session']).toContain(replayEvent.replay_type);

  // Nothing personal or secret left the browser.
  const cookies = await page.context().cookies();
  const secrets = [
    EMAIL,
    token,
    ...cookies.map((cookie) => cookie.value).filter((value) => value.length > 8),
  ];
  for (const received of receiver.envelopes) {
    for (const secret of secrets) expect(received.text).not.toContain(secret);
  }
});

test('a lost connection is told to the visitor and not reported: only real failures reach the receiver', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const earlier = receiver.items('event').length;
  const { job, sdkLoads } = await signInAndWatch(page);
  await page.goto(`${BASE}/jobs/${job.id}/${job.slug}`);
  await expect.poll(() => sdkLoads.length).toBe(1);
  const heart = page.locator('.favorite-heart');
  const hydrated = () =>
    page.waitForFunction(() => {
      const element = document.querySelector('.favorite-heart');
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    });
  await hydrated();
  const pressed = await heart.getAttribute('aria-pressed');

  // The heart's requests cannot reach the server: it flips back, and nothing is reported.
  await page.route('**/api/user-follow-jobs**', (route) => route.abort('internetdisconnected'));
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', pressed ?? 'false');
  await expect(heart).not.toHaveAttribute('aria-busy', 'true');
  await page.unroute('**/api/user-follow-jobs**');

  // A page's data cannot be fetched: the site says the connection was lost, and nothing is reported.
  await page.route('**/*.data*', (route) => route.abort('internetdisconnected'));
  await page.locator('a[href="/"]').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not reach Good Food Jobs' }),
  ).toBeVisible();
  await page.unroute('**/*.data*');
  await page.goBack();
  await hydrated();

  // A real failure after those (an answer that cannot be read, core 8) is reported, and is the
  // only thing the receiver got from this page.
  await page.route('**/api/user-follow-jobs?**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/ld+json', body: '{"odd":true}' }),
  );
  await heart.click();
  const values = () =>
    receiver
      .items('event')
      .slice(earlier)
      .map((item) => (item.payload as BrowserEvent).exception?.values[0]?.value ?? '');
  await expect.poll(values, { timeout: 20_000 }).toContain('Unable to parse returned data!');
  expect(values().filter((value) => /fetch|network|load failed/i.test(value))).toEqual([]);
});
