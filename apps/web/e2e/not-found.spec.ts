import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('an unknown path gets the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Good Food Jobs');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expectNoAxeViolations(page);
});

test('an unknown job id gets the 404 page with HTTP 404', async ({ page }) => {
  const response = await page.goto('/jobs/987654321/no-such-job');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
});

test('a path whose percent-encoding is not UTF-8 gets the 404 page, not the router’s JSON', async ({
  page,
}) => {
  for (const path of ['/jobs/%FF/farm-manager', '/%C3', '/education/alums/%ED%A0%80']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()['content-type'], path).toContain('text/html');
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  }
});

test('robots.txt points at the sitemap, which lists job pages with lastmod', async ({ page, baseURL }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(
    new RegExp(`<loc>${baseURL}/jobs/\\d+/[a-z0-9-]+</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
  );
});

test('unknown API paths keep the API’s own problem+json 404, not the HTML page', async ({ page }) => {
  const response = await page.request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('json');
});
