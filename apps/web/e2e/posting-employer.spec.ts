import type { Page } from '@playwright/test';
import { expect, isolated, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { buyPackage, newConfirmedPoster, newUser } from './new-poster.ts';

// The employer side of posting, as the demo poster maria: leaving the form keeps (or asks about)
// what was typed, her dashboard opens every editable listing, the sticky bar never hides the
// focused field, and a long unbroken title does not push the dashboard sideways.
const MARIA = { email: 'maria@goodfoodjobs.local', password: 'good-food-demo' };

async function signIn(page: Page) {
  expect((await page.request.post('/api/login/check', { data: MARIA })).status()).toBe(200);
}

async function waitForForm(page: Page) {
  await expect(page.locator('#post-description[contenteditable="true"]')).toBeVisible();
  await page.waitForFunction(() => {
    const form = document.querySelector('.post-form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/** A new job draft of maria's, from /post; its id. */
async function newDraft(page: Page): Promise<number> {
  await page.goto('/post');
  await page.getByRole('radio', { name: /^Job/ }).check();
  await page.getByRole('button', { name: 'Start writing' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await waitForForm(page);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function apiPosition(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/jobs/${id}`, { headers: { accept: 'application/ld+json' } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { position: string }).position;
}

async function deleteListing(page: Page, id: number) {
  expect((await page.request.delete(`/api/jobs/${id}`)).status()).toBe(204);
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a draft keeps what was typed just before a nav link or a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const id = await newDraft(page);
  try {
    const title = page.getByLabel('Job title');
    await title.fill('Orchard Lead');
    // Less than the autosave's pause (800 ms): the change has not gone yet.
    await page.waitForTimeout(300);
    await page.getByRole('banner').getByRole('link', { name: 'Search jobs' }).first().click();
    await expect(page).toHaveURL(/\/search/);
    expect(await apiPosition(page, id)).toBe('Orchard Lead');

    await page.goto(`/post/${id}`);
    await waitForForm(page);
    await title.fill('Orchard Lead, Hudson Valley');
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => apiPosition(page, id)).toBe('Orchard Lead, Hudson Valley');
    await page.reload();
    await waitForForm(page);
    await expect(title).toHaveValue('Orchard Lead, Hudson Valley');
  } finally {
    await deleteListing(page, id);
  }
});

test('a live listing opens from the dashboard and asks before its unsaved changes are left', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/account/posters');
  const live = page
    .locator('.posters-table tbody tr')
    .filter({ has: page.locator('.posters-table__status', { hasText: 'active' }) })
    .first();
  await expect(live).toBeVisible();
  const name = ((await live.locator('th a').first().textContent()) ?? '').trim();
  const edit = live.getByRole('link', { name: `Edit ${isolated(name)}` });
  const href = (await edit.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/post\/\d+$/);
  const id = Number(href.split('/').pop());
  await edit.click();
  await expect(page).toHaveURL(href);
  await waitForForm(page);
  await expect(page.getByText('Changes you save show at once', { exact: false })).toBeVisible();

  // Its preview says it is how the listing looks now, not once published.
  await page.goto(`${href}/preview`);
  await expect(
    page.getByText('This is how your listing looks now: changes you save show at once.'),
  ).toBeVisible();
  await expect(page.getByText('once it is published', { exact: false })).toHaveCount(0);
  await page.goto(href);
  await waitForForm(page);

  // Nothing changed: leaving asks nothing.
  const searchLink = page.getByRole('banner').getByRole('link', { name: 'Search jobs' }).first();
  await searchLink.click();
  await expect(page).toHaveURL(/\/search/);
  await page.goBack();
  await waitForForm(page);

  const title = page.locator('#post-position');
  await title.fill(`${name} (changed)`);
  await page.waitForTimeout(2_000);
  await searchLink.click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('If you leave this page now, they are lost.');
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(href);
  await expect(title).toHaveValue(`${name} (changed)`);

  // A reload asks the browser's own question.
  let asked = false;
  page.once('dialog', (question) => {
    asked = question.type() === 'beforeunload';
    void question.dismiss();
  });
  await page.reload({ timeout: 5_000 }).catch(() => undefined);
  expect(asked).toBe(true);
  await expect(title).toHaveValue(`${name} (changed)`);

  await searchLink.click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/search/);
  expect(await apiPosition(page, id)).toBe(name);
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`tabbing through the form at ${viewport.width}x${viewport.height}: the bar never covers the focused field`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await signIn(page);
    const id = await newDraft(page);
    try {
      await page.getByLabel('Company name').focus();
      const covered: string[] = [];
      for (let stop = 0; stop < 45; stop += 1) {
        const seen = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const bar = document.querySelector('.post-form__actions');
          if (!active || !bar || bar.contains(active) || !active.closest('.post-form')) return null;
          const box = active.getBoundingClientRect();
          const barTop = bar.getBoundingClientRect().top;
          // A box taller than the room above the bar must at least start above it.
          const ok = box.height > barTop / 2 ? box.top < barTop : box.bottom <= barTop + 1;
          return ok ? null : `${active.id || active.tagName}: bottom ${box.bottom}, bar top ${barTop}`;
        });
        if (seen) covered.push(seen);
        await page.keyboard.press('Tab');
        // Smooth scrolling, if any, has ended.
        await page.waitForTimeout(50);
      }
      expect(covered).toEqual([]);
    } finally {
      await deleteListing(page, id);
    }
  });
}

test('a 60-letter unbroken title does not push the dashboard sideways at 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const id = await newDraft(page);
  try {
    const long = 'Fermentationandcharcuterieapprenticeshipcoordinatorpositions';
    expect(long).toHaveLength(60);
    await page.getByLabel('Job title').fill(long);
    await page.getByLabel('Company name').fill(`${long.slice(0, 40)}Cooperative`);
    await expect(page.locator('.post-form__status')).toHaveText('Saved');
    await page.goto('/account/posters');
    const table = page.locator('.posters-table');
    await expect(table.getByRole('link', { name: long })).toBeVisible();
    const sizes = await page.evaluate(() => {
      const element = document.querySelector('.posters-table') as HTMLElement;
      const column = element.parentElement as HTMLElement;
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        tableRight: element.getBoundingClientRect().right,
        columnRight: column.getBoundingClientRect().right,
      };
    });
    expect(sizes.scrollWidth).toBeLessThanOrEqual(sizes.clientWidth);
    expect(sizes.tableRight).toBeLessThanOrEqual(sizes.columnRight + 1);
    const row = page.locator('.posters-table tbody tr').filter({ hasText: long });
    const actions = await row.locator('.posters-table__actions').boundingBox();
    expect((actions?.x ?? 0) + (actions?.width ?? 9999)).toBeLessThanOrEqual(sizes.columnRight + 1);
  } finally {
    await deleteListing(page, id);
  }
});

test('a listing a moderator returned says so on the dashboard, with the reason', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A poster of the test's own with a package it bought: submitting spends its credit, not one of
  // maria's (other specs count on hers).
  await newConfirmedPoster(page);
  await buyPackage(page);
  const id = await newDraft(page);
  try {
    await page.getByLabel('Company name').fill('Petaluma Grain Co-op');
    await page.getByLabel('Contact email').fill('jobs@grain.example');
    await page.getByLabel('Job title').fill('Returned Mill Apprentice');
    await page.getByLabel('Job type').selectOption({ label: 'Internship/Apprentice' });
    await page.getByRole('checkbox', { name: 'Production' }).check();
    await page.locator('#post-description').fill('Learn stone milling from our head miller.');
    await page.getByRole('checkbox', { name: 'Stipend' }).check();
    await page.getByLabel('City').fill('Petaluma');
    await page.getByLabel('State', { exact: true }).selectOption('CA');
    await page.getByLabel('By email, through our application form').fill('mill@grain.example');
    await expect(page.locator('.post-form__status')).toHaveText('Saved');
    await page.getByRole('button', { name: 'Submit listing' }).click();
    await expect(page.getByRole('heading', { name: 'Your listing is on its way' })).toBeVisible();

    // Staff return it with a reason (the back office's PATCH).
    const staff = await request.post('/api/login/check', {
      data: { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' },
    });
    expect(staff.status()).toBe(200);
    const reason = 'Please add the hours of the apprenticeship.';
    const returned = await request.patch(`/api/jobs/${id}`, {
      headers: { 'content-type': 'application/merge-patch+json', accept: 'application/ld+json' },
      data: { status: 'draft', moderation_reason: reason },
    });
    expect(returned.status()).toBe(200);

    await page.goto('/account/posters');
    const row = page.locator('.posters-table tbody tr').filter({ hasText: 'Returned Mill Apprentice' });
    await expect(row.locator('.posters-table__status')).toHaveText('Returned by a moderator');
    await expect(row.getByText(reason)).toBeVisible();
    await expect(row.getByRole('link', { name: 'Post Job Now' })).toHaveAttribute('href', `/post/${id}`);
  } finally {
    await deleteListing(page, id);
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('an unconfirmed poster on /post can have the confirmation email sent again', async ({ page }) => {
      const email = await newUser(page, true);
      const confirmMails = async () => {
        const list = await (await page.request.get('/dev/mailbox')).text();
        return [...list.matchAll(/<td>([^<]*)<\/td><td><a href="\/dev\/mailbox\/\d+">([^<]*)<\/a>/g)].filter(
          ([, to, subject]) => to === email && /confirm/i.test(subject ?? ''),
        ).length;
      };
      await expect.poll(confirmMails, { timeout: 15_000 }).toBe(1);

      await page.goto('/post');
      const notice = page.getByText('Please confirm your email address before applying or posting.', {
        exact: false,
      });
      await expect(notice).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page, '.resend-confirmation');
      await page.getByRole('button', { name: 'Resend the confirmation email' }).click();
      await expect(
        page.getByText('Thank you! A new link is on its way; the email may take a few minutes to arrive.'),
      ).toBeVisible();
      await expect.poll(confirmMails, { timeout: 15_000 }).toBe(2);
    });
  });
}
