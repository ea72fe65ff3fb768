import { PNG_1X1 } from './content-helpers.ts';
import { expect, expectNoAxeViolations, isolated, test } from './fixtures.ts';
import { NEW_POSTER_PASSWORD, newUser } from './new-poster.ts';
import { listsOf, newSeekerWithLists } from './seeker-lists.ts';
import { accountDetailsWithoutJavaScript, newUserWithoutJavaScript } from './without-javascript.ts';

// Forms that JavaScript normally submits must still post (never GET) when it is off or not loaded
// yet: a GET put the passwords or the profile in the address, or dropped the search's filters; and
// controls that only scripts ran (the lists' deletes and alert switches) post to their page.

test('Change Password without JavaScript posts to the page and never puts a password in the URL', async ({
  browser,
}) => {
  const { context, page, email } = await accountDetailsWithoutJavaScript(browser);
  const newPassword = 'changed-pass-789';

  // A mismatch is answered on the page, with the rule's message.
  await page.getByLabel('Current password').fill(NEW_POSTER_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  expect(page.url()).not.toContain(NEW_POSTER_PASSWORD);
  expect(page.url()).not.toContain('password');

  await page.getByLabel('Current password').fill(NEW_POSTER_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your account password has been updated successfully.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/account/details');
  expect(new URL(page.url()).search).toBe('');

  // The new password is the one that signs in now.
  await context.clearCookies();
  const login = async (password: string) =>
    (await page.request.post('/api/login/check', { data: { email, password } })).status();
  expect(await login(NEW_POSTER_PASSWORD)).toBe(401);
  expect(await login(newPassword)).toBe(200);
  await context.close();
});

test('Save search without JavaScript keeps the filters and saves the search', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const searchPath = '/search?categories[]=1&types[]=1';
  // A guest is sent to sign in, and back to this same search afterwards.
  await page.goto(searchPath);
  await page.locator('.save-search').getByLabel('Name this search').fill('Guest orchard');
  await page.locator('.save-search').getByRole('button', { name: 'Save search' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(searchPath);

  await newUser(page, true, 'job seeker');
  await page.goto(searchPath);
  const form = page.locator('.save-search');

  // Too short a name: the rule's message, on the same search.
  await form.getByLabel('Name this search').fill('x');
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(form.getByText('Must be 3 or more characters long')).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).search)).toBe('?categories[]=1&types[]=1');

  const name = `No-JS orchard ${Date.now() % 100000}`;
  await form.getByLabel('Name this search').fill(name);
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Your search has been saved successfully.')).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).search)).toBe('?categories[]=1&types[]=1');

  const list = await page.request.get('/api/saved-searches?pageSize=100', {
    headers: { accept: 'application/ld+json' },
  });
  const { member } = (await list.json()) as { member: Array<{ name: string; params: string }> };
  const saved = member.find((search) => search.name === name);
  expect(saved).toBeDefined();
  expect(decodeURIComponent(saved?.params ?? '')).toContain('categories[]=1');
  await context.close();
});

test('Tell Us About You without JavaScript posts, keeps the profile out of the URL and saves it', async ({
  browser,
}) => {
  // Its section is closed by default: without JavaScript it shows open, or the form is unreachable.
  const { context, page, about } = await accountDetailsWithoutJavaScript(browser, {
    identifyAs: 'job seeker',
  });
  const profileInAddress = () => {
    const url = new URL(page.url());
    return { path: url.pathname, search: url.search };
  };

  // A refusal: the rule's message on its field, and everything that was chosen still there.
  await about.getByLabel('State').selectOption('Oregon');
  await about.getByLabel('City', { exact: true }).fill('Po');
  await about.getByLabel('Gender').selectOption('female');
  await about.getByRole('button', { name: 'Save details' }).click();
  await expect(about.getByText('Must be 3 or more characters long')).toBeVisible();
  expect(profileInAddress()).toEqual({ path: '/account/details', search: '' });
  await expect(about.getByLabel('City', { exact: true })).toHaveValue('Po');
  await expect(about.getByLabel('State')).toHaveValue('Oregon');
  await expect(about.getByLabel('Gender')).toHaveValue('female');

  await about.getByLabel('City', { exact: true }).fill('Portland');
  await about.getByLabel('Ethnicity').selectOption('asian');
  await about.getByLabel('Birthday').fill('1990-04-01');
  await about.getByRole('button', { name: 'Save details' }).click();
  await expect(about.getByText('Your account details have been updated successfully.')).toBeVisible();
  expect(profileInAddress()).toEqual({ path: '/account/details', search: '' });
  expect(page.url()).not.toContain('Portland');

  // Saved: a fresh load shows the stored profile.
  await page.goto('/account/details');
  await expect(about.getByLabel('City', { exact: true })).toHaveValue('Portland');
  await expect(about.getByLabel('State')).toHaveValue('Oregon');
  await expect(about.getByLabel('Gender')).toHaveValue('female');
  await expect(about.getByLabel('Ethnicity')).toHaveValue('asian');
  await expect(about.getByLabel('Birthday')).toHaveValue('1990-04-01');
  await context.close();
});

