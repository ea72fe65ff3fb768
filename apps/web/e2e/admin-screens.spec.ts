import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Every content and commerce screen of the back office opens for staff on the demo data: its list
// loads from the API without a page error or an error notice, and where a form is offered the first
// item's edit form loads with the item's values.
const PASSWORD = 'good-food-demo';

const SCREENS: { resource: string; editable: boolean }[] = [
  { resource: 'blog-posts', editable: true },
  { resource: 'newsletter-issues', editable: true },
  { resource: 'newsletter-subscribers', editable: false },
  { resource: 'testimonials', editable: true },
  { resource: 'faqs', editable: true },
  { resource: 'faq-categories', editable: true },
  { resource: 'refund-requests', editable: false },
  { resource: 'contact-messages', editable: false },
  { resource: 'words-of-wisdom', editable: true },
  { resource: 'press-items', editable: true },
  { resource: 'content-pages', editable: true },
  { resource: 'establishments', editable: true },
  { resource: 'education-tags', editable: true },
  { resource: 'alums', editable: true },
  { resource: 'job-packages', editable: true },
  { resource: 'promo-codes', editable: true },
  { resource: 'shopping-cart-orders', editable: false },
];

test('staff open every content and commerce screen of the back office', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  // An order to show (the demo data has none): a package bought with the test card, by the staff
  // account in its own context (the demo posters' credits are counted by other specs).
  const buyer = await playwrightRequest.newContext({ baseURL });
  await buyer.post('/api/login/check', { data: { email: 'staff@goodfoodjobs.local', password: PASSWORD } });
  const cart = await (await buyer.post('/api/shopping-carts', { data: {} })).json();
  await buyer.post('/api/shopping-cart-items', {
    data: { entity_type: 'job-package', entity_id: 2, shopping_cart: cart['@id'] },
  });
  const bought = await buyer.post('/api/shopping-cart-orders', {
    data: { shopping_cart: cart['@id'], payment_method: 'pm_card_visa' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  await buyer.dispose();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const signIn = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);

  for (const { resource, editable } of SCREENS) {
    await page.goto(`/admin/#/${resource}`);
    const rows = page.locator('.RaDatagrid-table tbody tr');
    const empty = page.locator('.RaEmpty-message, .RaList-noResults');
    await expect(rows.first().or(empty.first()), resource).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.MuiSnackbarContent-root, .MuiAlert-standardError'), resource).toHaveCount(0);
    if (resource === 'shopping-cart-orders') {
      // The payment in words and money in dollars (the list showed "[object Object]" and cents).
      await expect(page.getByText('[object Object]')).toHaveCount(0);
      await expect(rows.first()).toContainText('$');
    }
    if (!editable || (await rows.count()) === 0) continue;
    const first = await page.request.get(`/api/${resource}?pageSize=1`, {
      headers: { accept: 'application/ld+json' },
    });
    const item = ((await first.json()) as { member: { '@id': string }[] }).member[0];
    if (!item) continue;
    await page.goto(`/admin/#/${resource}/${encodeURIComponent(item['@id'])}`);
    await expect(page.getByRole('button', { name: 'Save' }), resource).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('form input, form textarea, form [contenteditable]').first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});
