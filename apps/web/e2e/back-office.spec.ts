import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { readMailTo } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';

// The staff back office at /admin (issue 15), on the production server with the demo data: staff
// sign in on the site, approve one pending listing (it shows in /search) and return another with
// a reason (the poster's mail shows it in /dev/mailbox), using the keyboard for the actions.
const STAFF = { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' };
const POSTER = { email: 'maria@goodfoodjobs.local', password: 'good-food-demo' };
const REASON = 'Please add the weekly schedule so applicants know the hours.';

const LISTING = {
  post_type: '/api/job-post-types/1',
  company_name: 'Hollow Creek Orchard',
  company_email: 'hire@hollowcreek.example',
  company_description: 'A family orchard in the Hudson Valley.',
  type_id: 1,
  categories: [1],
  description: '<p>Prune, pick and pack with a crew of five.</p>',
  city: 'Hudson',
  state: 'NY',
  zip_code: '12534',
  pay_period: 'hour',
  pay_min: 1900,
  pay_max: 2300,
  how_to_apply_email: 'apply@hollowcreek.example',
};

/** A listing submitted for review by the demo poster (her package pays for it). */
async function submitListing(api: APIRequestContext, token: string, position: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await api.post('/api/jobs', { headers, data: { ...LISTING, position } });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as number;
  const submitted = await api.post(`/api/jobs/${id}/submission`, { headers });
  expect(submitted.status(), await submitted.text()).toBe(200);
  expect((await submitted.json()).status).toBe('unapproved');
  return id;
}

test('guests are sent to sign in and non-staff get a 403: no byte of the back office for them', async ({
  page,
  baseURL,
}) => {
  const guest = await page.request.get('/admin/', { maxRedirects: 0 });
  expect(guest.status()).toBe(303);
  expect(guest.headers().location).toBe('/login?redirect=%2Fadmin');
  expect((await page.request.get('/admin/assets/app.js', { maxRedirects: 0 })).status()).toBe(403);

  const poster = await playwrightRequest.newContext({ baseURL });
  await poster.post('/api/login/check', { data: POSTER });
  const refused = await poster.get('/admin/');
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('Your account does not have staff access.');
  await poster.dispose();

  // The public pages never point at it.
  const home = await (await page.request.get('/')).text();
  expect(home).not.toContain('/admin/assets/');
});

test('staff approve a pending listing and return another with a reason, from /admin', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const approveTitle = `Orchard Lead ${stamp}`;
  const returnTitle = `Cider Maker ${stamp}`;
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/login/check', { data: POSTER });
  const token = (await login.json()).token as string;
  await submitListing(api, token, approveTitle);
  await submitListing(api, token, returnTitle);
  await api.dispose();

  // Nothing the back office asks for is missing (it asked for /favicon.ico: a 404 on every load,
  // which Chromium reports on the console, not as a response of the page).
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('404')) missing.push(message.location().url);
  });
  // Sign in on the site; the sign-in page brings staff back to /admin.
  await page.goto('/login?redirect=%2Fadmin');
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$/, { timeout: 20_000 });

  // The moderation queue is the first screen: pending listings, oldest first.
  await expect(page.getByRole('menuitem', { name: 'Moderation queue' })).toBeVisible({ timeout: 30_000 });
  const approveRow = page.getByRole('row').filter({ hasText: approveTitle });
  const returnRow = page.getByRole('row').filter({ hasText: returnTitle });
  await expect(approveRow).toBeVisible({ timeout: 20_000 });
  await expect(returnRow).toBeVisible();
  expect(missing).toEqual([]);
  const rows = await page.getByRole('row').allTextContents();
  expect(rows.findIndex((r) => r.includes(approveTitle))).toBeLessThan(
    rows.findIndex((r) => r.includes(returnTitle)),
  );
  await expect(approveRow).toContainText(POSTER.email);
  // The poster's history opens under the row.
  await approveRow.getByRole('button', { name: `Poster’s history for ${approveTitle}` }).click();
  const history = page.getByRole('dialog', { name: `Poster’s history: ${approveTitle}` });
  await expect(history).toContainText(`Poster: ${POSTER.email}`);
  await expect(history).toContainText(/Pending review: \d+/);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // Approve, with the keyboard.
  const approve = page.getByRole('button', { name: `Approve ${approveTitle}` });
  await approve.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Approved: ${approveTitle}`)).toBeVisible();
  await expect(approveRow).toHaveCount(0);
  // The keyboard is on the next listing's Approve, not dropped to the page (it was, with the row).
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Approve /);

  // Return the other with a reason: the dialog opens on the reason, Enter on its button sends it.
  const returnButton = page.getByRole('button', { name: `Return ${returnTitle} to draft` });
  await returnButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Return “${returnTitle}” to draft` });
  await expect(dialog).toBeVisible();
  // Without a reason the dialog says what is missing.
  await dialog.getByRole('button', { name: 'Return to draft' }).click();
  await expect(dialog.getByText('Please give the poster a reason for returning the listing.')).toBeVisible();
  const reason = dialog.getByRole('textbox', { name: 'Reason for the poster' });
  // The keyboard is on the field the message is about (it stayed on the button).
  await expect(reason).toBeFocused();
  await page.keyboard.type(REASON);
  await dialog.getByRole('button', { name: 'Return to draft' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Returned to the poster: ${returnTitle}`)).toBeVisible();
  await expect(returnRow).toHaveCount(0);
  // The keyboard goes on in the queue: the next listing's Return…, or the heading once none is left
  // (it fell to the page).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('aria-label')?.split(' ')[0] ?? active?.tagName;
      }),
    )
    .toMatch(/^(Return|H1)$/);

  // The audit log has both, by this staff member.
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'job.approve' }).first()).toContainText(STAFF.email);
  await expect(page.getByRole('row').filter({ hasText: 'job.return_to_draft' }).first()).toContainText(
    REASON,
  );

  // The approved listing is in search at once.
  await page.goto(`/search?keywords=${encodeURIComponent(approveTitle)}`);
  await expect(page.getByRole('link', { name: approveTitle }).first()).toBeVisible();

  // The poster's mail carries the reason and a link to edit the draft.
  const mail = await readMailTo(page, POSTER.email, new RegExp(`needs a change: ${returnTitle}`));
  expect(mail).toContain(REASON);
  const editPath = mail.match(/\/post\/\d+/)?.[0];
  expect(editPath).toBeDefined();

  // The poster follows it: the draft says why it came back.
  const posterContext = await browser.newContext();
  const posterPage = await posterContext.newPage();
  expect((await posterPage.request.post('/api/login/check', { data: POSTER })).status()).toBe(200);
  await posterPage.goto(editPath ?? '/');
  await expect(posterPage.getByText('Our team returned this listing to you:')).toBeVisible();
  await expect(posterPage.getByText(REASON)).toBeVisible();
  // Submitted again (her package pays): the reason is answered and leaves the page with the draft
  // wording (it stayed above "Your listing is on its way" until a reload).
  await waitForHydration(posterPage, 'form.post-form');
  await posterPage.getByRole('button', { name: 'Submit listing' }).click();
  await expect(posterPage.getByRole('heading', { name: 'Your listing is on its way' })).toBeVisible();
  await expect(posterPage.getByText('Our team returned this listing to you:')).toHaveCount(0);
  await posterContext.close();
});

test('the expiry reminder’s link marks the listing filled after asking, once', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const position = `Greenhouse Grower ${stamp}`;
  // A listing of the demo poster, approved by staff, then the reminder run as if 29.5 days later.
  const api = await playwrightRequest.newContext({ baseURL });
  const token = (await (await api.post('/api/login/check', { data: POSTER })).json()).token as string;
  const id = await submitListing(api, token, position);
  const staff = (await (await api.post('/api/login/check', { data: STAFF })).json()).token as string;
  const approved = await api.patch(`/api/jobs/${id}`, {
    headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/merge-patch+json' },
    data: JSON.stringify({ status: 'approved' }),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const at = new Date(Date.now() + 29.5 * 86_400_000).toISOString();
  expect((await api.post('/dev/listing-lifecycle/run', { data: { reminders_at: at } })).status()).toBe(200);
  await api.dispose();

  const mail = await readMailTo(page, POSTER.email, new RegExp(`expires tomorrow: ${position}`));
  const link = mail.match(/https?:\/\/[^\s"<]+\/mark-filled\?token=[A-Za-z0-9_%-]+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link ?? '');
  await page.goto(url.pathname + url.search);
  // Opening the link changes nothing: the page asks first.
  await expect(page.getByRole('heading', { name: 'Mark your listing as filled' })).toBeVisible();
  await expectNoAxeViolations(page);
  const button = page.getByRole('button', { name: 'Mark as filled' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Thank you! Your listing is marked as filled.')).toBeVisible();
  await expect(page.getByText(`${position} now shows as filled.`)).toBeVisible();
  const job = await (await page.request.get(`/api/jobs/${id}`)).json();
  expect(job.status).toBe('filled');

  // Single use: the same link again says so.
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: 'Mark as filled' }).click();
  await expect(page.getByText('This link has already been used.')).toBeVisible();

  // A link cut short before its token offers no button that could only fail.
  await page.goto('/mark-filled');
  await expect(page.getByRole('alert')).toHaveText('This link is not valid.');
  await expect(page.getByRole('button', { name: 'Mark as filled' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'your listings' })).toHaveAttribute('href', '/account/posters');
});
