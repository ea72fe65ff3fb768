import type { Page } from '@playwright/test';
import type { ApiJob } from './api-job.ts';
import { asNewVisitor, expect, expectNoAxeViolations, isolated, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { newSeekerWithLists } from './seeker-lists.ts';

// Demo accounts (apps/api/src/db/seed/demo-users.ts): all confirmed, one password. Each test uses
// its own user so the specs can run in parallel.
const PASSWORD = 'good-food-demo';

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/login/check', { data: { email, password: PASSWORD } });
  expect(response.status(), `sign in ${email}`).toBe(200);
}

/** Starts from no favorites (the specs may run again against a server kept running). */
async function unfollowAll(page: Page) {
  const list = await page.request.get('/api/user-follow-jobs?pageSize=100', {
    headers: { accept: 'application/ld+json' },
  });
  expect(list.status()).toBe(200);
  const { member } = (await list.json()) as { member: Array<{ '@id': string }> };
  for (const follow of member) {
    const csrf = (await (await page.request.get('/api/csrf-token')).json()) as { token: string };
    await page.request.delete(follow['@id'], { headers: { 'x-csrf-token': csrf.token } });
  }
}

/** Listed, open jobs from the search API. */
async function openJobs(page: Page, query: string): Promise<ApiJob[]> {
  const response = await page.request.get(`/api/jobs/search?${query}`, {
    headers: { accept: 'application/ld+json' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { member: ApiJob[] };
  return body.member.filter((job) => job.status === 'approved' && !job.past_deadline);
}

/** The newest local-mode mailbox message to `to` whose subject matches, as its page's text. */
async function readMail(page: Page, to: string, subject: RegExp, timeout = 15_000): Promise<string> {
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
        const decode = (s: string) =>
          s
            .replace(/&amp;/g, '&')
            .replace(/&quot;/g, '"')
            .replace(/&#x27;/g, "'");
        const row = rows.find(
          ([, rowTo, , rowSubject]) => rowTo === to && subject.test(decode(rowSubject ?? '')),
        );
        if (!row?.[2]) return false;
        text = decode(await (await page.request.get(row[2])).text());
        return true;
      },
      { timeout },
    )
    .toBe(true);
  return text;
}

test('favorite a job: guests are asked to sign in, members follow and unfollow, the favorites table', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [job] = await openJobs(page, 'categories[]=3&pageSize=10');
  expect(job).toBeDefined();
  if (!job) return;
  const jobPath = `/jobs/${job.id}/${job.slug}`;

  await page.goto(jobPath);
  await waitForHydration(page, '.favorite-heart');
  const heart = page.getByRole('button', { name: /^Favorite/ });
  // While a dialog is open the page behind it is hidden from the accessibility tree.
  const heartElement = page.locator('.favorite-heart');
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signIn(page, 'june@goodfoodjobs.local');
  await unfollowAll(page);
  await page.goto(jobPath);
  await waitForHydration(page, '.favorite-heart');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // With the keyboard: focus the heart and press Enter.
  await heart.focus();
  await page.keyboard.press('Enter');
  const liked = page.getByRole('dialog', { name: 'LIKE THIS JOB?' });
  await expect(liked).toBeVisible();
  await expect(heartElement).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(heart).toBeFocused();
  // The account menu's favorites count follows at once.
  await page.getByRole('button', { name: /june/ }).click();
  await expect(page.getByRole('menuitem', { name: /Favorites/ })).toContainText('1');
  await page.keyboard.press('Escape');

  // Off again: "CHANGED YOUR MIND?", then on once more for the favorites page.
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'CHANGED YOUR MIND?' })).toBeVisible();
  await expect(heartElement).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Close' }).click();
  await heart.click();
  await liked.getByRole('link', { name: 'See my favorites' }).click();

  await expect(page).toHaveURL(/\/account\/seekers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(job.position) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Job Title',
    'Company',
    'Posted',
    'Status',
    'Delete',
  ]);
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^[A-Z][a-z]{2}, \d{2} \d{4}$/);
  await expectNoAxeViolations(page);
  // On a phone the table becomes stacked cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The two-step delete, with the keyboard.
  await waitForHydration(page, '.confirm-delete__trash');
  await row.getByRole('button', { name: `Delete ${isolated(job.position)}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Are you sure you want to delete?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter'); // NO has the focus: nothing is deleted
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${isolated(job.position)}` }).click();
  // The row goes at once (optimistic); the job page below is read once the API has answered.
  const unfollowed = page.waitForResponse(
    (response) =>
      response.request().method() === 'DELETE' && response.url().includes('/api/user-follow-jobs/'),
  );
  await page.getByRole('button', { name: 'YES' }).click();
  await expect(row).toHaveCount(0);
  expect((await unfollowed).ok()).toBe(true);
  await expect(page.getByText('You are not following any jobs yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search jobs now.' })).toHaveAttribute('href', '/search');
  await expectNoAxeViolations(page);

  await page.goto(jobPath);
  await expect(page.getByRole('button', { name: /^Favorite/ })).toHaveAttribute('aria-pressed', 'false');
});

