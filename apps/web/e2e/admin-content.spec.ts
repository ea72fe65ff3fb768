import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Staff run the site's content from the back office (issue 18): a blog post written with rich text
// and an uploaded image, published and read by a guest; a submitted testimonial approved from the
// moderation list and shown on /testimonials.
const PASSWORD = 'good-food-demo';
const dist = path.resolve(import.meta.dirname, '../../admin/dist');
/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function serveAdmin(page: Page): Promise<void> {
  // Until the server serves /admin itself, the built files are served here at the app's origin.
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

async function signInAsStaff(page: Page): Promise<void> {
  const res = await page.request.post('/api/login/check', {
    data: { email: 'staff@goodfoodjobs.local', password: PASSWORD },
  });
  expect(res.status()).toBe(200);
}

test('staff write a blog post with an uploaded image, publish it, and a guest reads it', async ({
  page,
  browser,
}) => {
  // The back office, the public blog and axe on both: over 30 s on a busy machine.
  test.setTimeout(90_000);
  await signInAsStaff(page);
  await serveAdmin(page);
  await page.goto('/admin/#/blog-posts/create');
  const title = `Cover crops that pay their way ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  await page
    .getByLabel('Excerpt *')
    .fill('Three farms on what winter rye did for their soil and their books.');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({ name: 'rye.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('textbox', { name: 'Image', exact: true })).toHaveValue(
    /^\/api\/media-objects\/\d+\/file$/,
  );
  await page.getByLabel('Image description').fill('Winter rye in a frosty field');
  const editor = page.locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Rye went in after the squash came out. ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('By April the beds held water.');
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'published' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  // Back on the list, published.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('published');

  // A guest finds it on the blog, with its image served to them and the bold text kept.
  const guest = await browser.newPage();
  await guest.goto('/blog');
  await guest.getByRole('link', { name: title }).first().click();
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await expect(guest.locator('strong', { hasText: 'By April the beds held water.' })).toBeVisible();
  const image = guest.getByRole('img', { name: 'Winter rye in a frosty field' }).first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await guest.close();
  // The back office's list passes axe as the public pages do, once the save's notification has
  // gone (caught fading in or out, its text is half transparent).
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
});

test('staff approve a submitted testimonial from the moderation list', async ({ page, browser }) => {
  const name = `Rosa Quintero ${Date.now()}`;
  const guest = await browser.newPage();
  const csrf = (await (await guest.request.get('/api/csrf-token')).json()) as { token: string };
  const submitted = await guest.request.post('/api/testimonial-submissions', {
    multipart: {
      _token: csrf.token,
      category: 'seeker',
      name,
      email: 'rosa@example.org',
      country: 'Mexico',
      city: 'Oaxaca',
      content: 'I found my apprenticeship on a mezcal farm here and stayed three seasons.',
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);

  await signInAsStaff(page);
  await serveAdmin(page);
  await page.goto('/admin/#/testimonials');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Testimonial approved')).toBeVisible();

  await guest.goto('/testimonials');
  await expect(guest.getByText(name).first()).toBeVisible();
  await guest.close();
});

test('the content screens are for staff: a member signed in gets no content from the API', async ({
  page,
}) => {
  const res = await page.request.post('/api/login/check', {
    data: { email: 'june@goodfoodjobs.local', password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  for (const collection of ['contact-messages', 'refund-requests', 'newsletter-subscribers']) {
    expect((await page.request.get(`/api/${collection}`)).status()).toBe(403);
  }
  const draft = await page.request.get('/api/blog-posts?status[]=draft');
  expect(
    ((await draft.json()) as { member: { status: string }[] }).member.every((p) => p.status !== 'draft'),
  ).toBe(true);
});

test('publishing a newsletter issue asks first, saying how many subscribers it goes to', async ({ page }) => {
  await signInAsStaff(page);
  const title = `Seed swaps and spring hiring ${Date.now()}`;
  const created = await page.request.post('/api/newsletter-issues', {
    data: { title, content: '<p>Who is hiring this spring, and where to swap seeds.</p>' },
  });
  expect(created.status()).toBe(201);
  const issue = (await created.json()) as { '@id': string };
  const subscribers = (await (
    await page.request.get('/api/newsletter-subscribers?status[]=confirmed&pageSize=1')
  ).json()) as { totalItems: number };
  await serveAdmin(page);
  await page.goto('/admin/#/newsletter-issues');
  // A new draft is at the top of the list, not on its last page.
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish and email this issue?' });
  await expect(dialog).toContainText(
    `It goes into the archive and is emailed to ${subscribers.totalItems} confirmed subscribers. An email cannot be called back.`,
  );
  await expectNoAxeViolations(page);
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/newsletter-issues$/);
  expect(((await (await page.request.get(issue['@id'])).json()) as { status: string }).status).toBe('draft');
  // Confirmed, the publish request goes out. It is answered here instead of by the server: a real
  // publication would add an issue to the archive other tests count, and email every subscriber.
  let published = '';
  await page.route('**/publish', async (route) => {
    published = route.request().url();
    await route.fulfill({ status: 200, contentType: 'application/ld+json', body: '{}' });
  });
  await row.getByRole('button', { name: 'Publish' }).click();
  await dialog.getByRole('button', { name: 'Publish and email' }).click();
  await expect(page.getByText('Published: sending to subscribers')).toBeVisible();
  expect(published).toMatch(new RegExp(`${issue['@id']}/publish$`));
  expect((await page.request.delete(issue['@id'])).status()).toBe(204);
});
