import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { newUser } from './new-poster.ts';

// What an outside probe sent the site: malformed link tokens, odd page numbers, a direction
// override in the keywords, an unconfirmed account saving a search. Each answer is a clear page
// in the site's words, never the validator's text, a form that cannot work, or a 500.

test('a reset link whose token holds a NUL says it is not valid, like an unknown one, with no form', async ({
  page,
}) => {
  const response = await page.goto('/reset-password/%00', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  // Before: the API's 422 was read as an outage, and the set-new-password form showed.
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is not valid.' }),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByText('NUL')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expectNoAxeViolations(page);
});

test('a confirmation link whose token holds a NUL says it is not valid, not the validator’s text', async ({
  page,
}) => {
  await page.goto('/confirm-email?token=%00', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This confirmation link is not valid.' }),
  ).toBeVisible();
  // Before: "token: This value must not contain NUL characters or invalid Unicode."
  await expect(page.getByText(/NUL characters|token:/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the search page answers odd page numbers with a clear page, never a 500 or raw text', async ({
  page,
}) => {
  // Seven server-rendered search pages and two axe runs: past the default 30 s on a loaded runner.
  test.setTimeout(60_000);
  // One past every page: an empty page past the results, as the API answers (it showed page 1).
  for (const huge of ['99999999999999999999', '2147483648']) {
    const response = await page.goto(`/search?page=${huge}`);
    expect(response?.status()).toBe(200);
    // Read as the largest page number, which is not named (it said "There is no page 2147483647").
    await expect(page.getByRole('heading', { level: 2, name: 'There is no such page' })).toBeVisible();
    await expect(page.locator('.result-list')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Go to page \d+$/ })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // No page from 1 on (the API's 400): the first page, saying so (it said nothing).
  for (const odd of ['1e20', '-1', 'abc', '0']) {
    const response = await page.goto(`/search?page=${odd}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Page numbers start at 1, so here is the first page.')).toBeVisible();
    await expect(page.locator('.result-list > li').first()).toBeVisible();
    await expect(page.getByText(/should not be less than|Internal Server Error/)).toHaveCount(0);
  }
  await page.goto('/search?page=2');
  await expect(page.getByText('Page numbers start at 1')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a right-to-left override in the keywords is read as a space, and the keywords stay isolated', async ({
  page,
}) => {
  // The override is no one's search (decision 064): "farm evil" is searched, and shown.
  await page.goto(`/search?keywords=${encodeURIComponent('farm\u202Eevil')}`);
  const keywords = 'farm evil';
  const heading = page.getByRole('heading', { level: 1 });
  // The keywords are isolated still: right-to-left words cannot reorder the page's own after them.
  await expect(heading.locator('bdi')).toHaveText(keywords);
  await expect(heading).toHaveText(`“${keywords}” jobs`);
  const isolated = await heading.evaluate((h1) => {
    const bdi = h1.querySelector('bdi');
    return bdi !== null && bdi.parentElement === h1 && getComputedStyle(bdi).unicodeBidi === 'isolate';
  });
  expect(isolated).toBe(true);
  expect(await page.title()).toBe(`“\u2068${keywords}\u2069” jobs | Good Food Jobs`);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('an unconfirmed account saving a search is told its alerts wait for the confirmed email', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const email = await newUser(page, true);
      const confirmMails = async () => {
        const list = await (await page.request.get('/dev/mailbox')).text();
        return [...list.matchAll(/<td>([^<]*)<\/td><td><a href="\/dev\/mailbox\/\d+">([^<]*)<\/a>/g)].filter(
          ([, to, subject]) => to === email && /confirm/i.test(subject ?? ''),
        ).length;
      };
      await expect.poll(confirmMails, { timeout: 15_000 }).toBe(1);
      const notice =
        'Your job alerts will start once you confirm your email address: use the link in the email we sent you.';

      await page.goto('/search?keywords=farm', { waitUntil: 'networkidle' });
      await page.getByLabel('Name this search').fill('Farm jobs');
      await page.getByRole('button', { name: 'Save search' }).click();
      await expect(page.getByText('Your search has been saved successfully.')).toBeVisible();
      await expect(page.getByText(notice)).toBeVisible();
      await page.getByRole('button', { name: 'Resend the confirmation email' }).click();
      await expect(
        page.getByText('Thank you! A new link is on its way; the email may take a few minutes to arrive.'),
      ).toBeVisible();
      await expect.poll(confirmMails, { timeout: 15_000 }).toBe(2);

      await page.goto('/account/seekers/saved-searches', { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: 'Email Alerts' })).toBeVisible();
      await expect(page.getByText(notice)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Farm jobs' })).toBeVisible();
      // axe runs as a script in the page.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Resend the confirmation email' }).click();
      await expect(
        page.getByText('Thank you! A new link is on its way; the email may take a few minutes to arrive.'),
      ).toBeVisible();
      await expect.poll(confirmMails, { timeout: 15_000 }).toBe(3);
    });
  });
}

test('a guest asking to apply for a job that is not there is told so, not sent to sign in first', async ({
  page,
}) => {
  for (const id of ['2147483647', '99999999999999999999', '0']) {
    const response = await page.goto(`/jobs/${id}/no-such-job/apply`);
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe(`/jobs/${id}/no-such-job/apply`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // A job that is there, at a wrong slug: its own apply address first, then sign in to come back.
  const listed = await page.request.get('/api/jobs?pageSize=1', {
    headers: { accept: 'application/ld+json' },
  });
  const [job] = ((await listed.json()) as { member: Array<{ id: number; slug: string }> }).member;
  await page.goto(`/jobs/${job!.id}/wrong-slug/apply`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/jobs/${job!.id}/${job!.slug}/apply`);
});

test('an address past the server’s 16 KB is a page in the site’s words with 414, and the API’s problem+json', async ({
  page,
}) => {
  // Before: Fastify's {"error":"Request Header Fields Too Large",...} as JSON, status 431, for both.
  const response = await page.goto(`/search?keywords=${'a'.repeat(20_000)}`);
  expect(response?.status()).toBe(414);
  await expect(page).toHaveTitle('Address too long | Good Food Jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'This address is too long' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'The link you followed is longer than Good Food Jobs can read.',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the Good Food Jobs home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  const api = await page.request.get(`/api/jobs?x=${'a'.repeat(70_000)}`, { failOnStatusCode: false });
  expect(api.status()).toBe(414);
  expect(api.headers()['content-type']).toBe('application/problem+json; charset=utf-8');
  expect(await api.json()).toMatchObject({
    status: 414,
    detail: 'URI Too Long: the address is longer than this server accepts.',
  });
});
