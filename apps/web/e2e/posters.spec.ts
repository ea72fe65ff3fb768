import { formatDate } from '@gfj/contracts/job-display';
import type { Page } from '@playwright/test';
import { asNewVisitor, expect, expectNoAxeViolations, isolated, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

// The employer dashboard (content 2) as the demo poster, maria, whose listings carry demo
// statistics (apps/api/src/db/seed/job-stats-demo.ts).
const MARIA = { email: 'maria@goodfoodjobs.local', password: 'good-food-demo' };

async function signIn(page: Page): Promise<string> {
  const response = await page.request.post('/api/login/check', { data: MARIA });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const listingRows = (page: Page) => page.locator('.posters-table tbody tr');

/** A local calendar day as YYYY-MM-DD, `daysBack` before today. */
function localDay(daysBack: number): string {
  const date = new Date();
  date.setDate(date.getDate() - daysBack);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('maria sees her listings and their statistics, and switches ranges', async ({ page }) => {
  await signIn(page);
  await page.goto('/account/posters');
  await expect(page.getByRole('heading', { level: 1, name: 'Job Listings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post New Job' })).toHaveAttribute('href', '/post');
  await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
  for (const column of ['Job Title', 'Company', 'Category', 'Status', 'Expires In', 'Views']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const rows = listingRows(page);
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await rows.count()).toBeLessThanOrEqual(4);
  await waitForHydration(page, '.posters-table__select');

  // The first row is selected, and its statistics load below the table. (It may be a draft
  // another spec has just made, whose panel says statistics start once it is published.)
  const firstTitle = (await rows.first().locator('th a').first().textContent())?.trim() ?? '';
  const panel = page.getByRole('region', { name: /^Statistics: / });
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Statistics: ${firstTitle}`);

  // A published listing with demo statistics: the tables and the charts (lazy-loaded recharts
  // SVG) appear.
  const published = rows.filter({
    has: page.locator('.posters-table__status', { hasText: /active|expired/ }),
  });
  expect(await published.count(), 'a published listing on the first page').toBeGreaterThan(0);
  {
    await published
      .first()
      .getByRole('button', { name: /Statistics/ })
      .click();
    await expect(panel.getByRole('table', { name: 'Shares' })).toBeVisible();
    await expect(panel.getByRole('table', { name: 'Referrals' })).toBeVisible();
    await expect(panel.getByRole('figure', { name: 'Views and applies per day' })).toBeVisible();
    await expect(panel.locator('.recharts-surface').first()).toBeVisible();
    const views = Number(
      await panel.locator('.stats-counters__item').first().locator('.stats-counters__value').textContent(),
    );
    expect(views).toBeGreaterThanOrEqual(0);
  }

  // The row with the most views (the Views column), so the numbers compared below are not all 0
  // whatever other specs did to maria's listings meanwhile.
  const views = await rows.locator('td[data-label="Views"]').allTextContents();
  const busiest = views.map(Number).reduce((best, v, i, all) => (v > (all[best] ?? -1) ? i : best), 0);
  await rows
    .nth(busiest)
    .getByRole('button', { name: /Statistics/ })
    .click();

  // Ranges: the dates the panel asks for follow the choice. The panel may still be asking for
  // its first range (the row was just chosen), so the request waited for is the week's.
  const spanOf = (address: string) => {
    const url = new URL(address);
    return (
      (Date.parse(url.searchParams.get('toDate') ?? '') -
        Date.parse(url.searchParams.get('fromDate') ?? '')) /
      86_400_000
    );
  };
  const asked = page.waitForRequest((r) => r.url().includes('/api/job-stats/') && spanOf(r.url()) === 7);
  await panel.getByRole('radio', { name: 'Last week' }).check();
  const url = new URL((await asked).url());
  const from = url.searchParams.get('fromDate') ?? '';
  const to = url.searchParams.get('toDate') ?? '';
  // In the site's date format ('MMM, DD YYYY', core 5).
  await expect(panel.getByText(`From ${formatDate(from)} to ${formatDate(to)}`)).toBeVisible();
  await panel.getByRole('radio', { name: 'Last 10 days' }).check();
  await expect(panel.getByText(/^From [A-Z][a-z]{2}, \d{2} \d{4} to /)).toBeVisible();
  await panel.getByRole('radio', { name: 'Since last login' }).check();
  await panel.getByRole('radio', { name: 'Custom range' }).check();
  // A year back: the listing's whole life, demo views included.
  const customFrom = localDay(364);
  const customTo = localDay(0);
  await panel.getByLabel('From', { exact: true }).fill(customFrom);
  await panel.getByLabel('To', { exact: true }).fill(customTo);
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByText(`From ${formatDate(customFrom)} to ${formatDate(customTo)}`)).toBeVisible();
  // The panel shows the API's numbers for the selected listing and range.
  const selectedRow = rows.filter({ has: page.locator('.posters-table__select[aria-pressed="true"]') });
  const href = (await selectedRow.locator('th a').first().getAttribute('href')) ?? '';
  const jobId = href.match(/^\/(?:jobs|post)\/(\d+)/)?.[1];
  const api = await page.request.get(`/api/job-stats/${jobId}?fromDate=${customFrom}&toDate=${customTo}`, {
    headers: { accept: 'application/ld+json' },
  });
  expect(api.status()).toBe(200);
  type Group = { counters: Record<string, number> };
  const stats = ((await api.json()) as { member: Array<{ common: Group; shares: Group; referals: Group }> })
    .member[0];
  const number = async (n: number) =>
    Number(await panel.locator('.stats-counters__value').nth(n).textContent());
  // Other specs may view or apply to maria's listings meanwhile: the API's numbers, asked after
  // the panel's, are never smaller. Demo statistics give a listing of the last weeks some views.
  expect(await number(0)).toBeGreaterThan(0);
  expect(await number(0)).toBeLessThanOrEqual(stats?.common.counters.views ?? 0);
  expect(await number(1)).toBeLessThanOrEqual(stats?.common.counters.apply ?? 0);
  const cell = (table: string, channel: string) =>
    panel
      .getByRole('table', { name: table })
      .getByRole('row', { name: new RegExp(`^${channel}`) })
      .locator('td')
      .first();
  for (const channel of ['facebook', 'twitter', 'email'] as const) {
    const label = channel[0]?.toUpperCase() + channel.slice(1);
    await expect(cell('Shares', label)).toHaveText(String(stats?.shares.counters[channel]));
  }
  await panel.getByText('Show the days as a table').click();
  // One row a day, from the range's start (or the listing's first day, if later) to its end.
  const dayRows = panel.getByRole('table', { name: 'Views and applies per day' }).locator('tbody tr');
  await expect(dayRows.last().locator('th')).toHaveText(customTo);
  const firstDay = (await dayRows.first().locator('th').textContent()) ?? '';
  expect(firstDay >= customFrom).toBe(true);
  expect(await dayRows.count()).toBe((Date.parse(customTo) - Date.parse(firstDay)) / 86_400_000 + 1);
  await expectNoAxeViolations(page);

  // Clicking another row selects it.
  if ((await rows.count()) > 1) {
    const second = (await rows.nth(1).locator('th a').first().textContent())?.trim() ?? '';
    await rows.nth(1).locator('td').first().click();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(`Statistics: ${second}`);
  }
});

test('maria marks a listing filled and unfilled, and deletes a draft in two steps', async ({ page }) => {
  const token = await signIn(page);
  // A draft of her own, newest, so it is on the first page.
  const created = await page.request.post('/api/jobs', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { post_type: '/api/job-post-types/1', position: 'Dashboard Draft To Delete' },
  });
  expect(created.status()).toBe(201);
  const draft = (await created.json()) as { id: number };

  await page.goto('/account/posters');
  await waitForHydration(page, '.posters-table__select');
  const draftRow = listingRows(page).filter({ hasText: 'Dashboard Draft To Delete' });
  await expect(draftRow.getByRole('link', { name: 'Post Job Now' })).toHaveAttribute(
    'href',
    `/post/${draft.id}`,
  );
  await expect(draftRow.locator('.badge')).toHaveText('draft');

  // Mark as filled, then unfilled, on the first approved listing found.
  let filledRow = null;
  for (let n = 1; n <= 6 && !filledRow; n++) {
    if (n > 1) await page.goto(`/account/posters?page=${n}`);
    await waitForHydration(page, '.posters-table__select');
    const candidates = listingRows(page).filter({
      has: page.getByRole('button', { name: /Mark as filled/ }),
    });
    if ((await candidates.count()) > 0) filledRow = candidates.first();
  }
  expect(filledRow, 'an approved listing of maria’s').not.toBeNull();
  if (filledRow) {
    // Found again by its link (titles repeat among maria's listings), as the button changes.
    const href = (await filledRow.locator('th a').first().getAttribute('href')) ?? '';
    const row = listingRows(page).filter({ has: page.locator(`th a[href="${href}"]`) });
    await row.getByRole('button', { name: /Mark as filled/ }).click();
    await expect(row.getByRole('button', { name: /Mark as unfilled/ })).toBeVisible();
    await row.getByRole('button', { name: /Mark as unfilled/ }).click();
    await expect(row.getByRole('button', { name: /Mark as filled/ })).toBeVisible();
  }

  await page.goto('/account/posters');
  await waitForHydration(page, '.posters-table__select');
  const target = listingRows(page).filter({ hasText: 'Dashboard Draft To Delete' });
  await target.getByRole('button', { name: `Delete ${isolated('Dashboard Draft To Delete')}` }).click();
  await expect(target.getByText('Are you sure you want to delete?')).toBeVisible();
  // The row goes at once (optimistic); the deletion is done when the API has answered it.
  const deleted = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && response.url().endsWith(`/api/jobs/${draft.id}`),
  );
  await target.getByRole('button', { name: 'YES' }).click();
  await expect(listingRows(page).filter({ hasText: 'Dashboard Draft To Delete' })).toHaveCount(0);
  expect((await deleted).status()).toBe(204);
  const gone = await page.request.get(`/api/jobs/${draft.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});

test('the dashboard on a phone: stacked rows, no horizontal scroll, axe-clean', async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/posters');
  await waitForHydration(page, '.posters-table__select');
  await expect(page.getByRole('region', { name: /^Statistics: / })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);

  // A demo listing was never paid through the cart: printing says where receipts are instead.
  await page
    .getByRole('button', { name: /^Print receipt/ })
    .first()
    .click();
  const note = page.getByRole('dialog', { name: 'No receipt for this listing' });
  await expect(note.getByRole('link', { name: 'Job Packages' })).toHaveAttribute(
    'href',
    '/account/posters/jobpackages',
  );
  await expectNoAxeViolations(page);
});

test('a guest is sent to sign in; a new poster sees the empty state', async ({ page }) => {
  await page.goto('/account/posters');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fposters/);
  const email = `poster-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.org`;
  const password = 'fresh-poster-1';
  const registered = await page.request.post('/api/users', {
    headers: asNewVisitor(),
    data: { email, password, password_confirm: password, identify_as: 'job poster' },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post('/api/login/check', { data: { email, password } })).status()).toBe(200);
  await page.goto('/account/posters');
  const empty = page.getByRole('status').filter({ hasText: 'You have not posted any jobs yet.' });
  await expect(empty).toHaveText(
    'You have not posted any jobs yet. To learn more about how it works, check out our Pricing page.',
  );
  await expect(empty.getByRole('link', { name: 'Pricing page' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);
});
