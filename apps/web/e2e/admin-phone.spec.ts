import type { Locator, Page } from '@playwright/test';
import { hasNoSidewaysScroll } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The back office on a phone (375 px), its notifications in words, and promo codes that are
// deactivated (never deleted) and reactivated.
test.beforeEach(async ({ page }) => {
  const login = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(login.status()).toBe(200);
});

const item = (resource: string, iri: string) => `/admin/#/${resource}/${encodeURIComponent(iri)}`;

/** The page's title in the app bar, whole: not cut to "Moderat" with an ellipsis. */
async function expectWholeTitle(page: Page, title: string): Promise<void> {
  const heading = page.locator('#react-admin-title');
  await expect(heading).toHaveText(title, { timeout: 20_000 });
  await expect(heading).toBeVisible();
  const clipped = await heading.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped, `${title}: cut off`).toBe(false);
}

/** A button the staff member can press without scrolling sideways: inside the screen's width. */
async function expectOnScreen(page: Page, button: Locator): Promise<void> {
  await expect(button).toBeVisible({ timeout: 20_000 });
  const box = await button.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, 'button inside the screen').toBe(true);
}

test('at 375 px the key screens fit: whole title, row buttons on screen, no sideways scroll', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  const code = `PHONE${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/promo-codes', {
    data: { code, kind: 'percent', value: 5, applies_to: 'both' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const promo = (await created.json()) as { '@id': string };
  const issues = (await (await page.request.get('/api/newsletter-issues?pageSize=1')).json()) as {
    member: { '@id': string; title: string }[];
  };
  const issue = issues.member[0];
  if (!issue) throw new Error('the demo data has no newsletter issue');

  const screens: { path: string; title: string; button: (page: Page) => Locator; axe?: boolean }[] = [
    {
      path: '/admin/',
      title: 'Moderation queue',
      button: (p) => p.getByRole('button', { name: /^Approve / }).first(),
      axe: true,
    },
    {
      path: '/admin/#/jobs',
      title: 'Listings',
      button: (p) => p.getByRole('link', { name: 'Show' }).first(),
    },
    {
      path: '/admin/#/newsletter-issues',
      title: 'Newsletter issues',
      button: (p) => p.getByRole('button', { name: /^(Publish|Unpublish)$/ }).first(),
      axe: true,
    },
    {
      path: '/admin/#/promo-codes',
      title: 'Promo codes',
      button: (p) => p.getByRole('button', { name: `Deactivate ${code}` }),
      axe: true,
    },
    {
      path: item('promo-codes', promo['@id']),
      title: `Promo code ${code}`,
      button: (p) => p.getByRole('button', { name: `Deactivate ${code}` }),
    },
    {
      path: item('newsletter-issues', issue['@id']),
      title: `Newsletter issue ${issue.title}`,
      button: (p) => p.getByRole('button', { name: 'Save' }),
    },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expectWholeTitle(page, screen.title);
    await expectOnScreen(page, screen.button(page));
    expect(await hasNoSidewaysScroll(page), `${screen.path} at 375px`).toBe(true);
    if (screen.axe) await expectNoAxeViolations(page);
  }
  // The way back to the site is in the account menu there.
  await page.getByRole('button', { name: 'staff@goodfoodjobs.local: account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Back to the site' })).toHaveAttribute('href', '/');
});

test('notifications say what was done to what, in words', async ({ page }) => {
  const code = `WORDS${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/admin/#/promo-codes/create');
  await page.getByLabel(/^Code/).fill(code, { timeout: 20_000 });
  await page.getByRole('combobox', { name: /^Kind/ }).click();
  await page.getByRole('option', { name: 'percent' }).click();
  await page.getByLabel(/^Percent off/).fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Promo code created', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Element (created|updated|deleted)/)).toHaveCount(0);

  await page.getByRole('row').filter({ hasText: code }).getByRole('cell').first().click();
  await page.getByLabel(/^Percent off/).fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Promo code saved', { exact: true })).toBeVisible({ timeout: 15_000 });

  const title = `Hiring on the coast ${Date.now()}`;
  const drafted = await page.request.post('/api/newsletter-issues', {
    data: { title, content: '<p>Who is hiring by the sea.</p>' },
  });
  expect(drafted.status()).toBe(201);
  const issue = (await drafted.json()) as { '@id': string };
  await page.goto(item('newsletter-issues', issue['@id']));
  await page.getByLabel('Title *').fill(`${title}, and inland`, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Newsletter issue saved', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect((await page.request.delete(issue['@id'])).status()).toBe(204);
});

test('a promo code is deactivated after a warning, never deleted, and reactivated', async ({ page }) => {
  const code = `PAUSE${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post('/api/promo-codes', {
    data: { code, kind: 'amount', value: 500, applies_to: 'jobs' },
  });
  expect(created.status()).toBe(201);
  const promo = (await created.json()) as { '@id': string };
  const status = async () =>
    ((await (await page.request.get(promo['@id'])).json()) as { status: string }).status;

  await page.goto(item('promo-codes', promo['@id']));
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  const ask = page.getByRole('dialog', { name: `Deactivate ${code}?` });
  await expect(ask).toContainText(
    'The code stops working at checkout. Orders that already used it keep it and its discount. You can reactivate it later.',
  );
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(await status()).toBe('active');

  // From the list's row: asked, then done; the code stays listed, inactive, with Reactivate.
  await page.goto('/admin/#/promo-codes');
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: `Deactivate ${code}` }).click({ timeout: 20_000 });
  await ask.getByRole('button', { name: 'Deactivate' }).click();
  await expect(
    page.getByText(`Promo code ${code} deactivated: it no longer works at checkout`),
  ).toBeVisible();
  await expect(page).toHaveURL(/#\/promo-codes$/);
  expect(await status()).toBe('inactive');
  await expect(row).toContainText('inactive');
  await row.getByRole('button', { name: `Reactivate ${code}` }).click();
  await expect(page.getByText(`Promo code ${code} reactivated: it works at checkout again`)).toBeVisible();
  expect(await status()).toBe('active');
  await expect(row.getByRole('button', { name: `Deactivate ${code}` })).toBeVisible();
});

test('what staff only read offers no Create: orders, subscribers, refund requests, contact messages', async ({
  page,
}) => {
  for (const resource of [
    'shopping-cart-orders',
    'newsletter-subscribers',
    'refund-requests',
    'contact-messages',
  ]) {
    await page.goto(`/admin/#/${resource}`);
    const rows = page.locator('.RaDatagrid-table tbody tr');
    const empty = page.locator('.RaEmpty-message, .RaList-noResults');
    await expect(rows.first().or(empty.first()), resource).toBeVisible({ timeout: 20_000 });
    // The guessed Create opened a form for what visitors and buyers send.
    await expect(page.getByRole('link', { name: 'Create' }), resource).toHaveCount(0);
    await expect(page.getByText('Do you want to add one?'), resource).toHaveCount(0);
  }
});

test('on a phone the audit log shows a change’s values beside their names, readable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // A question's change carries the longest field name (sort_order_in_pricing_page); the question
  // goes again at once, so the FAQ pages other specs read are as they were.
  const created = await page.request.post('/api/faqs', {
    data: { question: `Audited ${Date.now()}?`, answer: '<p>Yes.</p>', category: '/api/faq-categories/5' },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.delete(((await created.json()) as { '@id': string })['@id'])).status()).toBe(
    204,
  );
  await page.goto(
    `/admin/#/audit-entries?filter=${encodeURIComponent(JSON.stringify({ action: 'faq.create' }))}`,
  );
  const card = page.locator('.record-cards > li').first();
  await expect(card).toContainText('faq.create', { timeout: 20_000 });
  // Each value of the change had a letter or two a line beside the longest field name.
  const value = card.locator('dl dl dd').first();
  const width = (await value.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThan(80);
  expect(await hasNoSidewaysScroll(page)).toBe(true);
});
