import { expect, type Locator, type Page } from '@playwright/test';

/** The newest message to `to` whose subject matches, from the local-mode mailbox, as text. */
export async function readMailTo(page: Page, to: string, subject: RegExp): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const list = await (await page.request.get('/dev/mailbox')).text();
        const rows = [
          ...list.matchAll(
            /<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="(\/dev\/mailbox\/\d+)">([^<]*)<\/a>/g,
          ),
        ];
        const row = rows.find(([, rowTo, , rowSubject]) => rowTo === to && subject.test(rowSubject ?? ''));
        if (!row?.[2]) return false;
        text = (await (await page.request.get(row[2])).text()).replace(/&amp;/g, '&');
        return true;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

/** Waits until React has hydrated the element (before that a click follows links or posts forms). */
export async function waitForHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** True when the page is no wider than the screen (usable on phones). */
export async function hasNoSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/** A tiny valid PNG (1x1), to attach as a picture. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
