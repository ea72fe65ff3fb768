import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The job page without JavaScript: what it shows must work, and what only scripts can do must not
// be offered (docs/decisions/011). At a phone's width and a desktop's.
const WIDTHS = [375, 1280] as const;

interface ListedJob {
  id: number;
  slug: string;
  description?: string;
  apply_on_site?: boolean;
}

/** An open job whose description is long enough to start collapsed, taking applications here. */
async function longJobTakingApplications(page: Page): Promise<ListedJob> {
  const response = await page.request.get('/api/jobs?pageSize=100', {
    headers: { accept: 'application/ld+json' },
  });
  const { member } = (await response.json()) as { member: ListedJob[] };
  const job = member.find((j) => j.apply_on_site && (j.description?.length ?? 0) > 850);
  expect(job, 'a long listing that takes applications on the site').toBeDefined();
  return job!;
}

async function noScriptPage(browser: Browser, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const width of WIDTHS) {
  test(`without JavaScript the whole description shows, with no Read More and no Print (${width} px)`, async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, width);
    const job = await longJobTakingApplications(page);
    await page.goto(`/jobs/${job.id}/${job.slug}`);

    // The description is not clipped, and nothing offers to expand it.
    const description = page.locator('.read-more');
    await expect(description).toHaveAttribute('data-collapsed', 'true');
    const clipped = await description.evaluate((node) => node.scrollHeight > node.clientHeight + 1);
    expect(clipped, 'the description is clipped').toBe(false);
    await expect(page.getByRole('button', { name: 'Read More' })).toHaveCount(0);
    await expect(description).not.toHaveCSS('mask-image', /gradient/);

    // Print needs print(): it is not offered (the browser's own print remains).
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  });
}
