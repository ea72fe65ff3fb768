import path from 'node:path';
import type { Page } from '@playwright/test';
import { waitForHydrated } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// The pricing carousel (content 2): staff's slides of a title and HTML, moved only by its buttons
// (no auto-advance), without indicators; usable with the keyboard, on a phone too; written in the
// back office.
const dist = path.resolve(import.meta.dirname, '../../admin/dist');
// One at a time: the back-office test adds a slide the others would count.
test.describe.configure({ mode: 'serial' });

async function serveAdmin(page: Page): Promise<void> {
  const served = await page.request.get('/admin/');
  if (served.ok() && (await served.text()).includes('id="root"')) return;
  await page.route(
    (url) => url.pathname === '/admin' || url.pathname.startsWith('/admin/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const asset = pathname.startsWith('/admin/assets/') ? pathname.slice('/admin/'.length) : 'index.html';
      await route.fulfill({ path: path.join(dist, asset) });
    },
  );
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Why post with Good Food Jobs' });
const shownSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]:not([inert])');

async function waitForCarousel(page: Page) {
  await expect(carousel(page)).toHaveAttribute('data-ready', 'true');
}

for (const [device, viewport] of [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`the pricing carousel on ${device}: still until asked, no indicators, keyboard-usable, axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pricing');
    await waitForCarousel(page);
    await expect(shownSlide(page)).toHaveCount(1);
    await expect(shownSlide(page)).toContainText('Reach people who already work with food');
    // Only the two buttons: no dots, no tabs.
    await expect(carousel(page).getByRole('button')).toHaveCount(2);
    await expect(carousel(page).getByRole('tab')).toHaveCount(0);
    await expect(carousel(page).getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await expectNoAxeViolations(page);
    // It does not move by itself.
    await page.waitForTimeout(2500);
    await expect(shownSlide(page)).toContainText('Reach people who already work with food');

    // The keyboard: Tab to "Next slide" and press Enter; the next slide is the one shown.
    const next = carousel(page).getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(shownSlide(page)).toContainText('Every listing is read by a person');
    await expect(carousel(page).getByText('Slide 2 of 4')).toBeAttached();
    // The slide's HTML is rendered (its link works), and the rest stay out of the tab order.
    await expect(shownSlide(page).getByRole('link', { name: 'our FAQ' })).toHaveAttribute('href', '/faq');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(shownSlide(page)).toContainText('Packages for teams that hire often');
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);
  });
}

test('staff add a slide in the back office and it joins the carousel', async ({ page, browser }) => {
  const signIn = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
  });
  expect(signIn.status()).toBe(200);
  await serveAdmin(page);
  await page.goto('/admin/#/pricing-slides/create');
  const title = `Hiring for the harvest ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  await page.locator('.ProseMirror').click();
  await page.keyboard.type('Seasonal crews fill fast: post by early spring.');
  await page.getByLabel('Order').fill('99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/pricing-slides$/);
  await expect(page.getByText(title)).toBeVisible();

  const guest = await browser.newPage();
  await guest.goto('/pricing');
  await waitForCarousel(guest);
  const next = carousel(guest).getByRole('button', { name: 'Next slide' });
  for (let i = 0; i < 4; i += 1) await next.click();
  await expect(shownSlide(guest)).toContainText(title);
  await expect(shownSlide(guest)).toContainText('Seasonal crews fill fast: post by early spring.');
  await guest.close();
  // Taken out again, so other runs see the four demo slides.
  const list = await (await page.request.get('/api/pricing-slides')).json();
  const added = (list.member as { '@id': string; title: string }[]).find((s) => s.title === title);
  expect((await page.request.delete(added?.['@id'] ?? '')).status()).toBe(204);
});

test('the packages name their job count once, and the refund question carries its form as on the FAQ', async ({
  page,
}) => {
  await page.goto('/pricing');
  const packages = page.getByRole('list', { name: 'Job packages' }).getByRole('listitem');
  await expect(packages.first().getByText('3 Jobs', { exact: true })).toHaveCount(1);
  const question = page.locator('details', { hasText: 'Can I get my money back?' });
  await question.getByText('Can I get my money back?').click();
  const form = question.locator('.refund-form');
  const send = form.getByRole('button', { name: 'I want my money back' });
  await waitForHydrated(send);
  await send.click();
  await expect(form.getByText('Must be 3 or more characters long').first()).toBeVisible();
  await form.getByLabel('Your name').fill('Ellen Marsh');
  await form.getByLabel('Your email').fill('ellen@example.org');
  await form.getByLabel('What happened?').fill('I bought a package twice by mistake.');
  await expectNoAxeViolations(page);
  await send.click();
  await expect(page).toHaveURL(/\/confirmation\/refundsuccess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
});
