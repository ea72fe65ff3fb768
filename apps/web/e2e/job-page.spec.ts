import { hasNoSidewaysScroll } from './content-helpers.ts';
import { expect, expectNoAxeViolations, fetchJobs, test } from './fixtures.ts';
import { approvedListing, buyPackage, newConfirmedPoster } from './new-poster.ts';

test('a job page shows its details and exactly one valid JobPosting in JSON-LD', async ({
  page,
  baseURL,
}) => {
  const [job] = await fetchJobs(page, '/api/jobs?pageSize=1');
  expect(job).toBeDefined();
  const { id, slug, position, company_name } = job!;

  const response = await page.goto(`/jobs/${id}/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: position })).toBeVisible();
  await expect(page.getByText(company_name).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to apply' })).toBeVisible();
  await expect(page).toHaveTitle(`${position} at ${company_name} | Good Food Jobs`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/jobs/${id}/${slug}`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${position} at ${company_name}`,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(`${baseURL}/images/share-card.png`);
  const imageResponse = await page.request.get(image!);
  expect(imageResponse.headers()['content-type']).toBe('image/png');

  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const posting = JSON.parse((await scripts.textContent()) ?? '');
  expect(posting['@context']).toBe('https://schema.org');
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(position);
  expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: company_name });
  expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', value: String(id) });
  expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
  expect(typeof posting.description).toBe('string');
  expect(Boolean(posting.jobLocation) || posting.jobLocationType === 'TELECOMMUTE').toBe(true);

  await expectNoAxeViolations(page);
});

test('/jobs/{id} redirects permanently to the canonical address with the slug', async ({ page }) => {
  const [job] = await fetchJobs(page, '/api/jobs?pageSize=1');
  const response = await page.request.get(`/jobs/${job!.id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`/jobs/${job!.id}/${job!.slug}`);
});

test('pages are served with a nonce-based Content-Security-Policy', async ({ page }) => {
  const response = await page.request.get('/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the page scripts are sent compressed (brotli or gzip) and cached for good', async ({
  page,
  request,
}) => {
  const [job] = await fetchJobs(page, '/api/jobs?pageSize=1');
  const html = await (await request.get(`/jobs/${job!.id}/${job!.slug}`)).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(scripts[0]!, { headers: { 'accept-encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers().vary).toMatch(/accept-encoding/i);
  }
});

test('at 375 px an Apply on a long web address wraps inside its button', async ({ page, request }) => {
  await newConfirmedPoster(page);
  await buyPackage(page);
  const host = 'www.prairie-wind-grocery-cooperative-of-the-plains.example';
  const id = await approvedListing(page, request, {
    company_name: 'Prairie Wind Grocery Cooperative',
    company_email: 'jobs@prairie-wind.example',
    position: 'Web Designer',
    description: '<p>Design our member pages.</p>',
    city: 'Lincoln',
    state: 'NE',
    pay_period: 'hour',
    pay_min: 2500,
    how_to_apply_online: `https://${host}/apply`,
  });
  // A member on the apply page (guests sign in first; the dialog shows the same ways, with the
  // same styles). The button read "Apply on www.prairie…" on one line, up to 483 px wide on a
  // 375 px screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/jobs/${id}`);
  await page.goto(`${page.url()}/apply`);
  const link = page.getByRole('link', { name: `Apply on ${host}` });
  await expect(link).toBeVisible();
  const box = await link.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await hasNoSidewaysScroll(page)).toBe(true);
});
