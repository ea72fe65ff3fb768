import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isolated, test } from './fixtures.ts';
import { approvedListing, buyPackage, newConfirmedPoster, newUser } from './new-poster.ts';

// The job poster's controls that only scripts ran (decision 065): a listing's delete on the
// dashboard and a saved card's Remove on Account Info post to their page when JavaScript is off
// (or not loaded yet), which makes the same DELETE the script makes and says the same words.

/** A draft of the signed-in poster's own, made through the API: its id. */
async function draft(page: Page, position: string): Promise<number> {
  const created = await page.request.post('/api/jobs', {
    data: { post_type: '/api/job-post-types/1', position },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * A live listing of the signed-in poster: written and submitted with a credit of its own package
 * through the API, then approved by staff (the back office's PATCH, in `staff`'s session). Its id.
 */
async function liveListing(page: Page, staff: APIRequestContext, position: string): Promise<number> {
  return approvedListing(page, staff, {
    company_name: 'Quince Hill Orchard',
    company_email: 'jobs@quince-hill.example',
    company_website: 'https://quince-hill.example',
    position,
    description: '<p>Thin, pick and grade quinces through the autumn harvest.</p>',
    city: 'Montpelier',
    state: 'VT',
    pay_period: 'hour',
    pay_min: 2000,
    how_to_apply_email: 'orchard@quince-hill.example',
    how_to_apply: 'Tell us about the last fruit you picked.',
  });
}

/** The listing as its poster's API sees it now: its status, or the HTTP status when none. */
async function listingStatus(page: Page, id: number): Promise<string | number> {
  const answer = await page.request.get(`/api/jobs/${id}`, { headers: { accept: 'application/ld+json' } });
  return answer.ok() ? ((await answer.json()) as { status: string }).status : answer.status();
}

/**
 * The same visitor with the page's scripts refused, so the page stays as served (before
 * hydration): axe needs scripts of its own, which a context without JavaScript cannot run.
 */
async function asServed(
  browser: Browser,
  context: BrowserContext,
  viewport: { width: number; height: number },
) {
  const served = await browser.newContext({ viewport, storageState: await context.storageState() });
  await served.route(/\/assets\/.*\.js$/, (route) => route.abort());
  return served.newPage();
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`a listing is deleted from the dashboard without JavaScript, at ${viewport.width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await newConfirmedPoster(page);
    const stamp = Date.now();
    const first = `Orchard Pruner ${stamp}`;
    const second = `Cider Press Hand ${stamp}`;
    const firstId = await draft(page, first);
    const secondId = await draft(page, second);

    await page.goto('/account/posters');
    const rows = page.locator('.posters-table tbody tr');
    await expect(rows).toHaveCount(2);
    const row = rows.filter({ has: page.getByRole('link', { name: first }) });

    // NO cancels: nothing is deleted.
    await row.locator('summary').click();
    await expect(row.getByText('Are you sure you want to delete?')).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    await row.getByRole('link', { name: 'NO', exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect(row.getByText('Are you sure you want to delete?')).toBeHidden();
    expect(await listingStatus(page, firstId)).toBe('draft');

    // YES posts to the dashboard, which deletes it and says so.
    await row.locator('summary').click();
    await row.getByRole('button', { name: 'YES', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The listing “\u2068${first}\u2069” was deleted.` }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/account/posters');
    await expect(rows).toHaveCount(1);
    await expect(page.locator('.posters-table')).not.toContainText(first);
    expect(await listingStatus(page, firstId)).toBe(404);
    expect(await listingStatus(page, secondId)).toBe('draft');
    await noSidewaysScroll(page, viewport.width);

    // As served, with the question open, the dashboard is axe-clean.
    const served = await asServed(browser, context, viewport);
    await served.goto('/account/posters');
    await served.locator('.posters-table summary').first().click();
    await expect(served.getByText('Are you sure you want to delete?')).toBeVisible();
    await expectNoAxeViolations(served);
    await served.context().close();

    // The last one: the list empties, and the message is still said.
    await rows.first().locator('summary').click();
    await rows.first().getByRole('button', { name: 'YES', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `The listing “\u2068${second}\u2069” was deleted.` }),
    ).toBeVisible();
    await expect(page.locator('.posters-table')).toHaveCount(0);
    await expect(page.locator('.account-empty')).toBeVisible();
    expect(await listingStatus(page, secondId)).toBe(404);
    await context.close();
  });

  test(`a listing is marked as filled, then unfilled, without JavaScript, at ${viewport.width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await newConfirmedPoster(page);
    await buyPackage(page);
    const position = `Quince Picker ${Date.now()}`;
    const id = await liveListing(page, request, position);

    await page.goto('/account/posters');
    const row = page
      .locator('.posters-table tbody tr')
      .filter({ has: page.getByRole('link', { name: position }) });
    await expect(row.locator('.posters-table__status')).toHaveText('active');
    // What only a script can do is not offered: the statistics (loaded by the browser) and the
    // receipt (made for the modal's Download or Email).
    await expect(row.locator('.posters-table__select, .posters-table__receipt')).toHaveCount(2);
    await expect(row.getByRole('button', { name: `Statistics for ${isolated(position)}` })).toBeHidden();
    await expect(row.getByRole('button', { name: /^Print receipt/ })).toBeHidden();
    await expect(page.locator('.stats-panel')).toBeHidden();
    await noSidewaysScroll(page, viewport.width);

    await row.getByRole('button', { name: /^Mark as filled ?:/ }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `The listing “\u2068${position}\u2069” is marked as filled.` }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/account/posters');
    expect(await listingStatus(page, id)).toBe('filled');
    await noSidewaysScroll(page, viewport.width);

    await row.getByRole('button', { name: /^Mark as unfilled ?:/ }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `The listing “\u2068${position}\u2069” is marked as unfilled.` }),
    ).toBeVisible();
    expect(await listingStatus(page, id)).toBe('approved');
    await expect(row.getByRole('button', { name: /^Mark as filled ?:/ })).toBeVisible();

    // As served (before hydration) the same form posts, and the page is axe-clean.
    const served = await asServed(browser, context, viewport);
    await served.goto('/account/posters');
    await expectNoAxeViolations(served);
    await served.getByRole('button', { name: /^Mark as filled ?:/ }).click();
    await expect(
      served
        .getByRole('status')
        .filter({ hasText: `The listing “\u2068${position}\u2069” is marked as filled.` }),
    ).toBeVisible();
    expect(await listingStatus(page, id)).toBe('filled');
    await served.context().close();
    await context.close();
  });

  test(`a saved card is removed without JavaScript, at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await newUser(page, true);
    // A card saved in TEST MODE, as "Save this card for next time" does at checkout.
    for (const card of ['pm_card_visa', 'pm_card_mastercard']) {
      const saved = await page.request.post('/api/stripe-setup-intents', { data: { payment_method: card } });
      expect(saved.status(), await saved.text()).toBe(201);
    }
    const cards = async () =>
      (
        (await (await page.request.get('/api/stripe-payment-methods')).json()) as {
          member: Array<{ brand: string }>;
        }
      ).member.map((card) => card.brand);
    expect((await cards()).sort()).toEqual(['mastercard', 'visa']);

    await page.goto('/account/details');
    const section = page.getByRole('region', { name: 'Saved Cards' });
    const remove = section.getByRole('button', {
      name: /^Remove \u2068Visa ending 4242, expires 12\/\d{4}\u2069$/,
    });
    await expect(remove).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    await remove.click();

    await expect(
      section.getByRole('status').filter({ hasText: /^Visa ending 4242, expires 12\/\d{4}: removed\.$/ }),
    ).toBeVisible();
    await expect(remove).toHaveCount(0);
    await expect(section.getByRole('button', { name: /^Remove \u2068Mastercard ending 4444/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/account/details');
    expect(new URL(page.url()).search).toBe('');
    expect(await cards()).toEqual(['mastercard']);
    await noSidewaysScroll(page, viewport.width);

    // Before hydration (scripts refused) the last card's form posts too: its section then stays
    // open with the outcome, though no card is left, and the page is axe-clean.
    const served = await asServed(browser, context, viewport);
    await served.goto('/account/details');
    await served.locator('.saved-cards form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    const servedSection = served.getByRole('region', { name: 'Saved Cards' });
    await expect(
      servedSection
        .getByRole('status')
        .filter({ hasText: /^Mastercard ending 4444, expires \d{2}\/\d{4}: removed\.$/ }),
    ).toBeVisible();
    await expect(servedSection.getByText('You have no saved cards.')).toBeVisible();
    expect(await cards()).toEqual([]);
    await expectNoAxeViolations(served);
    await served.context().close();
    await context.close();
  });
}

test('after a delete on the dashboard, with JavaScript, the focus goes to the next row, then the empty message', async ({
  page,
}) => {
  await newConfirmedPoster(page);
  const stamp = Date.now();
  const first = `Hedge Layer ${stamp}`;
  const second = `Beekeeper ${stamp}`;
  const firstId = await draft(page, first);
  const secondId = await draft(page, second);
  await page.goto('/account/posters');
  // Hydrated: the trash icon is the script's button, not the disclosure.
  const rows = page.locator('.posters-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('.confirm-delete__trash')).toHaveCount(2);
  const active = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return `${element?.tagName}|${element?.getAttribute('aria-label') ?? element?.className}`;
    });

  // The drafts are listed newest first: the second, then the first.
  await page.getByRole('button', { name: `Delete ${isolated(second)}` }).click();
  await page.getByRole('button', { name: 'YES', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The listing “\u2068${second}\u2069” was deleted.` }),
  ).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect.poll(active).toBe(`BUTTON|Delete ${isolated(first)}`);
  expect(await listingStatus(page, secondId)).toBe(404);

  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'YES', exact: true }).click();
  await expect(page.locator('.account-empty')).toBeVisible();
  await expect.poll(active).toBe('P|account-empty');
  expect(await listingStatus(page, firstId)).toBe(404);
  // The refetched page keeps it there.
  await page.waitForLoadState('networkidle');
  expect(await active()).toBe('P|account-empty');
});

test('a listing delete or a card removal posted with a bad id is refused with 400, never a 500', async ({
  page,
}) => {
  await newUser(page, true);
  const post = async (path: string, form: Record<string, string>) =>
    (await page.request.post(path, { form, maxRedirects: 0 })).status();
  expect(await post('/account/posters', { intent: 'delete', id: 'abc' })).toBe(400);
  expect(await post('/account/posters', { intent: 'delete', id: '0' })).toBe(400);
  expect(await post('/account/details', { intent: 'remove-card', card: '../users/1' })).toBe(400);
  // A card that is not the caller's: the API's 404, said on the page.
  expect(await post('/account/details', { intent: 'remove-card', card: 'pm_not_mine' })).toBe(404);
  // A listing that is not the caller's: nothing happens, nothing is said.
  expect(await post('/account/posters', { intent: 'delete', id: '1' })).toBe(200);
  expect((await page.request.get('/api/jobs/1')).status()).toBe(200);
});
