import { expect, expectNoAxeViolations, fetchJobs, test } from './fixtures.ts';

test('the popular jobs carousel moves with its previous and next buttons and loops', async ({ page }) => {
  const popular = await fetchJobs(page, '/api/jobs/search?everywhere=1&sort=highlighted_popular&pageSize=50');
  await page.goto('/');
  const list = page.getByRole('list', { name: 'Popular jobs' });
  await expect(list.getByRole('article')).toHaveCount(popular.length);
  const carousel = page.locator('.carousel').filter({ has: list });
  await expect(carousel).toHaveAttribute('data-ready', 'true');

  const transform = () => list.evaluate((el) => getComputedStyle(el).transform);
  const start = await transform();
  await page.getByRole('button', { name: 'Next popular jobs' }).click();
  await expect.poll(transform).not.toBe(start);
  await page.getByRole('button', { name: 'Previous popular jobs' }).click();
  await page.getByRole('button', { name: 'Previous popular jobs' }).click();
  // Looping backwards from the first card shows the last ones: the track moved the other way.
  await expect.poll(transform).not.toBe(start);
  // Every card is a link to its job page.
  const first = popular[0];
  await expect(list.locator(`a[href="/jobs/${first?.id}/${first?.slug}"]`)).toHaveCount(1);
});

test('the image slider shows every slide with an image, headings falling back to the category, arrows and no dots', async ({
  page,
}) => {
  const response = await page.request.get('/api/home-slider-categories', {
    headers: { accept: 'application/ld+json' },
  });
  const categories = (
    (await response.json()) as {
      member: {
        heading?: string;
        name: string;
        images: { image: string; heading?: string; url?: string }[];
      }[];
    }
  ).member;
  const expected = categories.flatMap((c) => c.images.map((i) => i.heading ?? c.heading ?? c.name));
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/');
  const slider = page.getByRole('list', { name: 'Featured' });
  await expect(slider.locator('.home-slide__heading')).toHaveText(expected);
  const withUrl = categories.flatMap((c) => c.images).find((i) => i.url);
  // Stored as `/search?categories[]=1`, linked with the brackets encoded (valid HTML).
  const encoded = withUrl?.url?.replace(/\[/g, '%5B').replace(/\]/g, '%5D');
  if (encoded) await expect(slider.locator(`a[href="${encoded}"]`)).toHaveCount(1);
  await expect(page.locator('a[href*="["], a[href*="]"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous slide' })).toBeVisible();
  await expect(page.locator('.carousel--slider').getByRole('tab')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next slide' }).click();
});

test('home with the header search and its region map open passes axe', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'search by region' }).click();
  await page.locator('.region-map__region[data-region="central"]').click();
  await expect(page.getByRole('checkbox', { name: 'Central' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'SEARCH JOBS' }).first().click();
  await expect(page).toHaveURL(/\/search\?regions\[\]=central$/);
});
