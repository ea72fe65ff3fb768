import { waitForHydrated } from './content-helpers.ts';
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

test('the home search box sends the keywords to /search, with JavaScript and without', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await waitForHydrated(page.locator('#hero-keywords'));
  await page.getByRole('combobox', { name: 'Job title or keyword' }).fill('farm');
  await page.getByRole('button', { name: 'SEARCH JOBS' }).click();
  await expect(page).toHaveURL(/\/search\?keywords=farm$/);

  // The server-rendered form is a plain GET form to /search.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto('/');
  await noJs.getByRole('combobox', { name: 'Job title or keyword' }).fill('goat cheese');
  await noJs.getByRole('button', { name: 'SEARCH JOBS' }).click();
  await expect(noJs).toHaveURL(/\/search\?keywords=goat\+cheese$/);
  await expect(noJs.getByRole('heading', { level: 1 })).toHaveText('“goat cheese” jobs');
  await context.close();
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`the home search box suggests keywords from 3 letters and a suggestion picked with the keyboard is searched (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Job title or keyword' });
    await waitForHydrated(box);
    await expect(box).toHaveAttribute('placeholder', 'enter job title or keyword');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.pressSequentially('fa');
    await page.waitForTimeout(400);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('rm');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
    const options = listbox.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    // The list is on screen, whole, above the sections below the hero.
    const listBox = await listbox.boundingBox();
    expect(listBox && listBox.x >= 0 && listBox.x + listBox.width <= viewport.width).toBe(true);
    const second = options.nth(1);
    const center = listBox ? { x: listBox.x + 20, y: listBox.y + 10 } : { x: 0, y: 0 };
    expect(
      await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="listbox"]') !== null,
        center,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);

    // Down twice picks the second option, up once goes back to the first, down again to the second.
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const value = (await second.locator('.keyword-combobox__value').textContent()) ?? '';
    expect(value.toLowerCase()).toContain('farm');
    await box.press('Enter');

    await expect(page).toHaveURL(
      (url) => url.pathname === '/search' && url.searchParams.get('keywords') === value,
    );
    await expect(page.getByRole('heading', { level: 1 })).toContainText(value);
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
    ).toBeVisible();
  });
}

test('Escape closes the home suggestions first, then clears the box', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Job title or keyword' });
  await waitForHydrated(box);
  await box.pressSequentially('farm');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(box).toHaveValue('farm');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page).toHaveURL(/\/$/);
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

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`without JavaScript the header offers no buttons that do nothing: its menu's links show and search is a link (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    // The Menu and Search buttons need a script to open anything: they give way.
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Search' })).toBeHidden();
    // The menu's links are on screen (open under the header row on a phone), whole and in the page.
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const name of ['Search jobs', 'Post a job', 'Education', 'Blog', 'About']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    }
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    // (axe cannot run in a page without scripts; the open menu's links pass it in the test above.)

    // "Search jobs" leads to the search form, which works as a plain GET form.
    await nav.getByRole('link', { name: 'Search jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    const keywords = page.getByRole('combobox', { name: /keyword/i }).first();
    await keywords.fill('cheese');
    await keywords.press('Enter');
    await expect(page).toHaveURL(/\/search\?.*keywords=cheese/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“cheese” jobs');
    // The phone menu stays open on every page without JavaScript; the Menu button stays hidden.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
    await context.close();
  });
}

test('with JavaScript the phone header keeps its Menu and Search buttons and a closed menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  await waitForHydrated(menu);
  await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menu.click();
  await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
