import type { Browser, Page } from '@playwright/test';
import { asNewVisitor, expect, expectNoAxeViolations, test } from './fixtures.ts';
import { cartRead, waitForHydration } from './hydration.ts';
import { newConfirmedPoster } from './new-poster.ts';

// The job page without JavaScript: what it shows must work, and what only scripts can do must not
// be offered (docs/decisions/011). At a phone's width and a desktop's.
const WIDTHS = [375, 1280] as const;
const RESUME = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
};

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

/** A new job seeker, signed in in `page`'s browser context. */
async function signedInSeeker(page: Page): Promise<string> {
  const email = `jobpage-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.org`;
  const password = 'jobpage-pass-123';
  const created = await page.request.post('/api/users', {
    headers: asNewVisitor(),
    data: { email, password, password_confirm: password, identify_as: 'job seeker' },
  });
  expect(created.status()).toBe(201);
  const signedIn = await page.request.post('/api/login/check', { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  return password;
}

/** How many follows of `jobId` the signed-in visitor has, as the API says. */
async function followsOf(page: Page, jobId: number): Promise<number> {
  const response = await page.request.get(`/api/user-follow-jobs?job=/api/jobs/${jobId}`, {
    headers: { accept: 'application/ld+json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalItems: number }).totalItems;
}

async function noScriptPage(browser: Browser, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

for (const width of WIDTHS) {
  test(`without JavaScript the whole description shows, and every button left works (${width} px)`, async ({
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
    // Every button left on the page does something without scripts: it submits a form.
    const deadButtons = await page
      .locator('button')
      .evaluateAll((buttons) =>
        (buttons as HTMLButtonElement[])
          .filter((b) => b.checkVisibility() && !(b.type === 'submit' && b.form))
          .map((b) => b.textContent?.trim()),
      );
    expect(deadButtons).toEqual([]);
    await context.close();
  });
}

for (const width of WIDTHS) {
  test(`without JavaScript Favorite posts to the job page: a guest signs in, a member favorites (${width} px)`, async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, width);
    const job = await longJobTakingApplications(page);
    const jobPath = `/jobs/${job.id}/${job.slug}`;
    await page.goto(jobPath);
    const heart = page.getByRole('button', { name: /^Favorite/ });
    await heart.click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(jobPath);

    await signedInSeeker(page);
    await page.goto(jobPath);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveText('Favorited');
    expect(new URL(page.url()).pathname).toBe(jobPath);
    expect(await followsOf(page, job.id)).toBe(1);
    // And off again.
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(await followsOf(page, job.id)).toBe(0);
    await context.close();
  });

  test(`Favorite after the session ended in another tab asks to sign in, then favorites (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const job = await longJobTakingApplications(page);
    const email = await seekerWithEndingSession(page);
    await openSignedInJobPage(page, job);
    // Signed out elsewhere: this tab still shows the account, but has no session any more.
    await page.context().clearCookies();
    await page.evaluate(() => {
      (window as { stillThisPage?: boolean }).stillThisPage = true;
    });
    const heart = page.getByRole('button', { name: /^Favorite/ });
    await heart.click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await expect(page.locator('.favorite-heart')).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);

    // Signing in finishes what was asked for, as for a guest.
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel('Password').fill('ended-pass-123');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'LIKE THIS JOB?' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.favorite-heart')).toHaveAttribute('aria-pressed', 'true');
    expect(await followsOf(page, job.id)).toBe(1);
  });
}

test('Unfavorite after the session ended in another tab asks to sign in, then unfavorites', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const job = await longJobTakingApplications(page);
  const email = await seekerWithEndingSession(page);
  await openSignedInJobPage(page, job);
  const heart = page.locator('.favorite-heart');
  await heart.click();
  const liked = page.getByRole('dialog', { name: 'LIKE THIS JOB?' });
  await expect(liked).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(liked).toBeHidden();
  expect(await followsOf(page, job.id)).toBe(1);
  await page.context().clearCookies();
  await heart.click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Signing in finishes the click the way it went: the job is no longer a favorite.
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('ended-pass-123');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'CHANGED YOUR MIND?' })).toBeVisible({ timeout: 15_000 });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  expect(await followsOf(page, job.id)).toBe(0);
});

/**
 * The job page, hydrated, once the page's own signed-in requests are done: the header reads the
 * cart once the page is idle, and a 401 there (the session ended) reloads the page signed out.
 */
async function openSignedInJobPage(page: Page, job: ListedJob) {
  const cart = cartRead(page);
  await page.goto(`/jobs/${job.id}/${job.slug}`);
  await waitForHydration(page, '.favorite-heart');
  expect((await cart).status()).toBe(200);
}

/** A new job seeker signed in in `page`'s context (password `ended-pass-123`): its email. */
async function seekerWithEndingSession(page: Page): Promise<string> {
  const email = `ended-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.org`;
  const created = await page.request.post('/api/users', {
    headers: asNewVisitor(),
    data: {
      email,
      password: 'ended-pass-123',
      password_confirm: 'ended-pass-123',
      identify_as: 'job seeker',
    },
  });
  expect(created.status()).toBe(201);
  expect(
    (await page.request.post('/api/login/check', { data: { email, password: 'ended-pass-123' } })).status(),
  ).toBe(200);
  return email;
}

for (const width of WIDTHS) {
  test(`without JavaScript Apply Now leads to the apply page, where the application is sent (${width} px)`, async ({
    browser,
    page: setup,
  }) => {
    test.setTimeout(60_000);
    const job = await longJobTakingApplications(setup);
    const jobPath = `/jobs/${job.id}/${job.slug}`;
    const guest = await noScriptPage(browser, width);
    await guest.page.goto(jobPath);
    await guest.page.getByRole('button', { name: 'Apply Now' }).click();
    await expect(guest.page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(guest.page.url()).searchParams.get('redirect')).toBe(`${jobPath}/apply`);
    await guest.context.close();

    // A confirmed member (made with scripts on, as the mailbox link needs), then without scripts.
    const email = await newConfirmedPoster(setup);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
      storageState: await setup.context().storageState(),
    });
    const page = await context.newPage();
    await page.goto(jobPath);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    expect(new URL(page.url()).pathname).toBe(`${jobPath}/apply`);
    await expect(page.getByRole('heading', { level: 1, name: /^Apply: / })).toBeVisible();
    const form = page.getByRole('region', { name: 'Apply here' });
    // The member's details come filled in from the server, as the pop-up fills them in the browser.
    await expect(form.getByLabel('Your email')).toHaveValue(email);
    await expect(form.getByLabel('Your name')).not.toHaveValue('');

    // The rules answer on the page: no resume.
    await form.getByLabel('Your name').fill('No Script');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Please attach your resume.')).toBeVisible();

    await page.getByLabel('Your name').fill('No Script');
    await page.getByLabel('Resume').setInputFiles(RESUME);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your application has been sent.')).toBeVisible();
    // The job page now says so.
    await page.getByRole('link', { name: 'Back to the job' }).click();
    await expect(page.getByText(/^You applied on /)).toBeVisible();
    // So does Email a friend's page.
    await page.getByRole('button', { name: 'Email a friend' }).click();
    await expect(page.getByLabel('Your email')).toHaveValue(email);
    await expect(page.getByLabel('Your name')).not.toHaveValue('');
    await context.close();
  });

  test(`without JavaScript Email a friend leads to its own page, which sends it (${width} px)`, async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, width);
    const job = await longJobTakingApplications(page);
    const jobPath = `/jobs/${job.id}/${job.slug}`;
    await page.goto(jobPath);
    await page.getByRole('button', { name: 'Email a friend' }).click();
    expect(new URL(page.url()).pathname).toBe(`${jobPath}/email`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A guest's fields start empty.
    await expect(page.getByLabel('Your name')).toHaveValue('');
    await expect(page.getByLabel('Your email')).toHaveValue('');
    // A bad address is answered on the page, with the rule's message.
    await page.getByLabel('Your name').fill('No Script');
    await page.getByLabel('Your email').fill('noscript@example.org');
    await page.getByLabel('Your friend’s email').fill('not-an-address');
    await page.getByLabel('Message').fill('Look at this one.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.field__error')).toHaveCount(1);
    await expect(page.getByLabel('Your friend’s email')).toHaveAttribute('aria-invalid', 'true');

    const friend = `friend-${Date.now()}@example.org`;
    await page.getByLabel('Your friend’s email').fill(friend);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(`we emailed ${friend} a link to this job`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to the job' }).click();
    expect(new URL(page.url()).pathname).toBe(jobPath);
    await context.close();
  });
}

test('the apply and email pages are accessible, and with scripts they send through the API', async ({
  page,
}) => {
  const job = await longJobTakingApplications(page);
  const jobPath = `/jobs/${job.id}/${job.slug}`;
  await page.goto(`${jobPath}/email`);
  await waitForHydration(page, 'form.auth-form');
  await expectNoAxeViolations(page);
  await page.getByLabel('Your name').fill('With Script');
  await page.getByLabel('Your email').fill('script@example.org');
  const friend = `scripted-${Date.now()}@example.org`;
  await page.getByLabel('Your friend’s email').fill(friend);
  await page.getByLabel('Message').fill('Look at this one.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`we emailed ${friend} a link to this job`)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`${jobPath}/email`);

  await newConfirmedPoster(page);
  await page.goto(`${jobPath}/apply`);
  await expect(page.getByRole('heading', { level: 1, name: /^Apply: / })).toBeVisible();
  await expectNoAxeViolations(page);
});
