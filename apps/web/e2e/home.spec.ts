import { expect, expectNoAxeViolations, fetchJobs, test } from './fixtures.ts';

const truncate = (title: string) =>
  Array.from(title).length <= 38 ? title : `${Array.from(title).slice(0, 38).join('').trimEnd()}…`;

test('the home page server-renders popular seeded jobs as links to their pages', async ({ page }) => {
  const popular = await fetchJobs(page, '/api/jobs/search?everywhere=1&sort=highlighted_popular&pageSize=50');
  expect(popular.length).toBeGreaterThan(0);

  // Without JavaScript: the HTML itself carries the titles (search engines, slow phones).
  const html = await (await page.request.get('/')).text();
  const first = popular[0]!;
  expect(html).toContain(truncate(first.position).replace(/&/g, '&amp;'));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Popular jobs' });
  await expect(list.getByRole('article')).toHaveCount(popular.length);
  const link = list.getByRole('link', { name: truncate(first.position), exact: true }).first();
  await expect(link).toHaveAttribute('href', `/jobs/${first.id}/${first.slug}`);

  await expect(page.getByRole('heading', { name: 'Never Stop Learning' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start exploring' })).toHaveAttribute('href', '/education');
  await expectNoAxeViolations(page);
});

test('the home search box sends the keywords to /search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Job title or keyword' }).fill('farm');
  await page.getByRole('button', { name: 'SEARCH JOBS' }).click();
  await expect(page).toHaveURL(/\/search\?keywords=farm$/);
});

test('the skip link is the first stop for keyboard users and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('the phone menu opens as a disclosure and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post a job' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes it from inside and hands focus back to its button.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Post a job' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('pages hydrate without console errors (CSP violations, hydration mismatches)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const [job] = await fetchJobs(page, '/api/jobs?pageSize=1');
  for (const path of ['/', `/jobs/${job!.id}/${job!.slug}`]) {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  // Client-side navigation runs the loaders through React Router's data requests.
  await page.goto('/');
  await page.locator('.job-card__link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
