import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The content pages without JavaScript: what only a script could open (tabs, questions, groups of
// articles) shows open, and controls no script will run (carousel buttons) are not offered.
test.use({ javaScriptEnabled: false });

interface Listed {
  question?: string;
  answer?: string;
  category?: string;
  title?: string;
  type?: string;
}

async function apiMembers(page: Page, path: string): Promise<Listed[]> {
  const response = await page.request.get(path, { headers: { accept: 'application/ld+json' } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { member: Listed[] }).member;
}

/** The visible text of an answer's first paragraph or item, as the API holds it. */
const firstWords = (html: string) =>
  (
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(/[.:!?]/)[0] ?? ''
  ).slice(0, 40);

for (const width of [375, 1280]) {
  test(`every FAQ tab and answer can be read without JavaScript, under its tab's name (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const faqs = await apiMembers(page, '/api/faqs?pageSize=100');
    await page.goto('/faq');
    const main = page.getByRole('main');
    // Before: only the first tab showed, its answers closed, and nothing opened them.
    for (const name of ['Job Seekers', 'Job Posters', 'Everyone']) {
      await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(main.getByRole('tab')).toHaveCount(0);
    const shown = faqs.filter((faq) => faq.question && faq.answer).slice(0, 12);
    expect(shown.length).toBeGreaterThan(3);
    for (const faq of shown) {
      await expect(main.getByRole('heading', { level: 2, name: faq.question! })).toBeVisible();
      // A plain title: no button that would say "collapsed" and do nothing.
      await expect(main.getByRole('button', { name: faq.question! })).toHaveCount(0);
      await expect(main.getByText(firstWords(faq.answer!)).first()).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('both groups of press articles can be read without JavaScript', async ({ page }) => {
  const items = await apiMembers(page, '/api/press-items?pageSize=100');
  const byUs = items.find((item) => item.type === 'by' && item.title);
  const aboutUs = items.find((item) => item.type === 'about' && item.title);
  expect(byUs && aboutUs).toBeTruthy();
  await page.goto('/press?tab=articles');
  // Before: "Articles by us" was closed and not in the page at all.
  await expect(page.getByRole('img', { name: byUs!.title! })).toBeVisible();
  await expect(page.getByRole('img', { name: aboutUs!.title! })).toBeVisible();
  for (const name of ['Articles about us', 'Articles by us']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
});

test('without JavaScript the carousels offer no buttons, and the pricing slides stand in a column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^(Previous|Next) / })).toHaveCount(0);
  await page.goto('/pricing');
  await expect(page.getByRole('button', { name: /^(Previous|Next) slide$/ })).toHaveCount(0);
  const slides = page.locator('.page-carousel__page');
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  for (let index = 0; index < count; index++) {
    const box = await slides.nth(index).boundingBox();
    // Each slide within the screen's width, one under the other.
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('without JavaScript a refused contact message keeps every word typed, then is sent', async ({
  page,
}) => {
  const message = `Without scripts the map will not open for me (${Date.now()}).`;
  await page.goto('/contact');
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill('Ada Byrne');
  await main.getByLabel('Your email').fill('ada@example');
  await main.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Technical Difficulty' });
  await main.getByLabel('Your message').fill(message);
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(main.getByText('Invalid email')).toBeVisible();
  // Before: the page came back with every field empty.
  await expect(main.getByLabel('Your name')).toHaveValue('Ada Byrne');
  await expect(main.getByLabel('Your email')).toHaveValue('ada@example');
  await expect(main.getByRole('combobox', { name: 'Category' })).toHaveValue('technical difficulty');
  await expect(main.getByLabel('Your message')).toHaveValue(message);
  await main.getByLabel('Your email').fill('ada@example.org');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/confirmation\/contact$/);
});

test('without JavaScript a refused reset request keeps the email typed', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill('june@goodfoodjobs');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('june@goodfoodjobs');
});

for (const path of ['/faq', '/pricing']) {
  test(`without JavaScript the refund request form on ${path} is sent, and a refusal keeps what was typed`, async ({
    page,
  }) => {
    const faqs = await apiMembers(page, '/api/faqs?pageSize=100');
    const withForm = faqs.find(
      (faq) =>
        (faq as { refund_form?: string }).refund_form === 'yes' &&
        (path === '/faq' || (faq as { show_in_pricing_page?: boolean }).show_in_pricing_page),
    );
    expect(withForm, 'a question with the refund form').toBeTruthy();
    await page.goto(path);
    // On the pricing page the questions are native disclosures, which open without scripts.
    if (path === '/pricing') await page.locator('summary', { hasText: withForm!.question! }).click();
    const form = page.locator('.refund-form');
    await expect(form).toBeVisible();
    await form.getByLabel('Your name').fill('Ruth Okafor');
    await form.getByLabel('Your email').fill('ruth@example.org');
    await form.getByLabel('What happened?').fill('x');
    await form.getByRole('button').click();
    // Before: 405 (neither page had an action).
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(form.getByText('Must be 3 or more characters long')).toBeVisible();
    await expect(form.getByLabel('Your name')).toHaveValue('Ruth Okafor');
    await expect(form.getByLabel('Your email')).toHaveValue('ruth@example.org');
    await form.getByLabel('What happened?').fill('I posted the same listing twice by mistake.');
    await form.getByRole('button').click();
    await expect(page).toHaveURL(/\/confirmation\/refundsuccess$/);
  });
}

test('without JavaScript the newsletter forms keep what was typed after a refusal, beside the form', async ({
  page,
}) => {
  await page.goto('/newsletter?unsubscribe=1#unsubscribe');
  const leave = page.getByRole('region', { name: 'Unsubscribe' });
  await leave.getByLabel('Email', { exact: true }).fill('reader@example.org');
  await leave.getByLabel('Confirm email').fill('reader@example.com');
  await leave.getByRole('button', { name: 'Unsubscribe' }).click();
  // Before: the form was gone (the page came back without ?unsubscribe=1), the message at the top.
  await expect(leave.getByText("Emails don't match")).toBeVisible();
  await expect(leave.getByLabel('Email', { exact: true })).toHaveValue('reader@example.org');
  await expect(leave.getByLabel('Confirm email')).toHaveValue('reader@example.com');

  const block = page.getByRole('main').getByRole('region', { name: 'Get the Tuesday newsletter' });
  await block.getByRole('textbox', { name: 'Your address for the newsletter' }).fill('reader@example');
  await block.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email' })).toBeVisible();
  await expect(block.getByRole('textbox', { name: 'Your address for the newsletter' })).toHaveValue(
    'reader@example',
  );
});
