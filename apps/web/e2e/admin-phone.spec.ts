import { expect, test } from './fixtures.ts';

// The back office on a phone (375 px), its notifications in words, and promo codes that are
// deactivated (never deleted) and reactivated.
test.beforeEach(async ({ page }) => {
  const login = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(login.status()).toBe(200);
});

const item = (resource: string, iri: string) => `/admin/#/${resource}/${encodeURIComponent(iri)}`;

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
