import { POSTING_FLOW_MESSAGES } from '@gfj/contracts/posting';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, isolated, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { approvedListing, buyPackage, newConfirmedPoster } from './new-poster.ts';

// Post again (decision 061): a poster of the test's own (new-poster.ts: it spends its own
// package's credits, never maria's) has a listing that ran its 30 days, and posts it again from
// the dashboard: a new draft with every field, opened in the posting form with a notice, then
// submitted as any draft is.

/**
 * A listing of the signed-in poster, written and submitted with a credit of its package through
 * the API, approved by staff (the back office's PATCH), then ended now by the local-mode tool
 * that lets the lifecycle run expire it. Its id.
 */
async function expiredListing(page: Page, request: APIRequestContext, position: string): Promise<number> {
  const id = await approvedListing(page, request, {
    company_name: 'Hollow Oak Seed Library',
    company_email: 'jobs@hollow-oak.example',
    company_website: 'https://hollow-oak.example',
    position,
    description: '<p>Clean, sort and pack heirloom seed for our spring catalogue.</p>',
    city: 'Burlington',
    state: 'VT',
    pay_period: 'hour',
    pay_min: 2000,
    how_to_apply_email: 'seeds@hollow-oak.example',
    how_to_apply: 'Tell us which seed you would save first.',
  });
  const ended = await page.request.post(`/dev/jobs/${id}/expiry`);
  expect(await ended.json()).toEqual({ id, expired: true });
  return id;
}

const rowOf = (page: Page, position: string) =>
  page.locator('.posters-table tbody tr').filter({ has: page.getByRole('link', { name: position }) });

async function expectCopyInForm(page: Page, position: string) {
  await expect(page).toHaveURL(/\/post\/\d+\?copy=1$/);
  await expect(page.getByRole('status').filter({ hasText: POSTING_FLOW_MESSAGES.copied })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your job listing' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(position);
  await expect(page.getByLabel('Company name')).toHaveValue('Hollow Oak Seed Library');
  await expect(page.getByLabel('City')).toHaveValue('Burlington');
  return Number(new URL(page.url()).pathname.split('/').pop());
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`an expired listing is posted again from the dashboard, by keyboard, at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await newConfirmedPoster(page);
    await buyPackage(page);
    const position = `Seed Library Assistant ${Date.now()}`;
    const sourceId = await expiredListing(page, request, position);

    await page.goto('/account/posters');
    const row = rowOf(page, position);
    await expect(row.locator('.posters-table__status')).toHaveText('expired');
    await expect(row.locator('.badge')).toHaveText('expired');
    const postAgain = row.getByRole('button', { name: `Post again ${isolated(position)}` });
    await expect(postAgain).toBeVisible();
    await expect(postAgain).toHaveText('Post again');
    // The page does not scroll sideways with the new action.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await waitForHydration(page, '.posters-table__form button');
    await expectNoAxeViolations(page);

    // By keyboard: from the title, Tab reaches Post again; Enter makes the copy and opens it.
    await row.getByRole('link', { name: position }).focus();
    for (let stop = 0; stop < 6; stop += 1) {
      if (await postAgain.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(postAgain).toBeFocused();
    await page.keyboard.press('Enter');
    const copyId = await expectCopyInForm(page, position);
    expect(copyId).not.toBe(sourceId);
    await expectNoAxeViolations(page);

    // The normal flow: submitted with the package's next credit, it goes to review.
    await page.getByRole('button', { name: 'Submit listing' }).click();
    await expect(page.getByRole('heading', { name: 'Your listing is on its way' })).toBeVisible();

    // The dashboard shows both: the copy pending, the original still expired.
    await page.goto('/account/posters');
    const rows = rowOf(page, position);
    await expect(rows).toHaveCount(2);
    await expect(rows.locator('.posters-table__status')).toHaveText(['pending', 'expired']);
    const source = await (await page.request.get(`/api/jobs/${sourceId}`)).json();
    expect(source.status).toBe('expired');
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('Post again is a form post that opens the copy in the posting form', async ({ page, request }) => {
    test.setTimeout(120_000);
    await newConfirmedPoster(page);
    await buyPackage(page);
    const position = `Seed Cleaner ${Date.now()}`;
    const sourceId = await expiredListing(page, request, position);

    await page.goto('/account/posters');
    await rowOf(page, position)
      .getByRole('button', { name: `Post again ${isolated(position)}` })
      .click();
    const copyId = await expectCopyInForm(page, position);
    expect(copyId).not.toBe(sourceId);
    const copy = await (await page.request.get(`/api/jobs/${copyId}`)).json();
    expect(copy).toMatchObject({
      status: 'draft',
      position,
      how_to_apply: 'Tell us which seed you would save first.',
    });
  });
});