test('Join without JavaScript keeps the email and the role after a refusal, never the password', async ({
  browser,
}) => {
  const {
    context,
    page,
    email: taken,
  } = await newUserWithoutJavaScript(browser, { signedIn: false, identifyAs: 'job seeker' });
  await page.goto('/register');
  const poster = page.getByRole('radio', { name: 'a job poster' });
  const joinWith = async (email: string, password: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await poster.check();
    await page.getByRole('button', { name: 'Join' }).click();
  };
  const expectKept = async (email: string) => {
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(poster).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Confirm password')).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  };

  // Too short a password: the rule's message.
  const email = `join-nojs-${Date.now()}@example.org`;
  await joinWith(email, 'abc');
  await expect(page.getByText('Must be 6 or more characters long').first()).toBeVisible();
  await expectKept(email);
  expect(await page.content()).not.toContain('value="abc"');

  // An email already registered: the API's message on the field.
  await joinWith(taken, 'join-pass-123');
  await expect(page.getByText('This email address is already registered.')).toBeVisible();
  await expectKept(taken);
  expect(await page.content()).not.toContain('join-pass-123');

  // The kept values join: the account is made with the role chosen.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('join-pass-123');
  await page.getByLabel('Confirm password').fill('join-pass-123');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(
    page.getByText(
      'Your account has been created and a verification link has been sent to your email address.',
    ),
  ).toBeVisible();
  const { userId } = (await (await page.request.get('/api/session')).json()) as { userId: number };
  const user = (await (await page.request.get(`/api/users/${userId}`)).json()) as {
    email: string;
    identify_as: string;
  };
  expect(user).toMatchObject({ email, identify_as: 'job poster' });
  await context.close();
});

test('Favorites without JavaScript: the two-step delete posts, says so and deletes', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await newSeekerWithLists(page, 2);
  await page.goto('/account/seekers');
  const rows = page.locator('.account-table tbody tr');
  await expect(rows).toHaveCount(2);
  const first = rows.first();
  const position = ((await first.locator('th').textContent()) ?? '').trim();

  // NO cancels: nothing is deleted.
  await first.locator('summary').click();
  await expect(first.getByText('Are you sure you want to delete?')).toBeVisible();
  await first.getByRole('link', { name: 'NO' }).click();
  await expect(rows).toHaveCount(2);
  await expect(first.getByText('Are you sure you want to delete?')).toBeHidden();

  await first.locator('summary').click();
  // The question fits a phone without scrolling sideways, as the one JavaScript shows does.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await first.getByRole('button', { name: 'YES' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `“\u2068${position}\u2069” was removed from your favorites.` }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/account/seekers');
  await expect(rows).toHaveCount(1);
  await expect(page.locator('.account-table')).not.toContainText(position);
  expect((await listsOf(page)).favorites).not.toContain(position);
  expect((await listsOf(page)).favorites).toHaveLength(1);
  await context.close();
});

test('Email Alerts without JavaScript: the alert switch and the delete post, say so and save', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const {
    names: [first = '', second = ''],
  } = await newSeekerWithLists(page, 2);
  await page.goto('/account/seekers/saved-searches');
  const row = (name: string) => page.locator('.account-table tbody tr').filter({ hasText: name });

  await row(first)
    .getByRole('button', { name: `Turn off email alerts for ${isolated(first)}` })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Email alerts for “\u2068${first}\u2069” are off.` }),
  ).toBeVisible();
  await expect(row(first).getByText('Inactive', { exact: true })).toBeVisible();
  expect((await listsOf(page)).searches[first]).toBe('inactive');
  expect(new URL(page.url()).search).toBe('');

  await row(first)
    .getByRole('button', { name: `Turn on email alerts for ${isolated(first)}` })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: `Email alerts for “\u2068${first}\u2069” are on.` }),
  ).toBeVisible();
  await expect(row(first).getByText('Active', { exact: true })).toBeVisible();
  expect((await listsOf(page)).searches[first]).toBe('active');

  await row(second).locator('summary').click();
  await row(second).getByRole('button', { name: 'YES' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The saved search “\u2068${second}\u2069” was deleted.` }),
  ).toBeVisible();
  await expect(row(second)).toHaveCount(0);
  const { searches } = await listsOf(page);
  expect(Object.keys(searches)).toEqual([first]);
  await context.close();
});

