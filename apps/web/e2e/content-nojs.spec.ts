import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The content pages without JavaScript: what only a script could open (tabs, questions, groups of
// articles) shows open, and controls no script will run (carousel buttons) are not offered.
test.use({ javaScriptEnabled: false });

interface Listed {
  question?: string;
  answer?: string;
  category?: string;
  title?: string;
  type?: string;
}

async function apiMembers(page: Page, path: string): Promise<Listed[]> {
  const response = await page.request.get(path, { headers: { accept: 'application/ld+json' } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { member: Listed[] }).member;
}

/** The visible text of an answer's first paragraph or item, as the API holds it. */
const firstWords = (html: string) =>
  (
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(/[.:!?]/)[0] ?? ''
  ).slice(0, 40);

for (const width of [375, 1280]) {
  test(`every FAQ tab and answer can be read without JavaScript, under its tab's name (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const faqs = await apiMembers(page, '/api/faqs?pageSize=100');
    await page.goto('/faq');
    const main = page.getByRole('main');
    // Before: only the first tab showed, its answers closed, and nothing opened them.
    for (const name of ['Job Seekers', 'Job Posters', 'Everyone']) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('tab')).toHaveCount(0);
    const shown = faqs.filter((faq) => faq.question && faq.answer).slice(0, 12);
    expect(shown.length).toBeGreaterThan(3);
    for (const faq of shown) {
      await expect(main.getByRole('heading', { level: 2, name: faq.question! })).toBeVisible();
      await expect(main.getByText(firstWords(faq.answer!)).first()).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('both groups of press articles can be read without JavaScript', async ({ page }) => {
  const items = await apiMembers(page, '/api/press-items?pageSize=100');
  const byUs = items.find((item) => item.type === 'by' && item.title);
  const aboutUs = items.find((item) => item.type === 'about' && item.title);
  expect(byUs && aboutUs).toBeTruthy();
  await page.goto('/press?tab=articles');
  // Before: "Articles by us" was closed and not in the page at all.
  await expect(page.getByRole('img', { name: byUs!.title! })).toBeVisible();
  await expect(page.getByRole('img', { name: aboutUs!.title! })).toBeVisible();
});

test('without JavaScript the carousels offer no buttons, and the pricing slides stand in a column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^(Previous|Next) / })).toHaveCount(0);
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: /^(Previous|Next) slide$/ })).toHaveCount(0);
  const slides = page.locator('.page-carousel__page');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const box = await slides.nth(index).boundingBox();
    // Each slide within the screen's width, one under the other.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
