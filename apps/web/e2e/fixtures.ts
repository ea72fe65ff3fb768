import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Playwright's `test`, each test a visitor of its own: its pages and requests come from a new
 * address (below). The sign-in limit (100 in 15 minutes per address) counts per visitor, as for
 * people; from one address the whole suite signed in more often than that once it ran in under 15
 * minutes, and its last specs got 429s. A spec's own `extraHTTPHeaders` still win.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...asNewVisitor(), ...extraHTTPHeaders });
  },
});

/**
 * Lets the page's finite CSS transitions and animations end (a toast fading in, a menu growing):
 * axe measures colours as painted, so text caught half-transparent fails contrast by chance.
 * Endless ones (spinners) are not waited for; nothing is waited for more than two seconds.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** WCAG 2.2 AA as quality-bars.md asks: axe must find nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const analyze = async () => {
    await settleAnimations(page);
    return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  };
  let results = await analyze();
  // A contrast reading can still catch a control mid-transition that started after the settling
  // (a busy button fading back as its request ends: 1.08:1 once in CI). Colours are read again
  // once things have settled; a real fault is there both times and fails below.
  if (results.violations.some((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(500);
    results = await analyze();
  }
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    // What axe measured (a contrast's colours and ratio, say), to tell a real fault from a page
    // caught mid-change.
    why: v.nodes.slice(0, 2).map((n) => n.any.map((a) => a.message).join('; ')),
  }));
  expect(summary).toEqual([]);
}

/**
 * Headings that step down one level at a time (axe's best-practice `heading-order`, outside the
 * WCAG tags above): a screen reader's list of headings reads as the page's outline.
 */
export async function expectHeadingsInOrder(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

/**
 * Text a visitor gave as the site puts it in a plain-text name or sentence (an aria-label, a notice,
 * a document title): between U+2068 and U+2069, so its direction cannot turn the words around it.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

export interface ApiJob {
  id: number;
  position: string;
  slug: string;
  company_name: string;
  status: string;
  work_remote: boolean;
}

/** Listed jobs straight from the API, to know which titles the pages must show. */
export async function fetchJobs(page: Page, path: string): Promise<ApiJob[]> {
  const response = await page.request.get(path, { headers: { accept: 'application/ld+json' } });
  expect(response.status(), path).toBe(200);
  const body = (await response.json()) as { member: ApiJob[] };
  return body.member;
}

let visitors = 0;

/**
 * A visitor address of its own, as an `X-Forwarded-For` header (the e2e server trusts it from this
 * machine, as it would from its proxy). Every test gets one (`test` above); accounts the specs make
 * through the API each come from another, so together they do not use up the registration limit
 * (10 an hour per address).
 */
export function asNewVisitor(): Record<string, string> {
  visitors += 1;
  const worker = process.pid % 250;
  return { 'x-forwarded-for': `10.${worker}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}` };
}

/**
 * Holds back the answers to requests matching `url` until the returned function is called, to see
 * what a page shows while it waits (skeletons, spinners).
 */
export async function holdBackAnswers(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
