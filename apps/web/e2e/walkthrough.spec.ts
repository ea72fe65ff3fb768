import type { Page } from '@playwright/test';
import type { ApiJob } from './api-job.ts';
import { asNewVisitor, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

// The fixes from walking the site as a new user (issue 11), each checked in the browser. Each test
// uses its own demo account, so the specs can run in parallel.
const PASSWORD = 'good-food-demo';
const RESUME = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/login/check', { data: { email, password: PASSWORD } });
  expect(response.status(), `sign in ${email}`).toBe(200);
}

async function apiGet<T>(page: Page, path: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await page.request.get(path, { headers: { accept: 'application/ld+json', ...headers } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function openJobs(page: Page, query: string): Promise<ApiJob[]> {
  const body = await apiGet<{ member: ApiJob[] }>(page, `/api/jobs/search?${query}`);
  return body.member.filter((job) => job.status === 'approved' && !job.past_deadline);
}

/** The links of every confirmation email to `to`, oldest first (the local-mode mailbox). */
async function confirmationLinks(page: Page, to: string, count: number): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const list = await (await page.request.get('/dev/mailbox')).text();
        const rows = [
          ...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="(\/dev\/mailbox\/(\d+))">/g),
        ]
          .filter(([, rowTo]) => rowTo === to)
          .sort((a, b) => Number(a[3]) - Number(b[3]));
        links = [];
        for (const row of rows) {
          const html = (await (await page.request.get(row[2] as string)).text()).replace(/&amp;/g, '&');
          const match = html.match(/https?:\/\/[^\s"<]+\/confirm-email\?token=[A-Za-z0-9_-]+/);
          if (match) links.push(new URL(match[0]).pathname + new URL(match[0]).search);
        }
        return links.length;
      },
      { timeout: 15_000 },
    )
    .toBe(count);
  return links;
}

test('Account Info loads the stored profile as saved, saves it unchanged, and offers one clear list each', async ({
  page,
}) => {
  await signIn(page, 'june@goodfoodjobs.local');
  await page.goto('/account/details');
  await page.getByRole('button', { name: 'Tell Us About You' }).click();
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('United States');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toHaveValue('Oregon');
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
  await expect(page.getByRole('combobox', { name: 'Gender' }).getByRole('option')).toHaveText([
    'Choose one',
    'Female',
    'Male',
    'Transgender',
    'None of these',
    'Prefer not to say',
  ]);
  await expect(page.getByRole('combobox', { name: 'Ethnicity' }).getByRole('option')).toContainText([
    'Black or African American',
  ]);
  await waitForHydration(page, '.account-form button[type="submit"]');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your account details have been updated successfully.')).toBeVisible();
  await expect(page.getByText('Invalid selection')).toHaveCount(0);
  // New password and its confirmation line up, hint or not.
  const [password, confirm] = await Promise.all([
    page.getByLabel('New password', { exact: true }).boundingBox(),
    page.getByLabel('Confirm new password').boundingBox(),
  ]);
  expect(password?.y).toBe(confirm?.y);
  // The account pages' own navigation, the current page marked.
  const nav = page.getByRole('navigation', { name: 'My Account' });
  await expect(nav.getByRole('link')).toHaveText([
    /^Job Listings/,
    /^Favorites/,
    /^Job Packages/,
    /^Email Alerts/,
    'Account Info',
  ]);
  await expect(nav.getByRole('link', { name: 'Account Info' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  // Tabs on a phone, inside the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await nav.getByRole('link', { name: /^Favorites/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone, a modal opened from the menu closes the menu first and gives focus back to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page, '.site-header__toggle');
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('.site-header__toggle')).toHaveAttribute('aria-expanded', 'false');
  const logo = await page.locator('.site-header__brand').boundingBox();
  expect(logo?.x).toBeGreaterThanOrEqual(0);
  expect(logo?.y).toBeGreaterThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('a guest’s Favorite and Apply Now are finished after signing in', async ({ page }) => {
  test.setTimeout(90_000);
  const job = (await openJobs(page, 'categories[]=1&pageSize=50')).find((j) => j.apply_on_site);
  if (!job) throw new Error('no open job taking applications on the site');
  const jobPath = `/jobs/${job.id}/${job.slug}`;

  // Favorite, as a guest: the sign-in modal (with its link to register), then the job favorited.
  await page.goto(jobPath);
  await waitForHydration(page, '.favorite-heart');
  await page.getByRole('button', { name: 'Favorite' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog.getByRole('link', { name: 'not a member yet? join us' })).toBeVisible();
  await signInDialog.getByLabel('Email').fill('grace@goodfoodjobs.local');
  await signInDialog.getByLabel('Password').fill(PASSWORD);
  await signInDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'LIKE THIS JOB?' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.favorite-heart')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');

  // Apply Now, as a guest: the sign-in modal, not Join; once signed in the ways to apply open.
  // Leave the page before dropping the cookies: a signed-in page that finds its session gone
  // reloads itself, and that reload would race the navigation below.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(jobPath);
  await waitForHydration(page, '.how-to-apply__cta');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const again = page.getByRole('dialog', { name: 'Sign in' });
  await expect(again).toBeVisible();
  await again.getByLabel('Email').fill('dev@goodfoodjobs.local');
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Sign in' }).click();
  const apply = page.getByRole('dialog', { name: `Apply: ${job.position}` });
  await expect(apply).toBeVisible({ timeout: 15_000 });
  // Filled in for a signed-in user.
  await expect(apply.getByLabel('Your email')).toHaveValue('dev@goodfoodjobs.local');
  await expect(apply.getByLabel('Your name')).toHaveValue('Dev');
  await apply.getByLabel('Resume').setInputFiles(RESUME);
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply.getByText('Your application has been sent.')).toBeVisible();
  await page.keyboard.press('Escape');
  // The page now says so, where Apply Now was, and a second application is refused.
  const applied = page.getByText(/^You applied on [A-Z][a-z]{2}, \d{2} \d{4}\.$/);
  await expect(applied).toBeVisible();
  await expect(applied).toBeFocused();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const second = await page.request.post(`/api/jobs/${job.id}/applications`, {
    multipart: { _token: csrf.token, name: 'Dev', email: 'dev@goodfoodjobs.local', resume: RESUME },
  });
  expect(second.status()).toBe(409);
  expect(((await second.json()) as { detail: string }).detail).toMatch(
    /^You already applied to this job on /,
  );
});

test('expired and filled jobs show their status and no way to apply', async ({ page }) => {
  const staff = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: PASSWORD },
  });
  const { token } = (await staff.json()) as { token: string };
  const bearer = { authorization: `Bearer ${token}` };
  for (const status of ['expired', 'filled']) {
    const { member } = await apiGet<{ member: ApiJob[] }>(
      page,
      `/api/jobs?status[]=${status}&pageSize=1`,
      bearer,
    );
    const job = member[0];
    if (!job) throw new Error(`no ${status} job`);
    await page.context().clearCookies();
    await page.goto(`/jobs/${job.id}/${job.slug}`);
    const section = page.locator('#how-to-apply');
    await expect(section.getByRole('status')).toHaveText(
      status === 'filled' ? 'Position filled' : 'This listing has expired',
    );
    await expect(section.getByRole('button', { name: 'Apply Now' })).toHaveCount(0);
    await expect(section).not.toContainText(/apply on|Apply Now|By phone|In person/);
    await expect(section.getByRole('link', { name: 'See open jobs like it' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('confirmation links say when the account is already confirmed, and when a newer link replaced them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `walk-${Date.now()}@example.org`;
  const created = await page.request.post('/api/users', {
    headers: asNewVisitor(),
    data: { email, password: 'walk-pass-1', password_confirm: 'walk-pass-1', identify_as: 'job seeker' },
  });
  expect(created.status()).toBe(201);
  await page.request.post('/api/login/check', { data: { email, password: 'walk-pass-1' } });
  const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
  const resent = await page.request.post('/api/email-confirmation/resend', {
    form: { _token: csrf.token, confirm: 'true' },
  });
  expect(resent.status()).toBe(200);
  const [first, second] = await confirmationLinks(page, email, 2);
  if (!first || !second) throw new Error('two confirmation emails expected');

  await page.goto(first);
  await expect(page.getByRole('heading', { level: 1, name: 'This link was replaced' })).toBeVisible();
  await expect(page.getByText(/replaced by a newer one/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(second);
  await expect(page.getByRole('dialog', { name: 'Thanks for joining us!' })).toBeVisible();
  for (const link of [second, first]) {
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your email is already confirmed' }),
    ).toBeVisible();
    await expect(page.getByText('Your email address is already confirmed.')).toBeVisible();
  }
  await expect(page.getByText(/already been used/)).toHaveCount(0);
});

test('search edge cases: past the last page, outside the US, the way back from a job, phones', async ({
  page,
}) => {
  await page.goto('/search?page=99');
  await expect(page.getByRole('heading', { name: 'There is no page 99' })).toBeVisible();
  const last = page.getByRole('link', { name: /^Go to page \d+$/ });
  await last.click();
  await expect(page.locator('.result-list li').first()).toBeVisible();
  await expect(page).toHaveURL(/page=\d+/);

  // Outside the US clears a chosen region, as it clears zip and distance.
  await page.goto('/search?regions[]=west&categories[]=1');
  await waitForHydration(page, 'input[name="outside"]');
  await page.getByRole('checkbox', { name: 'Outside the US' }).check();
  await expect(page).toHaveURL(/outside=1/);
  await expect(page).not.toHaveURL(/regions/);
  await expect(page.getByRole('heading', { name: 'No exact matches' })).toHaveCount(0);

  // A result's job page links back to this very search.
  await page.goto('/search?categories[]=3&sort=date_added.asc');
  await waitForHydration(page, '.job-card__link');
  await page.locator('.job-card__link').first().click();
  await expect(page).toHaveURL(/\/jobs\/\d+\//);
  await expect(page.locator('.job__back')).toHaveAttribute(
    'href',
    '/search?categories[]=3&sort=date_added.asc',
  );

  // Phones: the results before the save-search card, the active filters counted on the button.
  await signIn(page, 'lena@goodfoodjobs.local');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/search?categories[]=1&categories[]=3&date_posted=month');
  await expect(page.getByRole('button', { name: 'Filters 3 active' })).toBeVisible();
  const firstResult = await page.locator('.result-list li').first().boundingBox();
  const saveCard = await page.locator('.save-search').boundingBox();
  expect(firstResult && saveCard && firstResult.y < saveCard.y).toBe(true);
  expect(firstResult?.y ?? 1000).toBeLessThan(800);
  await expectNoAxeViolations(page);
});

test('the home slider’s captions sit under their pictures; the hero search box and the region map answer the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  const slide = page.locator('.home-slide__link').first();
  const picture = await slide.locator('img').boundingBox();
  const caption = await slide.locator('.home-slide__caption').boundingBox();
  expect(picture && caption && caption.y >= picture.y + picture.height - 0.5).toBe(true);
  const headings = await page.locator('.home-slide__subheading').allTextContents();
  expect(new Set(headings).size).toBe(headings.length);

  // The hero search box shows the focus ring every other control has.
  await page.locator('#hero-keywords').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.locator('#hero-keywords')).toBeFocused();
  await expect
    .poll(() => page.locator('.hero-search').evaluate((element) => getComputedStyle(element).boxShadow))
    .toContain('rgb(31, 81, 41)');

  // Escape closes the open region map (on /search the bar itself stays).
  await page.goto('/search');
  await waitForHydration(page, '.search-bar__region-toggle');
  const toggle = page.getByRole('button', { name: 'search by region' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: 'West', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Only a job's address speaks of a listing taken down.
  await page.goto('/no-such-page');
  await expect(page.getByText(/The link may be old or mistyped\./)).toBeVisible();
  await expect(page.getByText(/taken down/)).toHaveCount(0);
});
