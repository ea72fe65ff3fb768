import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export { expect, test } from '@playwright/test';

/** WCAG 2.2 AA as quality-bars.md asks: axe must find nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  expect(summary).toEqual([]);
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
 * machine, as it would from its proxy). Accounts the specs make through the API each come from a
 * new visitor, so together they do not use up the registration limit (10 an hour per address) that
 * the specs registering in the browser, from this machine's address, need.
 */
export function asNewVisitor(): Record<string, string> {
  visitors += 1;
  const worker = process.pid % 250;
  return { 'x-forwarded-for': `10.${worker}.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}` };
}
