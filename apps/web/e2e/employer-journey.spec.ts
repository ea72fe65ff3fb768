import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { approvedListing, buyPackage, newConfirmedPoster } from './new-poster.ts';

// A new employer's journey, walked as one would meet it: what an outside walk found wrong in the
// posting form, its preview, the cart and the dashboard, on a phone and a desktop.

const PDF = { name: 'job-sheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

/** Waits until React hydrated the posting form and its editor loaded. */
async function waitForForm(page: Page) {
  await expect(page.locator('#post-description[contenteditable="true"]')).toBeVisible();
  await page.waitForFunction(() => {
    const form = document.querySelector('.post-form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/**
 * A live listing of the signed-in poster: written and submitted with a credit of its own package
 * through the API, then approved by staff. Its id.
 */
async function liveListing(page: Page, request: APIRequestContext, position: string): Promise<number> {
  await buyPackage(page);
  return approvedListing(page, request, {
    company_name: 'Juniper Row Gardens',
    company_email: 'jobs@juniper-row.example',
    position,
    description: '<p>Seed, weed and harvest on two acres of market garden.</p>',
    city: 'Ithaca',
    state: 'NY',
    pay_period: 'hour',
    pay_min: 1900,
    how_to_apply_email: 'jobs@juniper-row.example',
  });
}

/** A new job draft of the signed-in poster's, from /post; its id. */
async function newDraft(page: Page, kind: RegExp = /^Job/): Promise<number> {
  await page.goto('/post');
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('button', { name: 'Start writing' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('with JavaScript, Attach a file uploads the file and the draft keeps it', async ({ page }) => {
  // The upload went without the page's CSRF token, so every file was refused: "403: Invalid CSRF token."
  await newConfirmedPoster(page);
  const id = await newDraft(page);
  await waitForForm(page);
  await page.getByLabel('Attach a file').setInputFiles(PDF);
  const attached = page.getByRole('list', { name: 'Attachments' });
  await expect(attached).toContainText(PDF.name);
  await expect(page.getByText(/Invalid CSRF token/)).toHaveCount(0);
  await expect(page.locator('.post-form__status')).toHaveText('Saved');
  const job = await (
    await page.request.get(`/api/jobs/${id}`, { headers: { accept: 'application/ld+json' } })
  ).json();
  expect((job as { attachments: { name: string }[] }).attachments.map((a) => a.name)).toEqual([PDF.name]);
  await page.reload();
  await waitForForm(page);
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText(PDF.name);
  await expectNoAxeViolations(page);
});

test('submitted from the preview, an incomplete listing is told what is missing by the form’s own labels', async ({
  page,
}) => {
  // It read "fill in company email, type id, categories, description, city, state, pay period,
  // pay min, how to apply email": the API's property names, not the fields the poster sees.
  await newConfirmedPoster(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const id = await newDraft(page);
  await waitForForm(page);
  await page.getByLabel('Job title').fill('Market Garden Hand');
  await page.getByLabel('Company name').fill('Juniper Row Gardens');
  await expect(page.locator('.post-form__status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(`/post/${id}/preview`);
  await page.getByRole('button', { name: 'Submit listing' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your listing is not complete yet' });
  await expect(alert).toBeVisible();
  const lines = alert.getByRole('listitem');
  await expect(lines.first()).toHaveText('Contact email: This value should not be blank.');
  await expect(alert).toContainText('Job type: This value should not be blank.');
  await expect(alert).toContainText('Categories: Choose at least one category.');
  await expect(alert).toContainText('How is it paid? Choose whether the pay is hourly or yearly.');
  await expect(alert).toContainText('How to apply: Give at least one way to apply.');
  await expect(alert).not.toContainText(/type id|pay min|how to apply email/);
  await expect(alert.getByRole('link', { name: 'go back to editing' })).toHaveAttribute(
    'href',
    `/post/${id}`,
  );
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test('a refused post says so above the form and takes the focus there; the bar does not say "Draft saved"', async ({
    page,
  }) => {
    // A refused post came back at the top of the page with no word above the form, and the bar
    // said "Draft saved", while the messages sat far below.
    await newConfirmedPoster(page);
    const id = await newDraft(page);
    await page.locator('#post-position').fill('Market Garden Hand');
    await page.getByLabel('Contact email').fill('not an address');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(`/post/${id}`);
    const refused = page.getByRole('alert').filter({ hasText: 'Please check the field marked in red.' });
    await expect(refused).toBeVisible();
    await expect(refused).toBeFocused();
    await expect(refused).toBeInViewport();
    await expect(page.locator('.post-form__status')).toHaveText('Fields marked in red are not saved yet');
    await expect(page.getByLabel('Contact email')).toHaveValue('not an address');

    await page.getByLabel('Contact email').fill('jobs@juniper-row.example');
    await page.getByRole('button', { name: 'Submit listing' }).click();
    const incomplete = page
      .getByRole('alert')
      .filter({ hasText: 'Your listing is not complete yet: please fill in the fields marked in red.' });
    await expect(incomplete).toBeFocused();
    await expect(incomplete).toBeInViewport();
    // What was valid is saved: the title stays, and the bar says so.
    await expect(page.locator('#post-position')).toHaveValue('Market Garden Hand');
    await expect(page.locator('.post-form__status')).toHaveText('Draft saved');
  });

  test('the cart’s remove works, and the receipt buttons that need a script are not shown', async ({
    page,
  }) => {
    // The trash icon was a script-only button: without JavaScript nothing could leave the cart.
    await newConfirmedPoster(page);
    const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
    for (const id of [2, 3]) {
      const added = await page.request.post('/api/shopping-cart-items', {
        data: { entity_type: 'job-package', entity_id: id, shopping_cart: cart['@id'] },
      });
      expect(added.status()).toBe(201);
    }
    await page.goto('/account/cart');
    const lines = page.locator('.checkout__lines > li');
    await expect(lines).toHaveCount(2);
    // The header counts the cart as served: it said 0 without JavaScript, whatever the cart held.
    await expect(page.locator('.site-header__cart').getByRole('link')).toHaveAccessibleName('Cart, 2 items');
    const remove = lines.first().getByRole('button');
    const first = ((await remove.getAttribute('aria-label')) ?? '').replace(/^Remove /, '');
    await remove.click();
    await expect(page).toHaveURL(/\/account\/cart$/);
    await expect(lines).toHaveCount(1);
    await expect(page.locator('.checkout__lines')).not.toContainText(first);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^PAY / }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
    await page.goto('/account/posters/jobpackages');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('button', { name: /Print the receipt/ })).toBeHidden();

    // An order that is not there is not thanked for, in the title either.
    await page.goto('/account/cart/success?order=2147483648');
    await expect(page).toHaveTitle('Order not found | Good Food Jobs');
  });
});

test('the keyboard keeps its place after Save draft, a declined card and Mark as filled', async ({
  page,
  request,
}) => {
  // Each button was disabled while it worked, which dropped the focus to the page: the next Tab
  // started again from the top.
  test.setTimeout(90_000);
  await newConfirmedPoster(page);
  const id = await newDraft(page);
  await waitForForm(page);
  await page.getByLabel('Job title').fill('Greenhouse Grower');
  const save = page.getByRole('button', { name: 'Save draft' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.post-form__status')).toHaveText('Saved');
  await expect(save).toBeFocused();
  expect((await page.request.delete(`/api/jobs/${id}`)).status()).toBe(204);

  const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  await page.request.post('/api/shopping-cart-items', {
    data: { entity_type: 'job-package', entity_id: 2, shopping_cart: cart['@id'] },
  });
  await page.goto('/account/cart');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  const pay = page.getByRole('button', { name: /^PAY / });
  await pay.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(pay).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Save this card for next time')).toBeFocused();

  await liveListing(page, request, 'Greenhouse Grower');
  await page.goto('/account/posters');
  await page.waitForLoadState('networkidle');
  const fill = page.getByRole('button', { name: /Mark as filled\W+Greenhouse Grower/ });
  await fill.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The listing “⁨Greenhouse Grower⁩” is marked as filled.')).toBeVisible();
  const unfill = page.getByRole('button', { name: /Mark as unfilled\W+Greenhouse Grower/ });
  await expect(unfill).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The listing “⁨Greenhouse Grower⁩” is marked as unfilled.')).toBeVisible();
  await expect(fill).toBeFocused();
});

test('on a phone, Statistics brings the listing’s statistics into view and the focus to them', async ({
  page,
  request,
}) => {
  // The panel sits below every card, more than a screen away: pressing Statistics changed nothing
  // in sight.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await newConfirmedPoster(page);
  await liveListing(page, request, 'Orchard Pruner');
  // Three drafts above it, so its panel is far down the page.
  for (const position of ['Draft one', 'Draft two', 'Draft three']) {
    const draft = await page.request.post('/api/jobs', {
      data: { post_type: '/api/job-post-types/1', position },
    });
    expect(draft.status()).toBe(201);
  }
  await page.goto('/account/posters');
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: /Statistics for\W+Orchard Pruner/ });
  await button.scrollIntoViewIfNeeded();
  const panel = page.getByRole('region', { name: /Statistics: Orchard Pruner/ });
  await expect(panel).toHaveCount(0);
  await button.click();
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Statistics: Orchard Pruner' })).toBeInViewport();
  // axe, from the top of the page: scrolled to the panel, the row's links above it stand under
  // the sticky header, which axe counts as a target partly covered.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test('Job Packages pages its list as the other account lists do', async ({ page }) => {
  // It showed "Previous  Page 1 of 2  Next" where core 9 asks for the range of 3 with 2 margin pages.
  test.setTimeout(90_000);
  await newConfirmedPoster(page);
  for (let i = 0; i < 9; i++) await buyPackage(page);
  await page.goto('/account/posters/jobpackages');
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/account/posters/jobpackages?page=2',
  );
  await expect(page.locator('.packages-page tbody tr')).toHaveCount(8);
  await pages.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/account\/posters\/jobpackages\?page=2$/);
  await expect(page.locator('.packages-page tbody tr')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('removing a cart line with the keyboard leaves the focus on the next line, then on the heading', async ({
  page,
}) => {
  // The focus was on the removed line's button and fell to the start of the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await newConfirmedPoster(page);
  const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  for (const id of [2, 3]) {
    await page.request.post('/api/shopping-cart-items', {
      data: { entity_type: 'job-package', entity_id: id, shopping_cart: cart['@id'] },
    });
  }
  await page.goto('/account/cart');
  await page.waitForLoadState('networkidle');
  const removes = page.locator('.checkout__remove');
  await expect(removes).toHaveCount(2);
  const second = (await removes.nth(1).getAttribute('aria-label')) ?? '';
  await removes.first().focus();
  await page.keyboard.press('Enter');
  await expect(removes).toHaveCount(1);
  await expect(page.getByRole('button', { name: second })).toBeFocused();
  await expect(page.locator('.site-header__cart').getByRole('link')).toHaveAccessibleName('Cart, 1 item');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('removing a line in the header’s cart with the keyboard keeps the focus there', async ({ page }) => {
  // The focus was on the removed line's button and fell to the start of the page.
  await newConfirmedPoster(page);
  const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  for (const id of [2, 3]) {
    await page.request.post('/api/shopping-cart-items', {
      data: { entity_type: 'job-package', entity_id: id, shopping_cart: cart['@id'] },
    });
  }
  await page.goto('/pricing');
  const link = page.getByRole('link', { name: 'Cart, 2 items' });
  await link.focus();
  const order = page.getByRole('region', { name: 'Order details' });
  await expect(order).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem')).toHaveCount(1);
  await expect(order.getByRole('button', { name: /^Remove / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeFocused();
});
