import { hasNoSidewaysScroll, readMailTo, waitForHydrated } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('subscribe in the footer, confirm by email, then leave the list (double opt-in)', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `reader-${Date.now()}@example.org`;
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const subscribe = footer.getByRole('button', { name: 'SUBSCRIBE' });
  await waitForHydrated(subscribe);
  const input = footer.getByRole('textbox', { name: 'Your address for the newsletter' });
  await input.fill('ab');
  await subscribe.click();
  await expect(footer.getByText('Must be 3 or more characters long')).toBeVisible();
  await input.fill('not-an-email');
  await subscribe.click();
  await expect(footer.getByText('Invalid email')).toBeVisible();
  await input.fill(email);
  await subscribe.click();
  // Content 2 and 7: "Thank you", reading "Thanks for joining us!" with a link to the archive.
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks.getByText('Thanks for joining us!', { exact: true })).toBeVisible();
  await expect(
    thanks.getByText('Almost there! We sent you an email: follow its link to confirm your subscription.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(thanks.getByRole('link', { name: 'Read the newsletter archive' })).toHaveAttribute(
    'href',
    '/newsletter',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // The form resets after success (content 4).
  await expect(input).toHaveValue('');

  // The emailed link confirms: "Thanks for joining us!" with the archive link.
  const mail = await readMailTo(page, email, /confirm your Good Food Jobs newsletter/);
  const link = mail.match(/https?:\/\/[^\s"<]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(/\/newsletter\/confirm\?confirmed=1$/);
  const joined = page.getByRole('dialog', { name: 'Thanks for joining us!' });
  await expect(joined).toBeVisible();
  await expectNoAxeViolations(page);
  await joined.getByRole('link', { name: 'Read the newsletter archive' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);

  // Subscribing again: already on the list, with the way to unsubscribe.
  const block = page.getByRole('main').getByRole('region', { name: 'Get the Tuesday newsletter' });
  await waitForHydrated(block.getByRole('button', { name: 'SUBSCRIBE' }));
  await block.getByRole('textbox', { name: 'Your address for the newsletter' }).fill(email);
  await block.getByRole('button', { name: 'SUBSCRIBE' }).click();
  const exists = page.getByRole('dialog', { name: 'You are already on our list.' });
  await expect(exists.getByText('Good news: you already get the newsletter every Tuesday.')).toBeVisible();
  await exists.getByRole('button', { name: 'Unsubscribe here' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsubscribe' });
  await leave.getByLabel('Email', { exact: true }).fill(email);
  await leave.getByLabel('Confirm email').fill(`other-${email}`);
  await expect(leave.getByText("Emails don't match")).toBeVisible();
  await leave.getByLabel('Confirm email').fill(email);
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Unsubscribe' }).click();
  const goodbye = page.getByRole('dialog', { name: 'Goodbye' });
  await expect(goodbye.getByText('You have been unsubscribed. We will miss you!')).toBeVisible();
});

test('without JavaScript on a phone: subscribe, confirm and leave say what the modals say', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });
  const page = await context.newPage();
  const email = `reader-nojs-${Date.now()}@example.org`;
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Your address for the newsletter' }).fill(email);
  await footer.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
  // Before: only "Almost there! …", neither "Thank you" nor "Thanks for joining us!".
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you' });
  await expect(thanks.getByText('Thank you', { exact: true })).toBeVisible();
  await expect(thanks.getByText('Thanks for joining us!', { exact: true })).toBeVisible();
  await expect(
    thanks.getByText('Almost there! We sent you an email: follow its link to confirm your subscription.', {
      exact: true,
    }),
  ).toBeVisible();

  const mail = await readMailTo(page, email, /confirm your Good Food Jobs newsletter/);
  const link = mail.match(/https?:\/\/[^\s"<]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks for joining us!' })).toBeVisible();
  await page.getByRole('link', { name: 'Read the newsletter archive' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);

  // Subscribing again. Before: a red error "You are already on our list." with no way off the list.
  const block = page.getByRole('main').getByRole('region', { name: 'Get the Tuesday newsletter' });
  await block.getByRole('textbox', { name: 'Your address for the newsletter' }).fill(email);
  await block.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const exists = page.getByRole('status').filter({ hasText: 'You are already on our list.' });
  await expect(exists.getByText('Good news: you already get the newsletter every Tuesday.')).toBeVisible();
  await exists.getByRole('link', { name: 'Unsubscribe here' }).click();
  const leave = page.getByRole('region', { name: 'Unsubscribe' });
  await leave.getByLabel('Email', { exact: true }).fill(email);
  await leave.getByLabel('Confirm email').fill(email);
  await leave.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByText('You have been unsubscribed. We will miss you!', { exact: true }),
  ).toBeVisible();
  await context.close();
});

test('the archive: cards by month, Show More, the address keeps the state and a reload restores it', async ({
  page,
}) => {
  await page.goto('/newsletter');
  const cards = page.locator('.archive-card');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('searchbox', { name: 'Keyword' })).toHaveAttribute(
    'placeholder',
    'Enter keyword',
  );
  await expect(page.getByRole('combobox', { name: 'Filter by:' }).locator('option')).toHaveText([
    'All',
    'Guest Writer',
  ]);
  await expect(page.locator('.archive__month-title').first()).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  await expect(cards.first().locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
  const more = page.getByRole('link', { name: 'Show More' });
  await waitForHydrated(more);
  await more.click();
  await expect(cards).toHaveCount(24);
  await expect(page).toHaveURL(/[?&]page=2/);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect(page).toHaveURL(/scroll-size=1400/);
  await page.reload();
  // Every earlier page at once, and the position back after 50 ms.
  await expect(cards).toHaveCount(24);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1400);
  const last = page.getByRole('link', { name: 'Show More' });
  await waitForHydrated(last);
  await last.focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(30);
  await expect(page.getByRole('link', { name: 'Show More' })).toHaveCount(0);
  // The keyboard goes to the first issue loaded (it fell to the page with the link).
  await expect(cards.nth(24).getByRole('link').first()).toBeFocused();
});

test('the archive search: keywords and Guest Writer, then an issue’s own page', async ({ page }) => {
  await page.goto('/newsletter');
  await page.getByRole('combobox', { name: 'Filter by:' }).selectOption('Guest Writer');
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await expect(page).toHaveURL(/guest-post=1/);
  await expect(page.getByText('7 guest posts')).toBeVisible();
  await expect(page.locator('.archive-card .badge')).toHaveCount(7);
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('pastry');
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await expect(page.getByText('1 guest post for “pastry”')).toBeVisible();
  await page.getByRole('link', { name: 'Read it: A pastry chef’s path' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A pastry chef’s path' })).toBeVisible();
  await expect(page.getByText('Hello, and happy Tuesday.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a phone a search of one very long word wraps in the count', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // 3,000 letters in one word made the page 830 px wide (the API keeps the first 100).
  await page.goto(`/newsletter?keywords=${'k'.repeat(3000)}`);
  await expect(
    page.getByRole('status').filter({ hasText: `0 newsletters for “${'k'.repeat(100)}”` }),
  ).toBeVisible();
  expect(await hasNoSidewaysScroll(page)).toBe(true);
});

test('the emails’ unsubscribe page without a usable link points to the email form', async ({ page }) => {
  // Opened without its token: no button that cannot work (it said "You will no longer get…").
  await page.goto('/newsletter/unsubscribe');
  await expect(page.getByText('This link is not valid or has already been used.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'newsletter page' })).toHaveAttribute(
    'href',
    '/newsletter?unsubscribe=1#unsubscribe',
  );
  await expectNoAxeViolations(page);
  // A token that is not (or no longer) valid: asked first, then told, with the same way out.
  await page.goto('/newsletter/unsubscribe?token=not-a-real-token');
  await expect(page.getByText('This link is not valid or has already been used.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText('This link is not valid or has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'newsletter page' })).toBeVisible();
});
