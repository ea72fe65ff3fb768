import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { newConfirmedPoster } from './new-poster.ts';

// A new employer's journey, walked as one would meet it: what an outside walk found wrong in the
// posting form, its preview, the cart and the dashboard, on a phone and a desktop.

const PDF = { name: 'job-sheet.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

/** Waits until React hydrated the posting form and its editor loaded. */
async function waitForForm(page: Page) {
  await expect(page.locator('#post-description[contenteditable="true"]')).toBeVisible();
  await page.waitForFunction(() => {
    const form = document.querySelector('.post-form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

/** A new job draft of the signed-in poster's, from /post; its id. */
async function newDraft(page: Page, kind: RegExp = /^Job/): Promise<number> {
  await page.goto('/post');
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('button', { name: 'Start writing' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('with JavaScript, Attach a file uploads the file and the draft keeps it', async ({ page }) => {
  // The upload went without the page's CSRF token, so every file was refused: "403: Invalid CSRF token."
  await newConfirmedPoster(page);
  const id = await newDraft(page);
  await waitForForm(page);
  await page.getByLabel('Attach a file').setInputFiles(PDF);
  const attached = page.getByRole('list', { name: 'Attachments' });
  await expect(attached).toContainText(PDF.name);
  await expect(page.getByText(/Invalid CSRF token/)).toHaveCount(0);
  await expect(page.locator('.post-form__status')).toHaveText('Saved');
  const job = await (
    await page.request.get(`/api/jobs/${id}`, { headers: { accept: 'application/ld+json' } })
  ).json();
  expect((job as { attachments: { name: string }[] }).attachments.map((a) => a.name)).toEqual([PDF.name]);
  await page.reload();
  await waitForForm(page);
  await expect(page.getByRole('list', { name: 'Attachments' })).toContainText(PDF.name);
  await expectNoAxeViolations(page);
});
