import { waitForHydrated } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

interface Faq {
  id: number;
  question: string;
  refund_form: string;
}

test('a deep link selects the tab, opens the question and scrolls it below the header', async ({ page }) => {
  const posters = (
    await (await page.request.get('/api/faqs?page=1&pageSize=50&category%5B%5D=/api/faq-categories/4')).json()
  ).member as Faq[];
  const target = posters.at(-1);
  expect(target).toBeDefined();
  await page.goto(`/faq#tab-1/qid-${target?.id}`);
  await expect(page.getByRole('tab', { name: 'Job Posters' })).toHaveAttribute('aria-selected', 'true');
  const trigger = page.getByRole('button', { name: target?.question ?? '' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // Scrolled after 500 ms to just below the sticky header.
  await expect
    .poll(async () => {
      const header = await page.locator('.site-header').boundingBox();
      const item = await page.locator(`#qid-${target?.id}`).boundingBox();
      if (!header || !item) return false;
      const gap = item.y - (header.y + header.height);
      return gap >= 0 && gap < 40;
    })
    .toBe(true);
  // FAQPage structured data lists the questions.
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity.map((q: { name: string }) => q.name)).toContain(target?.question);
  // Without a fragment the seekers tab is selected.
  await page.goto('/faq');
  await expect(page.getByRole('tab', { name: 'Job Seekers' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page);
});

test('the refund form checks its rules and goes to /confirmation/refundsuccess', async ({ page }) => {
  await page.goto('/faq#tab-1');
  await waitForHydrated(page.getByRole('tab', { name: 'Job Posters' }));
  await page.getByRole('tab', { name: 'Job Posters' }).click();
  await page.getByRole('button', { name: 'Can I get my money back?' }).click();
  const form = page.locator('.refund-form');
  await form.getByRole('button', { name: 'I want my money back' }).click();
  await expect(form.getByText('Must be 3 or more characters long').first()).toBeVisible();
  await form.getByLabel('Your name').fill('Ellen Marsh');
  await form.getByLabel('Your email').fill('not-an-email');
  await expect(form.getByText('Invalid email')).toBeVisible();
  await form.getByLabel('Your email').fill('ellen@example.org');
  await form.getByLabel('What happened?').fill('My listing was published twice.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'I want my money back' }).click();
  await expect(page).toHaveURL(/\/confirmation\/refundsuccess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Did you know...' })).toBeVisible();
});

test('the contact modal opens from a marked link and on load with the flag, and sends the message', async ({
  page,
}) => {
  await page.goto('/about');
  const footerContact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' });
  await waitForHydrated(page.getByRole('contentinfo').getByRole('button', { name: 'SUBSCRIBE' }));
  await footerContact.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(dialog.getByLabel('Your name')).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Category' }).locator('option')).toHaveText([
    'Choose a category',
    'Comment or Question',
    'Technical Difficulty',
    'Press Inquiries',
  ]);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Please select a category')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(footerContact).toBeFocused();

  await page.goto('/press?show-contact-form=1');
  const onLoad = page.getByRole('dialog', { name: 'Contact us' });
  await expect(onLoad).toBeVisible();
  await onLoad.getByLabel('Your name').fill('Ravi Sundaram');
  await onLoad.getByLabel('Your email').fill('ravi@example.org');
  await onLoad.getByRole('combobox', { name: 'Category' }).selectOption('Press Inquiries');
  await onLoad.getByLabel('Your message').fill('Could we interview your co-founders for a radio piece?');
  await onLoad.getByRole('button', { name: 'Send message' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thanks for your feedback!' });
  await expect(thanks.getByText('We are working hard to send you a reply within 24 hours.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the contact page sends the message and goes to /confirmation/contact', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await waitForHydrated(main.getByRole('button', { name: 'Send message' }));
  await main.getByLabel('Your name').fill('Kim Orchard');
  await main.getByLabel('Your email').fill('kim@example.org');
  await main.getByRole('combobox', { name: 'Category' }).selectOption('Technical Difficulty');
  await main.getByLabel('Your message').fill('The map does not open on my tablet.');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/confirmation\/contact$/);
  await expect(page.getByText('We are working hard to send you a reply within 24 hours.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact page still works', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await main.getByLabel('Your name').fill('Lena Fischer');
    await main.getByLabel('Your email').fill('lena@example.org');
    await main.getByRole('combobox', { name: 'Category' }).selectOption('Comment or Question');
    await main.getByLabel('Your message').fill('Thank you for the stand design article.');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(page).toHaveURL(/\/confirmation\/contact$/);
  });
});