test('a delete in the account lists moves focus on and says what it did, never dropping focus to the page', async ({
  page,
}) => {
  await newSeekerWithLists(page, 2);
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.className ?? '';
    });
  const rows = page.locator('.account-table tbody tr');
  const deleteRow = async (label: string) => {
    await page.getByRole('button', { name: `Delete ${isolated(label)}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'YES' }).focus();
    await page.keyboard.press('Enter');
  };

  for (const { path, said } of [
    {
      path: '/account/seekers',
      said: (label: string) => `“\u2068${label}\u2069” was removed from your favorites.`,
    },
    {
      path: '/account/seekers/saved-searches',
      said: (label: string) => `The saved search “\u2068${label}\u2069” was deleted.`,
    },
  ]) {
    await page.goto(path);
    await waitForHydration(page, '.confirm-delete__trash');
    const [first = '', second = ''] = (await rows.locator('th').allInnerTexts()).map((text) => text.trim());
    // The row goes: focus moves to the delete button now in its place, and the outcome is announced.
    await deleteRow(first);
    await expect(page.getByRole('status').filter({ hasText: said(first) })).toBeVisible();
    await expect.poll(focused).toBe(`Delete ${isolated(second)}`);
    // The last row goes: focus moves to the empty list's message.
    await deleteRow(second);
    await expect(page.getByRole('status').filter({ hasText: said(second) })).toBeVisible();
    await expect.poll(focused).toBe('account-empty');
    await expectNoAxeViolations(page);
  }
});

test('the account pages send guests to sign in', async ({ page }) => {
  await page.goto('/account/seekers/saved-searches');
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fseekers%2Fsaved-searches/);
});

/** The signed-in user's saved search named `name`, from the API. */
async function savedSearchNamed(page: Page, name: string) {
  const list = await page.request.get('/api/saved-searches?pageSize=100', {
    headers: { accept: 'application/ld+json' },
  });
  expect(list.status()).toBe(200);
  const { member } = (await list.json()) as { member: Array<{ name: string; status: string }> };
  return member.find((search) => search.name === name);
}

test('save a search, manage it, get its daily alert, and unsubscribe from the email’s link', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now() % 100000;
  const name = `Orchard alerts ${stamp}`;
  const second = `Apple picks ${stamp}`;
  const searchPath = '/search?categories[]=1&types[]=1';
  // A guest names the search and is asked to sign in; signing in finishes the save (the page
  // reloads on the same search and shows the confirmation).
  await page.goto(searchPath);
  await waitForHydration(page, '.save-search button[type="submit"]');
  const form = page.locator('.save-search');
  await form.getByLabel('Name this search').fill(name);
  await form.getByRole('button', { name: 'Save search' }).click();
  const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signInDialog).toBeVisible();
  await signInDialog.getByLabel('Email').fill('grace@goodfoodjobs.local');
  await signInDialog.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    page.waitForEvent('load'),
    signInDialog.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await waitForHydration(page, '.save-search');
  await expect(page.getByRole('heading', { name: 'your search has been saved.' })).toBeFocused();
  await expect(page.getByText('Your search has been saved successfully.')).toBeVisible();
  await expect(
    page.getByText('Create another, or visit the My Account area to manage your search.'),
  ).toBeVisible();
  await expect(form.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  expect(new URL(page.url()).pathname + decodeURIComponent(new URL(page.url()).search)).toBe(searchPath);
  expect((await savedSearchNamed(page, name))?.status).toBe('active');
  await expectNoAxeViolations(page);

  // Signed in, the form checks the name before saving another.
  await waitForHydration(page, '.save-search button');
  await form.getByRole('button', { name: 'Create another' }).click();
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(form.getByText('Must be 3 or more characters long')).toBeVisible();
  // The field holds the spec's 38 characters at most (the API says "Must be 38 or fewer
  // characters long" to anything longer).
  await form.getByLabel('Name this search').fill('x'.repeat(39));
  await expect(form.getByLabel('Name this search')).toHaveValue('x'.repeat(38));
  await form.getByLabel('Name this search').fill(second);
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Your search has been saved successfully.')).toBeVisible();

  await page.goto('/account/seekers/saved-searches');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', /^\/search\?.*categories/);
  await expect(page.getByRole('columnheader')).toHaveText(['Search Title', 'Modified', 'Status', 'Delete']);
  await expectNoAxeViolations(page);
  // The status checkbox: off, persisted, on again.
  await waitForHydration(page, '.alert-toggle input');
  const toggle = row.getByRole('checkbox');
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  await expect(toggle).toBeEnabled();
  await page.reload();
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await waitForHydration(page, '.alert-toggle input');
  await row.getByRole('checkbox').check();
  await expect(row.getByRole('checkbox')).toBeEnabled();

  // A new matching job is published (a local-mode tool copies a listed one), then the daily
  // digest runs: the alert arrives, and a second run sends nothing new.
  const [source] = await openJobs(page, 'categories[]=1&types[]=1&pageSize=5');
  expect(source).toBeDefined();
  const position = `Orchard Lead ${Date.now()}`;
  const copy = await page.request.post(`/dev/jobs/${source?.id}/copies`, { data: { position } });
  expect(copy.status()).toBe(201);
  const run = await page.request.post('/dev/job-alerts/run');
  expect(run.status()).toBe(200);
  const mail = await readMail(
    page,
    'grace@goodfoodjobs.local',
    new RegExp(`New jobs for your search “${name}”`),
  );
  expect(mail).toContain(position);
  expect(mail).toContain('ref=job-alert');

  // The email's unsubscribe link opens the site's page, which names the search and asks first:
  // opening it (as a mail scanner would) changes nothing.
  const link = /https?:\/\/[^\s"<]+\/alerts\/unsubscribe\?token=[\w.-]+/.exec(mail)?.[0];
  expect(link, 'the unsubscribe link in the email').toBeDefined();
  const { pathname, search } = new URL(link as string);
  const token = new URLSearchParams(search).get('token') ?? '';
  // The link in emails sent before this page existed goes there too.
  await page.goto(`/api/saved-searches/unsubscribe?token=${token}`);
  await expect(page).toHaveURL(`${pathname}${search}`);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from a job alert' })).toBeVisible();
  await expect(
    page.getByText(`Stop the daily email of new jobs for your saved search ${name}?`),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect((await savedSearchNamed(page, name))?.status).toBe('active');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You will no longer receive job alerts for this search.' }),
  ).toBeVisible();
  await expect(page.getByText(`Saved search: ${name}`)).toBeVisible();
  expect((await savedSearchNamed(page, name))?.status).toBe('inactive');
  // The way back: the saved searches page, where the alert shows off and turns on again.
  await page.getByRole('link', { name: 'your saved searches' }).click();
  await expect(page).toHaveURL(/\/account\/seekers\/saved-searches$/);
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('checkbox')).not.toBeChecked();

  // A tampered link is refused plainly (no error page, nothing changed).
  const tampered = await page.goto(
    `${pathname}?token=${token.replace(/\.[\w-]+$/, '.forged-signature-value-xx')}`,
  );
  expect(tampered?.status()).toBe(200);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  // So is an unreadable one (the API answers 400 for a NUL byte): not "try again later".
  await page.goto(`${pathname}?token=%00`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid.' }),
  ).toBeVisible();

  // Without JavaScript the button still works (a plain form post), here for the second search.
  const other = await readMail(
    page,
    'grace@goodfoodjobs.local',
    new RegExp(`New jobs for your search “${second}”`),
  );
  const otherLink = /https?:\/\/[^\s"<]+\/alerts\/unsubscribe\?token=[\w.-]+/.exec(other)?.[0] ?? '';
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(otherLink);
  await expect(
    plain.getByText(`Stop the daily email of new jobs for your saved search ${second}?`),
  ).toBeVisible();
  await plain.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(plain.getByText('You will no longer receive job alerts for this search.')).toBeVisible();
  await noScript.close();
  expect((await savedSearchNamed(page, second))?.status).toBe('inactive');
});

test('a guest who joins from “Save search” comes back to the search with it saved', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Cider jobs ${Date.now() % 100000}`;
  await page.goto('/search?categories[]=2');
  await waitForHydration(page, '.save-search button[type="submit"]');
  const form = page.locator('.save-search');
  await form.getByLabel('Name this search').fill(name);
  await form.getByRole('button', { name: 'Save search' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('link', { name: 'not a member yet? join us' })
    .click();
  const join = page.getByRole('dialog', { name: 'Join' });
  await join.getByLabel('Email').fill(`saver-${Date.now()}@example.org`);
  await join.getByLabel('Password', { exact: true }).fill('saver-pass-123');
  await join.getByLabel('Confirm password').fill('saver-pass-123');
  await join.getByLabel('a job seeker').check();
  await join.getByRole('button', { name: 'Join' }).click();
  const joined = page.getByRole('dialog', { name: 'Welcome to Good Food Jobs!' });
  await expect(joined).toBeVisible();
  // Closing the success state reloads the page, signed in: the save is finished there.
  await Promise.all([
    page.waitForEvent('load'),
    joined.getByRole('button', { name: 'Close' }).first().click(),
  ]);
  await waitForHydration(page, '.save-search');
  await expect(page.getByRole('heading', { name: 'your search has been saved.' })).toBeVisible();
  await expect(page.getByText('Your search has been saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/search\?categories(%5B%5D|\[\])=2$/);
  expect((await savedSearchNamed(page, name))?.status).toBe('active');
});

test('email a friend: the form, its messages, the success modal and the mail', async ({ page }) => {
  test.setTimeout(60_000);
  const [job] = await openJobs(page, 'categories[]=2&pageSize=5');
  if (!job) throw new Error('no open job');
  await page.goto(`/jobs/${job.id}/${job.slug}`);
  await waitForHydration(page, '.share-job__action');

  // Facebook and Twitter carry the referral marker; the tweet its two hashtags.
  const facebook = page.getByRole('link', { name: /Facebook/ });
  await expect(facebook).toHaveAttribute('href', /ref%3Dshare-facebook/);
  const twitter = page.getByRole('link', { name: /Twitter/ });
  await expect(twitter).toHaveAttribute('href', /%23goodfoodjobs\+%23foodjobs/);
  await expect(twitter).toHaveAttribute('href', /ref%3Dshare-twitter/);
  const tracked = page.waitForResponse((r) => r.url().endsWith('/api/job-share-trackings'));
  // The share window itself is not the point: block it, the click still records the share.
  await page.context().route(/facebook\.com|twitter\.com/, (route) => route.abort());
  await facebook.click();
  expect((await tracked).status()).toBe(201);

  await page.getByRole('button', { name: 'Email a friend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email a friend' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Must be 3 or more characters long')).toBeVisible();
  await expect(dialog.getByText('Invalid email')).toHaveCount(2);
  await expect(dialog.getByText('Must be 10 or more characters long')).toBeVisible();
  await expectNoAxeViolations(page);
  const friend = `friend-${Date.now()}@example.org`;
  await dialog.getByLabel('Your name').fill('Robin Garden');
  await dialog.getByLabel('Your email').fill('robin@example.org');
  await dialog.getByLabel('Your friend’s email').fill(friend);
  await dialog.getByLabel('Message').fill('This one has your name all over it!');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const done = page.getByRole('dialog', { name: 'your message has been sent. thanks for sharing!' });
  await expect(done).toBeVisible();
  // The modal says it once; the green alert (core 8) stays on the page after it.
  await expect(done.getByText(`We emailed ${friend} a link to this job.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message has been sent. Thanks for sharing' }),
  ).toBeVisible();

  const mail = await readMail(page, friend, /Robin Garden shared a job with you/);
  expect(mail).toContain(job.position);
  expect(mail).toContain('ref=share-email');
});

test('apply with a resume: guests sign in first, the employer gets the resume attached', async ({ page }) => {
  test.setTimeout(60_000);
  const jobs = await openJobs(page, 'categories[]=1&pageSize=50');
  const job = jobs.find((j) => j.apply_on_site);
  if (!job) throw new Error('no job taking applications on the site');
  // The apply address is private to the poster and staff: a guest's answer does not carry it.
  expect(job.how_to_apply_email).toBeUndefined();
  const jobPath = `/jobs/${job.id}/${job.slug}`;

  await page.goto(jobPath);
  await waitForHydration(page, '.how-to-apply__cta');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await signIn(page, 'sam@goodfoodjobs.local');
  await page.goto(jobPath);
  await waitForHydration(page, '.how-to-apply__cta');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${job.position}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Please attach your resume.')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Sam Rivers');
  await dialog.getByLabel('Your email').fill('sam@goodfoodjobs.local');
  await dialog.getByLabel('Message (optional)').fill('I grew up on an orchard and would love to help.');
  await dialog.getByLabel('Resume').setInputFiles({
    name: 'sam-rivers-resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByText('Your application has been sent.')).toBeVisible();

  // Staff see where the application went.
  const staff = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  const token = (await staff.json()).token as string;
  const managed = await page.request.get(`/api/jobs/${job.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const to = (await managed.json()).how_to_apply_email as string;
  const mail = await readMail(page, to, /Application for .*: Sam Rivers/);
  expect(mail).toContain('sam-rivers-resume.pdf');
  expect(mail).toContain('application/pdf');
});

test('read more and print on the job page', async ({ page }) => {
  const jobs = await openJobs(page, 'pageSize=50');
  const ids = jobs.map((j) => j.id);
  let target: ApiJob | undefined;
  for (const id of ids) {
    const full = (await (
      await page.request.get(`/api/jobs/${id}`, { headers: { accept: 'application/ld+json' } })
    ).json()) as { description: string };
    if (full.description.length > 700) {
      target = jobs.find((j) => j.id === id);
      break;
    }
  }
  if (!target) throw new Error('no long description');
  await page.goto(`/jobs/${target.id}/${target.slug}`);
  await waitForHydration(page, '.read-more__toggle');
  const more = page.getByRole('button', { name: 'Read More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  const less = page.getByRole('button', { name: 'Read Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(page.getByRole('button', { name: 'Read More' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Printing: the job and its address, no header, footer or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(page.locator('.share-job')).toBeHidden();
  await expect(page.getByText(`/jobs/${target.id}/${target.slug}`, { exact: false })).toBeVisible();
});

test('long unbroken words (an address, a username, a search name, a job title) never make a phone scroll sideways', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The longest address joining takes (50 characters), its local part also the username; a
  // 38-letter search name (the most it takes); a job title that is one long word.
  const stamp = Date.now();
  const local = `${'m'.repeat(25)}${stamp}`;
  const email = `${local}@example.org`;
  const title = `Orchardistandbeekeeperandcheesemaker${stamp}`;
  const password = 'long-words-123';
  const created = await page.request.post('/api/users', {
    headers: asNewVisitor(),
    data: { email, password, password_confirm: password, identify_as: 'job seeker' },
  });
  expect(created.status()).toBe(201);
  const { '@id': user } = (await created.json()) as { '@id': string };
  expect((await page.request.post('/api/login/check', { data: { email, password } })).status()).toBe(200);
  const csrf = async () =>
    ((await (await page.request.get('/api/csrf-token')).json()) as { token: string }).token;
  const ld = { accept: 'application/ld+json' };
  const saved = await page.request.post('/api/saved-searches', {
    headers: { 'x-csrf-token': await csrf(), ...ld },
    data: { name: 'W'.repeat(38), params: 'categories[]=1' },
  });
  expect(saved.status()).toBe(201);
  const [source] = await openJobs(page, 'pageSize=1');
  const copy = await page.request.post(`/dev/jobs/${source?.id}/copies`, { data: { position: title } });
  expect(copy.status()).toBe(201);
  const job = (await copy.json()) as { id: number; url: string };
  const followed = await page.request.post('/api/user-follow-jobs', {
    headers: { 'x-csrf-token': await csrf(), ...ld },
    data: { user, job: `/api/jobs/${job.id}` },
  });
  expect(followed.status()).toBe(201);

  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    // Before, at 375 px: Account Info 577 px wide, Favorites 552, Email Alerts 527, the job page 648,
    // the search results 522.
    for (const [path, text] of [
      ['/account/details', email],
      ['/account/seekers', title],
      ['/account/seekers/saved-searches', 'W'.repeat(38)],
      [job.url, title],
      [`/search?keywords=${title}`, title],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Search results shorten a title to 38 letters and "…": still one long word.
      await expect(page.getByRole('main').getByText(text.slice(0, 30)).first()).toBeVisible();
      expect(await pageWidth(), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    }
  }
  // The phone menu greets the member by the 38-letter username (before: 487 px wide).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/', { waitUntil: 'networkidle' });
  await waitForHydration(page, '.site-header__toggle');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByText(`Hi, ${local}`).filter({ visible: true })).toHaveCount(1);
  expect(await pageWidth(), 'the phone menu').toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
