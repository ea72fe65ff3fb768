import type { Locator, Page } from '@playwright/test';
import { PNG_1X1 } from './content-helpers.ts';
import { asNewVisitor, expect, expectNoAxeViolations, isolated, test } from './fixtures.ts';

const PASSWORD = 'posting-pass-123';
const MESSAGES = {
  hourlyFloor: 'Hourly pay must be at least $15.00 an hour.',
  invalidUrl: 'Enter a full web address, starting with http:// or https://',
  required: 'This value should not be blank.',
  paymentRequired: 'Your listing is saved. Pay for it in your cart and we will review it within 24 hours.',
  submitted: 'Thank you! Your listing was received and will be reviewed within 24 hours.',
  unsupportedFile: 'Upload a JPEG, PNG or WebP image, or a PDF or Word (DOCX) document.',
};

/** The newest local-mode mailbox message to `to` whose subject matches, as its page's text. */
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
        text = (await (await page.request.get(row[2])).text()).replace(/&amp;/g, '&');
        return true;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

/** A new poster: registered, signed in, and confirmed through the emailed link. */
async function newConfirmedPoster(page: Page): Promise<string> {
  const email = `poster-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.org`;
  const created = await page.request.post('/api/users', {
    headers: asNewVisitor(),
    data: { email, password: PASSWORD, password_confirm: PASSWORD, identify_as: 'job poster' },
  });
  expect(created.status()).toBe(201);
  expect(
    (await page.request.post('/api/login/check', { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  const mail = await readMail(page, email, /confirm/i);
  const link = mail.match(/https?:\/\/[^\s"<]+\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search, { waitUntil: 'networkidle' });
  return email;
}

/** Waits until React hydrated the posting form and its editor loaded. */
async function waitForEditor(page: Page) {
  await expect(page.locator('#post-description[contenteditable="true"]')).toBeVisible();
  await page.waitForFunction(() => {
    const form = document.querySelector('.post-form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/** Keyboard only: focus a field the way Tab would reach it, then type. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function press(page: Page, control: Locator, key = 'Space') {
  await control.focus();
  await page.keyboard.press(key);
}

/** Starts a draft of the given kind from /post with the keyboard. */
async function startDraft(page: Page, kind: RegExp): Promise<string> {
  await page.goto('/post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a listing' })).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('radio', { name: kind }));
  await press(page, page.getByRole('button', { name: 'Start writing' }), 'Enter');
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await waitForEditor(page);
  return page.url();
}

const status = (page: Page) => page.locator('.post-form__status');

test('a new poster writes a job with the keyboard: autosave survives a reload, rules show, preview, submit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newConfirmedPoster(page);
  const draftUrl = await startDraft(page, /^Job/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your job listing' })).toBeVisible();

  // Labels and hints come from the post type.
  await typeInto(page, page.getByLabel('Company name'), 'Hollow Creek Orchard');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Company website')).toBeFocused();
  await expect(page.getByText('The name job seekers will know you by.')).toBeVisible();
  await typeInto(page, page.getByLabel('Company website'), 'https://hollowcreek.example');
  await typeInto(page, page.getByLabel('Job title'), 'Orchard Lead');
  await page.getByLabel('Job type').selectOption({ label: 'Full-Time' });
  await press(page, page.getByRole('checkbox', { name: 'Agriculture' }));
  const editor = page.locator('#post-description');
  await editor.focus();
  await page.keyboard.type('Care for ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('400 apple trees');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' with a crew of four.');
  await expect(editor.locator('strong')).toHaveText('400 apple trees');

  // The wage floor shows on pay_min as the poster types, and nothing wrong is saved.
  await press(page, page.getByRole('radio', { name: 'By the hour' }));
  const lowest = page.getByLabel('Lowest pay per hour (US dollars)');
  await typeInto(page, lowest, '12');
  await expect(page.getByText(MESSAGES.hourlyFloor)).toBeVisible();
  await expect(lowest).toHaveAttribute('aria-invalid', 'true');
  await typeInto(page, lowest, '18.50');
  await expect(page.getByText(MESSAGES.hourlyFloor)).toBeHidden();
  await typeInto(page, page.getByLabel('City'), 'Hudson');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await typeInto(page, page.getByLabel('Zip code'), '12534');
  const online = page.getByLabel('Online, at this address');
  await typeInto(page, online, 'hollowcreek.example/jobs');
  await expect(page.getByText(MESSAGES.invalidUrl)).toBeVisible();
  await typeInto(page, online, 'https://hollowcreek.example/jobs');
  await expect(status(page)).toHaveText('Saved');
  await expectNoAxeViolations(page);

  // The draft survives a reload.
  await page.reload();
  await waitForEditor(page);
  await expect(page.getByLabel('Company name')).toHaveValue('Hollow Creek Orchard');
  await expect(page.getByLabel('Lowest pay per hour (US dollars)')).toHaveValue('18.50');
  await expect(page.getByRole('checkbox', { name: 'Agriculture' })).toBeChecked();
  await expect(page.locator('#post-description strong')).toHaveText('400 apple trees');
  await expect(page.getByLabel('Online, at this address')).toHaveValue('https://hollowcreek.example/jobs');

  // Submitting an incomplete listing: the message on its field, and that field focused.
  await press(page, page.getByRole('button', { name: 'Submit listing' }), 'Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'not complete yet' })).toBeVisible();
  const email = page.getByLabel('Contact email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MESSAGES.required)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.type('hello@hollowcreek.example');

  // Preview: the job page's own rendering.
  await press(page, page.getByRole('button', { name: 'Preview' }), 'Enter');
  await expect(page).toHaveURL(`${draftUrl}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orchard Lead' })).toBeVisible();
  await expect(page.getByText('This is how your listing will look once it is published.')).toBeVisible();
  await expect(page.getByRole('article').getByText('Hudson, NY').first()).toBeVisible();
  await expect(page.getByRole('article').locator('strong', { hasText: '400 apple trees' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Apply/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Submit: a new poster has no package credit, so the listing waits for payment in the cart.
  await press(page, page.getByRole('button', { name: 'Submit listing' }), 'Enter');
  await expect(page.getByRole('heading', { name: 'One more step: payment' })).toBeFocused();
  await expect(page.getByText(MESSAGES.paymentRequired)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my cart' })).toHaveAttribute('href', '/account/cart');
  // The header's cart counts it at once (before: still 0 until a reload).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).first()).toBeAttached();
  await expectNoAxeViolations(page);
});

test('a new poster posts a business for sale and an education program', async ({ page }) => {
  test.setTimeout(120_000);
  await newConfirmedPoster(page);

  await startDraft(page, /^Business for sale/);
  await expect(page.getByLabel('Business name')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay' })).toHaveCount(0);
  await page.getByLabel('Business name').fill('Rise Up Bakery');
  await page.getByLabel('Contact email').fill('owner@riseup.example');
  await page.getByLabel('Listing title').fill('Neighborhood bakery with loyal customers');
  await page.getByRole('checkbox', { name: 'Culinary' }).check();
  await page.locator('#post-description').fill('Ovens, a storefront and 12 years of regulars.');
  await page.getByLabel('Type of sale').fill('Bakery');
  await page.getByLabel('Asking price (US dollars)').fill('185,000');
  await page.getByLabel('City').fill('Burlington');
  await page.getByLabel('State', { exact: true }).selectOption('VT');
  await page.getByLabel('Phone').fill('(802) 555-0147');
  await expect(status(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Neighborhood bakery with loyal customers' }),
  ).toBeVisible();
  await expect(page.getByText('$185,000')).toBeVisible();
  await page.getByRole('button', { name: 'Submit listing' }).click();
  await expect(page.getByText(MESSAGES.paymentRequired)).toBeVisible();

  await startDraft(page, /^Education program/);
  await page.getByLabel('Organization name').fill('Cedar Hill Farm School');
  await page.getByLabel('Contact email').fill('learn@cedarhill.example');
  await page.getByLabel('Program name').fill('Beginning Farmer Training');
  await page.getByRole('checkbox', { name: 'Education' }).check();
  await page.locator('#post-description').fill('Ten months of field work and classes.');
  await page.getByLabel('Program fees (US dollars)').fill('1200');
  // Education programs may offer unpaid compensation.
  await page.getByRole('checkbox', { name: 'Housing' }).check();
  await page.getByRole('radio', { name: 'Anywhere (remote)' }).check();
  await page.getByLabel('By email, through our application form').fill('apply@cedarhill.example');
  await expect(status(page)).toHaveText('Saved');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit listing' }).click();
  await expect(page.getByText(MESSAGES.paymentRequired)).toBeVisible();
});

test('a poster with a package credit submits straight to review', async ({ page }) => {
  expect(
    (
      await page.request.post('/api/login/check', {
        data: { email: 'maria@goodfoodjobs.local', password: 'good-food-demo' },
      })
    ).status(),
  ).toBe(200);
  const before = (await (
    await page.request.get('/api/user-job-packages', { headers: { accept: 'application/ld+json' } })
  ).json()) as {
    member: Array<{ jobs_remaining_count: number }>;
  };
  const remaining = before.member.reduce((n, p) => n + p.jobs_remaining_count, 0);
  expect(remaining).toBeGreaterThan(0);
  await startDraft(page, /^Job/);
  await page.getByLabel('Company name').fill('Petaluma Grain Co-op');
  await page.getByLabel('Contact email').fill('jobs@grain.example');
  await page.getByLabel('Job title').fill('Mill Apprentice');
  await page.getByLabel('Job type').selectOption({ label: 'Internship/Apprentice' });
  await page.getByRole('checkbox', { name: 'Production' }).check();
  await page.locator('#post-description').fill('Learn stone milling from our head miller.');
  await page.getByRole('checkbox', { name: 'Stipend' }).check();
  await page.getByLabel('City').fill('Petaluma');
  await page.getByLabel('State', { exact: true }).selectOption('CA');
  await page.getByLabel('By email, through our application form').fill('mill@grain.example');
  await expect(status(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Submit listing' }).click();
  await expect(page.getByRole('heading', { name: 'Your listing is on its way' })).toBeVisible();
  await expect(page.getByText(MESSAGES.submitted)).toBeVisible();
  const after = (await (
    await page.request.get('/api/user-job-packages', { headers: { accept: 'application/ld+json' } })
  ).json()) as {
    member: Array<{ jobs_remaining_count: number }>;
  };
  expect(after.member.reduce((n, p) => n + p.jobs_remaining_count, 0)).toBe(remaining - 1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain form post writes, saves, keeps what was typed on an error, and submits', async ({ page }) => {
    test.setTimeout(90_000);
    await newConfirmedPoster(page);
    await page.goto('/post');
    await page.getByRole('button', { name: 'Start writing' }).click();
    await expect(page).toHaveURL(/\/post\/\d+$/);
    const draftUrl = page.url();
    await page.getByLabel('Company name').fill('Quiet Acres');
    await page.getByLabel('Contact email').fill('hi@quietacres.example');
    await page.getByLabel('Job title').fill('Dairy Hand');
    await page.getByLabel('Job type').selectOption({ label: 'Part-Time' });
    await page.getByRole('checkbox', { name: 'Agriculture' }).check();
    await page.getByLabel('Job description').fill('Milking mornings.\n\nWeekends off.');
    await page.getByRole('radio', { name: 'By the hour' }).check();
    await page.getByLabel(/^Lowest pay/).fill('11');
    await page.getByLabel('City').fill('Montpelier');
    await page.getByLabel('State', { exact: true }).selectOption('VT');
    await page.getByLabel('Phone').fill('802 555 0199');
    // A photo that is one, and a script named as a PDF: the first is stored, the second refused
    // with the upload's own message, and the refused post keeps what was typed and the photo.
    await page.getByLabel('Add files').setInputFiles([
      { name: 'barn.png', mimeType: 'image/png', buffer: PNG_1X1 },
      { name: 'menu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('#!/bin/sh\necho hi\n') },
    ]);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(MESSAGES.hourlyFloor)).toBeVisible();
    await expect(page.getByText(`menu.pdf: ${MESSAGES.unsupportedFile}`)).toBeVisible();
    await expect(page.getByLabel(/^Lowest pay/)).toHaveValue('11');
    await expect(page.getByLabel('Job title')).toHaveValue('Dairy Hand');
    const attached = page.getByRole('list', { name: 'Attachments' });
    await expect(attached.getByRole('listitem')).toHaveCount(1);
    await expect(attached).toContainText('barn.png');
    // (axe needs scripts in the page: the same form is checked with JavaScript above.)
    await page.getByLabel(/^Lowest pay/).fill('17');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(draftUrl);
    await expect(page.getByLabel(/^Lowest pay/)).toHaveValue('17');
    await expect(page.getByLabel('Job description')).toHaveValue(
      '<p>Milking mornings.</p><p>Weekends off.</p>',
    );
    await expect(attached).toContainText('barn.png');
    // Removing a file without JavaScript: tick it, save; then attach a PDF for the preview.
    await page.getByRole('checkbox', { name: `Remove ${isolated('barn.png')}` }).check();
    await page.getByLabel('Add files').setInputFiles({
      name: 'Milking rota.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(draftUrl);
    await expect(attached.getByRole('listitem')).toHaveCount(1);
    await expect(attached).toContainText('Milking rota.pdf');
    // On a phone the file controls fit the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    const picker = await page.getByLabel('Add files').boundingBox();
    expect((picker?.x ?? 0) + (picker?.width ?? 999)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dairy Hand' })).toBeVisible();
    const file = page
      .getByRole('region', { name: 'Attachments' })
      .getByRole('link', { name: 'Milking rota.pdf' });
    await expect(file).toBeVisible();
    const download = await page.request.get((await file.getAttribute('href')) ?? '');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('button', { name: 'Submit listing' }).click();
    await expect(page.getByText(MESSAGES.paymentRequired)).toBeVisible();
  });
});
