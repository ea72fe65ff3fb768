import { expect, expectNoAxeViolations, test } from './fixtures.ts';

interface ListedJob {
  id: number;
  slug: string;
  company_name: string;
  company_url?: string;
}

test('a company page: reached from a job page, server-rendered with Organization JSON-LD, in the sitemap', async ({
  page,
}) => {
  const response = await page.request.get('/api/jobs?pageSize=50', {
    headers: { accept: 'application/ld+json' },
  });
  const { member } = (await response.json()) as { member: ListedJob[] };
  const job = member.find((j) => j.company_url);
  expect(job, 'a listed job with a company page').toBeDefined();
  if (!job?.company_url) return;

  await page.goto(`/jobs/${job.id}/${job.slug}`);
  await page.getByRole('article').getByRole('link', { name: job.company_name, exact: true }).click();
  await expect(page).toHaveURL(job.company_url);
  await expect(page.getByRole('heading', { level: 1, name: job.company_name })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Open listings/ })).toBeVisible();
  await expect(page.locator(`a[href="/jobs/${job.id}/${job.slug}"]`).first()).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: job.company_name,
  });
  expect(jsonLd.url).toMatch(new RegExp(`${job.company_url}$`));
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`${job.company_url}</loc>`);
  expect((await page.request.get('/companies/no-such-company-anywhere')).status()).toBe(404);
  // A slug longer than any: the API ignores a filter it cannot read; the page showed its first company.
  expect((await page.request.get(`/companies/${'a'.repeat(300)}`)).status()).toBe(404);
});
