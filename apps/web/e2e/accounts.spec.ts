import type { Page } from '@playwright/test';
import { asNewVisitor, expect, expectHeadingsInOrder, expectNoAxeViolations, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { NEW_POSTER_PASSWORD } from './new-poster.ts';
import { newUserWithoutJavaScript } from './without-javascript.ts';

/** The newest message to `to` in the local-mode mailbox, as its text part. */
async function readMail(page: Page, to: string, subject: RegExp): Promise<string> {
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
        const row = rows.find(([, rowTo, , rowSubject]) => rowTo === to && subject.test(rowSubject ?? ''));
        if (!row?.[2]) return false;
        const html = await (await page.request.get(row[2])).text();
        text = html.replace(/&amp;/g, '&');
        return true;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

function linkIn(mail: string, path: RegExp): string {
  const match = mail.match(path);
  expect(match, `link ${path} in the email`).not.toBeNull();
  return new URL(match?.[0] ?? '').pathname + new URL(match?.[0] ?? '').search;
}

/** Waits until React has hydrated the header (before that a click on "Sign in" follows the link). */
async function waitForHeaderHydration(page: Page) {
  await waitForHydration(page, '.account-menu__signin, .account-menu__trigger');
}

async function openAccountMenu(page: Page, username: RegExp) {
  await page.getByRole('button', { name: username }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('an account from joining to a new password and a profile', async ({ page, context }) => {
  test.setTimeout(180_000);
  const email = `e2e-${Date.now()}@example.org`;
  const firstPassword = 'first-pass-123';
  const newPassword = 'second-pass-456';

  // Join in the modal, opened from the header with the keyboard.
  await page.goto('/');
  await waitForHeaderHydration(page);
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await signInLink.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await expectNoAxeViolations(page);
  // Escape closes and focus returns to the element that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signInLink).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'not a member yet? join us' }).click();
  const join = page.getByRole('dialog', { name: 'Join' });
  await expect(join).toBeVisible();
  await expect(join.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/fine-print');
  // Rules show as the visitor types (core 5).
  await join.getByLabel('Email').fill('no');
  await expect(join.getByText('Must be 3 or more characters long')).toBeVisible();
  await join.getByLabel('Email').fill(email);
  await join.getByLabel('Password', { exact: true }).fill(firstPassword);
  await join.getByLabel('Confirm password').fill('different-1');
  await expect(join.getByText("Passwords don't match")).toBeVisible();
  await join.getByLabel('Confirm password').fill(firstPassword);
  await join.getByLabel('a job poster').check();
  await expectNoAxeViolations(page);
  await join.getByRole('button', { name: 'Join' }).click();
  const joined = page.getByRole('dialog', { name: 'Welcome to Good Food Jobs!' });
  await expect(
    joined.getByText(
      'Your account has been created and a verification link has been sent to your email address.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Closing the success state reloads the page, signed in (the automatic sign-in).
  await joined.getByRole('button', { name: 'Close' }).first().click();
  const username = /^Hi, /;
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await waitForHeaderHydration(page);

  // Confirm the email through the emailed link: the welcome modal.
  const confirmation = await readMail(page, email, /confirm/i);
  await page.goto(linkIn(confirmation, /https?:\/\/[^\s"<]+\/confirm-email\?token=[A-Za-z0-9_-]+/), {
    waitUntil: 'networkidle',
  });
  const welcome = page.getByRole('dialog', { name: 'Thanks for joining us!' });
  await expect(
    welcome.getByText('Your account is now confirmed. What are you waiting for? Start searching!'),
  ).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/search');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  // The spent token left the address: a reload shows the confirmed page, not a used-link error.
  await expect(page).toHaveURL(/\/confirm-email$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await waitForHeaderHydration(page);

  // The account menu works from the keyboard: Enter opens it, Escape closes it and returns focus.
  const trigger = page.getByRole('button', { name: username });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /^Job Listings/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: username })).toBeFocused();

  // The account menu: the five links with counts, then Logout.
  await openAccountMenu(page, username);
  for (const name of ['Job Listings', 'Favorites', 'Job Packages', 'Email Alerts', 'Account Info']) {
    await expect(page.getByRole('menuitem', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByText('Hi, there')).toBeVisible();
  await waitForHeaderHydration(page);
  expect((await context.cookies()).find((c) => c.name === 'refresh_token')).toBeUndefined();

  // Sign in with Remember me: the refresh cookie is persistent.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('wrong-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toContainText('Invalid credentials.');
  await expectNoAxeViolations(page);
  await signIn.getByLabel('Password').fill(firstPassword);
  await signIn.getByLabel('Remember me').check();
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: username })).toBeVisible();
  await waitForHeaderHydration(page);
  const refresh = (await context.cookies()).find((c) => c.name === 'refresh_token');
  expect(refresh?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 7 * 86_400);
  await openAccountMenu(page, username);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByText('Hi, there')).toBeVisible();
  await waitForHeaderHydration(page);

  // Forgot password in the modal: always the neutral answer.
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'forgot?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgot.getByRole('link', { name: 'back to Sign in' })).toBeVisible();
  await forgot.getByLabel('Email').fill(email);
  await expectNoAxeViolations(page);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    forgot.getByText(
      'If an account matching your email exists, then an email was just sent that contains a link that you can use to reset your password.',
    ),
  ).toBeVisible();
  // Closing the success state reloads the page.
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Escape')]);

  // Follow the emailed link and set a new password: the Password Changed modal.
  const reset = await readMail(page, email, /password/i);
  const resetLink = linkIn(reset, /https?:\/\/[^\s"<]+\/reset-password\/[A-Za-z0-9_-]+/);
  await page.goto(resetLink, { waitUntil: 'networkidle' });
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  const changed = page.getByRole('dialog', { name: 'Password changed' });
  await expect(
    changed.getByText('Your password has been changed successfully, you can login now!'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await changed.getByRole('link', { name: 'Sign in' }).click();

  // The used link says so at once, with the way to a new one, and no form to fill in for nothing.
  await page.goto(resetLink, { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link has already been used.' }),
  ).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
  await expectNoAxeViolations(page);
  await page.goto('/reset-password/not-a-real-token', { waitUntil: 'networkidle' });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This password reset link is not valid.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();

  // Sign in on the full page with the new password, landing on the account page.
  await page.goto('/account/details', { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fdetails$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Info' })).toBeVisible();

  // Tell Us About You.
  await page.getByRole('button', { name: 'Tell Us About You' }).click();
  await page.getByLabel('Country').selectOption('United States');
  await page.getByLabel('State').selectOption({ index: 5 });
  await page.getByLabel('City', { exact: true }).fill('Ithaca');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Ethnicity').selectOption('asian');
  await page.getByLabel('Birthday').fill('1990-04-01');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your account details have been updated successfully.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Change Password: a wrong current password shows on its field.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(firstPassword);
  await page.getByLabel('Confirm new password').fill(firstPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your account password has been updated successfully.')).toBeVisible();

  await page.reload({ waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Tell Us About You' }).click();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Ithaca');
});

test('the full-page sign-in works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill('nobody@example.org');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid credentials.');
  // The last email stays in the form.
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.org');
  await page.goto('/reset-password', { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill('x');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Must be 3 or more characters long')).toBeVisible();
  await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.org`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account matching your email exists/)).toBeVisible();
  await context.close();
});

test('a reset link sets the new password without JavaScript too', async ({ browser }) => {
  const { context, page, email } = await newUserWithoutJavaScript(browser, {
    signedIn: false,
    identifyAs: 'job seeker',
  });
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account matching your email exists/)).toBeVisible();
  const reset = await readMail(page, email, /password/i);
  await page.goto(linkIn(reset, /https?:\/\/[^\s"<]+\/reset-password\/[A-Za-z0-9_-]+/));
  await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
  await page.getByLabel('Confirm new password').fill('second-pass-456');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await context.close();
});

test('the confirm-email page without JavaScript: a new link on request, and its footer form posts', async ({
  browser,
}) => {
  const { context, page, email } = await newUserWithoutJavaScript(browser, {
    signedIn: false,
    identifyAs: 'job seeker',
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_POSTER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const confirmationMails = async () => {
    const list = await (await page.request.get('/dev/mailbox')).text();
    return [...list.matchAll(/<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a [^>]*>([^<]*)<\/a>/g)].filter(
      ([, to, subject]) => to === email && /confirm/i.test(subject ?? ''),
    ).length;
  };
  await expect.poll(confirmationMails).toBe(1);

  // Before: the button needed JavaScript and did nothing.
  await page.goto('/confirm-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(
    page.getByText('Thank you! A new link is on its way; the email may take a few minutes to arrive.'),
  ).toBeVisible();
  await expect.poll(confirmationMails).toBe(2);

  // The footer's newsletter form from this page. Before: its referrer policy (no-referrer) made the
  // post say `Origin: null`, refused as cross-site (400).
  await page.goto('/confirm-email?token=not-a-real-token');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your address for the newsletter' }).fill(email);
  await footer.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(
    page.getByText('Almost there! We sent you an email: follow its link to confirm your subscription.'),
  ).toBeVisible();

  // The new link confirms the account.
  const confirmation = await readMail(page, email, /confirm your email/i);
  await page.goto(linkIn(confirmation, /https?:\/\/[^\s"<]+\/confirm-email\?token=[A-Za-z0-9_-]+/));
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  await context.close();
});

test('a signed-out visitor sees the guest menu and the account page asks to sign in', async ({ page }) => {
  await page.goto('/register', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Join' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('banner').getByText('Hi, there')).toBeVisible();
  await waitForHeaderHydration(page);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/account/cart');
  await page.goto('/confirm-email?token=not-a-real-token', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeVisible();
});

test('on the search page the account menu opens over the header’s search bar, every entry clickable', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fsearch');
  await page.getByLabel('Email').fill('june@goodfoodjobs.local');
  await page.getByLabel('Password').fill('good-food-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/search/);
  await waitForHeaderHydration(page);
  await openAccountMenu(page, /Hi, june/);
  // Before: the menu went under the sticky header, its first entries behind the search bar.
  for (const item of await page.getByRole('menuitem').all()) {
    const box = await item.boundingBox();
    if (!box) throw new Error('a menu entry has no box');
    const hit = await page.evaluate(
      ([x, y]) =>
        document.elementFromPoint(x as number, y as number)?.closest('[role="menuitem"]')?.textContent ?? '',
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(await item.textContent());
  }
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 900 },
]) {
  test(`without JavaScript a signed-in visitor reaches the account pages and signs out from the header (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('june@goodfoodjobs.local');
    await page.getByLabel('Password').fill('good-food-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const header = page.getByRole('banner');
    await expect(header.getByText('Hi, june').filter({ visible: true })).toHaveCount(1);
    // The menu's trigger needs a script to open; plain links stand in for it.
    await expect(header.locator('.account-menu__trigger')).toBeHidden();
    const account = header.getByRole('link', { name: 'My account' });
    await expect(account).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await account.click();
    await expect(page).toHaveURL(/\/account\/details$/);
    // The account pages list the menu's other links.
    await expect(page.getByRole('link', { name: 'Favorites' }).first()).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`joining on the full page shows the success message below the sticky header, focused (${viewport.width} px)`, async ({
    browser,
  }) => {
    // A visitor address of its own: browser registrations from this machine share an hourly limit.
    const context = await browser.newContext({ viewport, extraHTTPHeaders: asNewVisitor() });
    const page = await context.newPage();
    await page.goto('/register', { waitUntil: 'networkidle' });
    const join = page.getByRole('button', { name: 'Join' });
    await page.waitForFunction(() => {
      const button = document.querySelector('.auth-form__submit');
      return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    });
    await page.getByLabel('Email').fill(`e2e-join-${viewport.width}-${Date.now()}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill('first-pass-123');
    await page.getByLabel('Confirm password').fill('first-pass-123');
    // Pressed from the foot of the page, as on a phone after the last field.
    await join.focus();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.keyboard.press('Enter');
    const message = page.getByRole('status').filter({
      hasText: 'Your account has been created and a verification link has been sent to your email address.',
    });
    await expect(message).toBeVisible();
    // Focus moves to the message (a screen reader reads it); it stays in view, below the header.
    await expect
      .poll(() => message.evaluate((element) => element.parentElement === document.activeElement))
      .toBe(true);
    // Before: the page kept its scroll, and the message sat above the screen's top, behind the header.
    const box = await message.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      return { top, bottom, header, height: window.innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(box.header);
    expect(box.bottom).toBeLessThanOrEqual(box.height);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test('the account pages’ headings step down one level at a time', async ({ page }) => {
  // Six account pages, each until the network is idle: past the default 30 s on a loaded runner.
  test.setTimeout(60_000);
  const signIn = await page.request.post('/api/login/check', {
    data: { email: 'maria@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(signIn.status()).toBe(200);
  for (const path of [
    '/account/details',
    '/account/posters',
    '/account/posters/jobpackages',
    '/account/seekers',
    '/account/seekers/saved-searches',
    '/account/cart',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Before: Account Info's sections were h3s under its h1 (Radix's default heading level).
    await expectHeadingsInOrder(page);
  }
  await page.goto('/account/details');
  await expect(page.getByRole('heading', { level: 2, name: 'Change Password' })).toBeVisible();
});
