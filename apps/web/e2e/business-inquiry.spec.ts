import type { Page } from '@playwright/test';
import type { ApiJob } from './api-job.ts';
import { readMailTo } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { newConfirmedPoster } from './new-poster.ts';

// A business for sale is not a job (decision 073): its page offers Inquire Now, the form asks for
// a message to the seller and no resume, and the seller's email is an inquiry, not an application.

const PASSWORD = 'good-food-demo';

/** Listed businesses for sale (job type 7): open and sold. */
async function listedBusinesses(page: Page): Promise<ApiJob[]> {
  const response = await page.request.get('/api/jobs/search?types[]=7&pageSize=50', {
    headers: { accept: 'application/ld+json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { member: ApiJob[] }).member;
}

/** Open businesses for sale that take inquiries through the site. */
async function businessesTakingInquiries(page: Page): Promise<ApiJob[]> {
  const member = await listedBusinesses(page);
  const open = member.filter((job) => job.status === 'approved' && !job.past_deadline && job.apply_on_site);
  expect(open.length, 'demo businesses for sale taking inquiries here').toBeGreaterThan(1);
  for (const job of open) expect(job.post_type?.id).toBe(2);
  return open;
}

/** The listing's inquiry address: private to its poster and staff. */
async function sellerAddress(page: Page, jobId: number): Promise<string> {
  const staff = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: PASSWORD },
  });
  const token = (await staff.json()).token as string;
  const managed = await page.request.get(`/api/jobs/${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await managed.json()).how_to_apply_email as string;
}

test('a business for sale is inquired about: Inquire Now, a message to the seller, no resume, an inquiry email', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const [listing] = await businessesTakingInquiries(page);
  if (!listing) throw new Error('no business for sale taking inquiries');
  // An account of the test's own: one inquiry per person and listing.
  const email = await newConfirmedPoster(page);
  await page.goto(`/jobs/${listing.id}/${listing.slug}`);
  const section = page.locator('#how-to-apply');
  await expect(section.getByRole('heading', { name: 'How to inquire' })).toBeVisible();
  await expect(section).not.toContainText(/appl(y|ied|ication)|resume/i);
  const inquire = section.getByRole('button', { name: 'Inquire Now' });
  await page.waitForFunction(() => {
    const button = document.querySelector('.how-to-apply__cta');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
  await inquire.click();
  const dialog = page.getByRole('dialog', { name: `Inquire: ${listing.position}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toContainText(/appl(y|ied|ication)|resume/i);
  await expect(dialog.getByLabel(/Resume/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Your name').fill('Sam Rivers');
  await dialog.getByLabel('Your email').fill(email);
  await dialog.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(dialog.getByText('Please write your message to the seller.')).toBeVisible();
  await dialog.getByLabel('Your message to the seller').fill('Is the walk-in cooler part of the sale?');
  await dialog.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(dialog.getByText('Your message has been sent to the seller.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(section.getByText(/^You inquired on /)).toBeVisible();
  // The inquiry page (the modal's twin for browsers without JavaScript) passes axe too.
  await page.goto(`/jobs/${listing.id}/${listing.slug}/apply`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inquire: ${listing.position}`);
  await expect(page.getByText(/^You inquired on /)).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await readMailTo(
    page,
    await sellerAddress(page, listing.id),
    /^Inquiry about .*: Sam Rivers$/,
  );
  expect(mail).toContain('sent you an inquiry through Good Food Jobs about your business for sale');
  expect(mail).toContain('Is the walk-in cooler part of the sale?');
  expect(mail).not.toMatch(/appl(y|ied|ication)|resume/i);
});

test('without JavaScript the inquiry page sends the message the same way', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const listings = await businessesTakingInquiries(page);
  const listing = listings[1];
  if (!listing) throw new Error('no second business for sale taking inquiries');
  const email = await newConfirmedPoster(page);
  await page.goto(`/jobs/${listing.id}/${listing.slug}`);
  await page.getByRole('button', { name: 'Inquire Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${listing.id}/${listing.slug}/apply\\??$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Inquire: ${listing.position}`);
  await expect(page).toHaveTitle(`Inquire: ${listing.position} | Good Food Jobs`);
  await expect(page.getByRole('heading', { name: 'Ways to inquire' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/appl(y|ied|ication)|resume/i);
  await page.getByLabel('Your name').fill('Robin Garden');
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Please write your message to the seller.')).toBeVisible();
  await page.getByLabel('Your message to the seller').fill('We run a bakery nearby and would like to visit.');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Your message has been sent to the seller.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the listing' })).toBeVisible();
  await context.close();
});

test('a business no longer for sale sends its reader on to businesses for sale, not to jobs', async ({
  page,
}) => {
  const sold = (await listedBusinesses(page)).find((job) => job.status === 'filled');
  if (!sold) throw new Error('the demo data has no business for sale marked sold');
  await page.goto(`/jobs/${sold.id}/${sold.slug}`);
  const section = page.locator('#how-to-apply');
  await expect(section.getByRole('status')).toHaveText('No longer for sale');
  await expect(section).toContainText('This listing no longer takes inquiries.');
  await section.getByRole('link', { name: 'See businesses for sale' }).click();
  await expect(page).toHaveURL(/\/search\?types(\[\]|%5B%5D)=7$/);
  await expect(page.getByRole('checkbox', { name: 'Business for sale' })).toBeChecked();
  const cards = page.locator('main article');
  await expect(cards.first()).toBeVisible();
});
