import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

// Following a link inside the site with JavaScript on is a client-side navigation: the browser
// keeps the focus where it was (on a link that is gone, so on <body>, or on a header link that
// stays). A keyboard or screen-reader user must land on the new page instead, and hear its title
// (decision 073).

const VIEWPORTS = [
  ['a desktop', { width: 1280, height: 900 }],
  ['a phone', { width: 375, height: 740 }],
] as const;

/** Waits until React has hydrated the page. Generous: the shared test machine may be busy. */
async function waitForPageHydration(page: Page): Promise<void> {
  await waitForHydration(page, '.skip-link', 20_000);
}

/** Follows a link with the keyboard: focus on it, then Enter. */
async function follow(link: Locator): Promise<void> {
  await link.focus();
  await link.press('Enter');
}

/** Whether the focused element is inside the page's main landmark (and is not the landmark itself). */
function isFocusInMain(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.getElementById('main');
    const active = document.activeElement;
    return Boolean(main && active && active !== main && main.contains(active));
  });
}

/**
 * The new page has the focus on its one h1, its title is announced in the polite live region,
 * and the next Tab goes on inside the page, not from the top of the site.
 */
async function expectLandedOnHeading(page: Page, heading: string | RegExp): Promise<void> {
  const h1 = page.locator('main h1');
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeFocused();
  // Focus by script shows no ring on the heading (it is not a control).
  expect(await h1.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
  const title = await page.title();
  expect(title).toMatch(/Good Food Jobs/);
  await expect(page.locator('#route-announcer')).toHaveText(title);
  await expect(page.locator('#route-announcer')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Tab');
  expect(await isFocusInMain(page)).toBe(true);
}

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`on ${device}`, () => {
    test.use({ viewport });

    test('home, search, a job and back: each page gets the focus, and Back returns to the link followed', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      const seeAll = page.getByRole('link', { name: 'See all jobs' });
      await waitForPageHydration(page);
      await follow(seeAll);
      await expect(page).toHaveURL(/\/search$/);
      await expectLandedOnHeading(page, /jobs/i);
      await expectNoAxeViolations(page);

      // A card further down the list, so that Back has a scroll position to restore.
      const card = page.locator('.job-card__link').nth(3);
      const title = ((await card.textContent()) ?? '').trim();
      const href = await card.getAttribute('href');
      await follow(card);
      await expect(page).toHaveURL(href ?? '');
      await expectLandedOnHeading(page, title);
      await expectNoAxeViolations(page);

      await page.goBack();
      await expect(page).toHaveURL(/\/search$/);
      const followed = page.locator(`.job-card__link[href="${href}"]`);
      await expect(followed).toBeFocused();
      await expect(followed).toBeInViewport();
      await expect(page.locator('#route-announcer')).toHaveText(await page.title());
      await expectNoAxeViolations(page);
    });

    test('header and footer links land on the new page, and the skip link still works', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/about');
      const menu = page.getByRole('button', { name: 'Menu' });
      await waitForPageHydration(page);
      const isPhone = await menu.isVisible();
      if (isPhone) {
        await menu.focus();
        await menu.press('Enter');
      }
      const blog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
      await follow(blog);
      await expect(page).toHaveURL(/\/blog$/);
      // The header link stays on screen (desktop), or in the menu that the navigation closed (phone):
      // the focus does not stay on it.
      await expectLandedOnHeading(page, /./);
      if (isPhone) await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expectNoAxeViolations(page);

      const faq = page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'FAQ' });
      await follow(faq);
      await expect(page).toHaveURL(/\/faq$/);
      await expectLandedOnHeading(page, /./);
      // A new page starts at its top, where its heading is.
      await expect(page.locator('main h1')).toBeInViewport();
      await expectNoAxeViolations(page);

      // The skip link, after a client-side navigation: it moves the focus to the main landmark,
      // and the navigation focus leaves it there (the address only gained #main).
      const heading = (await page.locator('main h1').textContent()) ?? '';
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await skip.focus();
      await skip.press('Enter');
      await expect(page).toHaveURL(/\/faq#main$/);
      await expect(page.locator('#main')).toBeFocused();
      await page.waitForTimeout(300);
      await expect(page.locator('#main')).toBeFocused();
      await expect(page.locator('main h1')).toHaveText(heading);
      await page.keyboard.press('Tab');
      expect(await isFocusInMain(page)).toBe(true);
      // And it is still the first stop of the tab order on a page as loaded.
      await page.goto('/faq');
      await waitForPageHydration(page);
      await page.keyboard.press('Tab');
      await expect(skip).toBeFocused();
    });

    test('on /search a filter keeps the focus, and a page of results moves it to the results count', async ({
      page,
    }) => {
      await page.goto('/search');
      await waitForPageHydration(page);
      // Phones show the filters behind their button (a link until the page is interactive).
      const filtersToggle = page.locator('button.search-sidebar__toggle');
      await filtersToggle.waitFor({ state: 'attached' });
      if (await filtersToggle.isVisible()) {
        await filtersToggle.focus();
        await filtersToggle.press('Enter');
      }
      const agriculture = page.getByRole('checkbox', { name: 'Agriculture' });
      await agriculture.focus();
      await agriculture.press('Space');
      await expect(page).toHaveURL(/categories\[\]=1/);
      await expect(agriculture).toBeChecked();
      await expect(agriculture).toBeFocused();

      await page.goto('/search');
      const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' });
      await waitForPageHydration(page);
      await follow(next);
      await expect(page).toHaveURL(/page=2$/);
      await expect(page.locator('#results-count')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
}