test('Favorites without JavaScript: deleting the last row of a later page lands on the page before', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await newSeekerWithLists(page, 9, 0);
  await page.goto('/account/seekers?page=2');
  const rows = page.locator('.account-table tbody tr');
  await expect(rows).toHaveCount(1);
  const position = ((await rows.first().locator('th').textContent()) ?? '').trim();
  await rows.first().locator('summary').click();
  await rows.first().getByRole('button', { name: 'YES' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `“\u2068${position}\u2069” was removed from your favorites.` }),
  ).toBeVisible();
  expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/account/seekers');
  await expect(rows).toHaveCount(8);
  expect((await listsOf(page)).favorites).toHaveLength(8);
  await context.close();
});

test('the account pages as served, before any script runs, are axe-clean', async ({ browser }) => {
  // axe needs scripts of its own: the page's are refused instead, so it stays as served.
  const context = await browser.newContext();
  await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await newSeekerWithLists(page, 1);
  await page.goto('/account/details');
  // Closed until a script opens it, yet in the page.
  await expect(page.getByRole('button', { name: 'Save details', includeHidden: true })).toBeAttached();
  await expectNoAxeViolations(page);
  for (const path of ['/account/seekers', '/account/seekers/saved-searches']) {
    await page.goto(path);
    await page.locator('.account-table summary').first().click();
    await expect(page.getByText('Are you sure you want to delete?')).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await context.close();
});

test('Submit Your Own without JavaScript posts its image, and a refusal keeps every word typed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const story = `Without scripts I found a cheesemaking job here (${Date.now()}).`;
  await page.goto('/testimonials/submit');
  const form = page.getByRole('main');
  await form.getByLabel('Your name').fill('Noemie Laurent');
  await form.getByLabel('Your email').fill('noemie@example.org');
  await form.getByRole('combobox', { name: 'Country' }).selectOption('France');
  await form.getByLabel('City').fill('Lyon');
  await form.getByRole('combobox', { name: 'Who are you?' }).selectOption('seeker');
  await form.getByLabel('Your story', { exact: true }).fill(story);
  await form
    .getByLabel('A picture (optional)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await form.getByRole('button', { name: 'Submit your testimonial' }).click();

  // Before: 405, the page had no action. Now the rule's message, with everything typed kept and
  // France's own state field (none of the United States' states).
  await expect(
    form.getByText('The attachment must be a single image file (JPEG, PNG or WebP).'),
  ).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/testimonials/submit');
  await expect(form.getByLabel('Your name')).toHaveValue('Noemie Laurent');
  await expect(form.getByLabel('Your email')).toHaveValue('noemie@example.org');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
  await expect(form.getByLabel('State or region (optional)')).toHaveValue('');
  await expect(form.getByLabel('City')).toHaveValue('Lyon');
  await expect(form.getByRole('combobox', { name: 'Who are you?' })).toHaveValue('seeker');
  await expect(form.getByLabel('Your story', { exact: true })).toHaveValue(story);

  await form
    .getByLabel('A picture (optional)')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await form.getByRole('button', { name: 'Submit your testimonial' }).click();
  await expect(page).toHaveURL(/\/confirmation\/testimonial$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for sharing your story!' }),
  ).toBeVisible();

  // Staff find it waiting for review, with its image.
  const staff = await browser.newContext();
  const signIn = await staff.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(signIn.status()).toBe(200);
  const listed = await staff.request.get('/api/testimonials?status[]=pending&pageSize=100', {
    headers: { accept: 'application/ld+json' },
  });
  const { member } = (await listed.json()) as {
    member: Array<{ content: string; country: string; attachment?: unknown }>;
  };
  const ours = member.find((t) => t.content === story);
  expect(ours?.country).toBe('France');
  expect(ours?.attachment).toBeTruthy();
  await staff.close();
  await context.close();
});
