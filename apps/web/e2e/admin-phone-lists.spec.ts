import { formatSiteDate, formatSiteDateTime } from '@gfj/contracts/site-time';
import { type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { hasNoSidewaysScroll } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

// Every list of the back office on a phone (375 px): each record a card that fits the screen, its
// list's card no wider than the screen (the guessed lists scrolled sideways inside it); dates in
// the site's form; a sort order left empty in a form puts the record last; an image field and a
// long title that fit (decision 062).
const STAFF = { email: 'staff@goodfoodjobs.local', password: 'good-food-demo' };
const PHONE = { width: 375, height: 740 };

test.beforeEach(async ({ page }) => {
  expect((await page.request.post('/api/login/check', { data: STAFF })).status()).toBe(200);
});

/** Every list in the menu, and for the ones decision 062 wrote, the field a record's card shows. */
const LISTS: { resource: string; title: string; shows?: string }[] = [
  { resource: 'jobs', title: 'Listings' },
  { resource: 'users', title: 'Users' },
  { resource: 'audit-entries', title: 'Audit log' },
  { resource: 'job-packages', title: 'Job packages' },
  { resource: 'job-post-types', title: 'Single listing prices' },
  { resource: 'promo-codes', title: 'Promo codes' },
  { resource: 'shopping-cart-orders', title: 'Orders' },
  { resource: 'blog-posts', title: 'Blog posts' },
  { resource: 'newsletter-issues', title: 'Newsletter issues' },
  { resource: 'newsletter-subscribers', title: 'Newsletter subscribers' },
  { resource: 'testimonials', title: 'Testimonials' },
  { resource: 'faqs', title: 'FAQ' },
  { resource: 'faq-categories', title: 'FAQ categories', shows: 'name' },
  { resource: 'pricing-slides', title: 'Pricing slides' },
  { resource: 'refund-requests', title: 'Refund requests' },
  { resource: 'contact-messages', title: 'Contact messages' },
  { resource: 'words-of-wisdom', title: 'Words of wisdom', shows: 'description' },
  { resource: 'press-items', title: 'Press', shows: 'title' },
  { resource: 'content-pages', title: 'Site pages', shows: 'title' },
  { resource: 'establishments', title: 'Establishments', shows: 'name' },
  { resource: 'education-tags', title: 'Education tags', shows: 'name' },
  { resource: 'alums', title: 'Alums', shows: 'name' },
];

/** The list's card and the page: neither wider than the screen (nothing scrolls sideways). */
async function expectListFits(page: Page, what: string): Promise<void> {
  const card = page.locator('.RaList-content');
  const widths = await card.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll, `${what}: the list's card scrolls sideways`).toBeLessThanOrEqual(widths.client + 1);
  expect(await hasNoSidewaysScroll(page), `${what}: the page scrolls sideways`).toBe(true);
}

/** Inside the screen's width: pressed or read without scrolling sideways. */
async function expectOnScreen(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width, `${what} inside the screen`).toBe(true);
}

async function firstMember(page: Page, resource: string): Promise<Record<string, unknown>> {
  const body = (await (await page.request.get(`/api/${resource}?pageSize=1`)).json()) as {
    member: Record<string, unknown>[];
  };
  const member = body.member[0];
  if (!member) throw new Error(`the demo data has no ${resource}`);
  return member;
}

test('at 375 px every list shows cards that fit: nothing scrolls sideways, the written ones pass axe', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(PHONE);
  for (const { resource, title, shows } of LISTS) {
    await page.goto(`/admin/#/${resource}`);
    await expect(page.locator('#react-admin-title'), resource).toHaveText(title, { timeout: 20_000 });
    const cards = page.locator('.record-cards > li');
    const empty = page.locator('.RaEmpty-message, .RaList-noResults');
    await expect(cards.first().or(empty.first()), resource).toBeVisible({ timeout: 20_000 });
    // Cards, never a table (the table scrolled inside its card, its buttons off screen).
    await expect(page.locator('.RaDatagrid-table'), resource).toHaveCount(0);
    if ((await cards.count()) > 0) await expectListFits(page, resource);
    if (!shows) continue;
    // The written lists: the record's own words (not its address), whole, and its Edit button on screen.
    const first = await firstMember(page, resource);
    const card = cards.first();
    await expect(card, resource).toContainText(String(first[shows]));
    await expect(card, resource).not.toContainText('/api/');
    const edit = card.getByRole('link', { name: 'Edit' });
    await expect(edit, resource).toBeVisible();
    await expectOnScreen(page, edit, `${resource}: Edit`);
    await expectNoAxeViolations(page);
  }
});

test('dates read as the site writes them, with the time where it matters and never seconds', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  // An order (the demo data has none), bought by staff in a context of its own, and a message
  // from a visitor.
  const buyer = await playwrightRequest.newContext({ baseURL });
  await buyer.post('/api/login/check', { data: STAFF });
  const cart = await (await buyer.post('/api/shopping-carts', { data: {} })).json();
  await buyer.post('/api/shopping-cart-items', {
    data: { entity_type: 'job-package', entity_id: 2, shopping_cart: cart['@id'] },
  });
  const bought = await buyer.post('/api/shopping-cart-orders', {
    data: { shopping_cart: cart['@id'], payment_method: 'pm_card_visa' },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const order = (await bought.json()) as { '@id': string; date_added: string };
  await buyer.dispose();
  const visitor = await browser.newPage();
  const csrf = (await (await visitor.request.get('/api/csrf-token')).json()) as { token: string };
  const sender = `Ines Ortega ${Date.now()}`;
  const sent = await visitor.request.post('/api/contact-messages', {
    form: {
      _token: csrf.token,
      name: sender,
      email: 'ines@example.org',
      category: 'comment or question',
      description: 'When does the spring newsletter go out?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await visitor.close();

  await page.setViewportSize(PHONE);
  const seconds = /\d{1,2}:\d{2}:\d{2}/;
  const dateAndTime = /^[A-Z][a-z]{2}, \d{2} \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/;
  const dateOnly = /^[A-Z][a-z]{2}, \d{2} \d{4}$/;
  /** The text of a card's value labelled `label`. */
  const cardValue = (card: Locator, label: string) =>
    card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

  // Orders: placed at a time, in the site's time zone, named.
  await page.goto('/admin/#/shopping-cart-orders');
  const number = `#${order['@id'].split('/').pop()}`;
  const orderCard = page
    .locator('.record-cards > li')
    .filter({ has: page.locator('dd', { hasText: new RegExp(`^${number}$`) }) });
  await expect(orderCard).toBeVisible({ timeout: 20_000 });
  await expect(cardValue(orderCard, 'Placed')).toHaveText(formatSiteDateTime(order.date_added));
  await expect(cardValue(orderCard, 'Placed')).toHaveText(dateAndTime);
  await expect(page.locator('main')).not.toContainText(seconds);
  await expectNoAxeViolations(page);
  // The order's screen says when and who too (it showed neither).
  await page.goto(`/admin/#/shopping-cart-orders/${encodeURIComponent(order['@id'])}/show`);
  await expect(page.getByText(formatSiteDateTime(order.date_added))).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('staff@goodfoodjobs.local')).toBeVisible();
  await expect(page.getByText('Payment', { exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(seconds);
  await expectNoAxeViolations(page);

  // A contact message: received at a time, in the list and on its screen.
  const messages = (await (await page.request.get('/api/contact-messages?pageSize=20')).json()) as {
    member: { '@id': string; name: string; date_added: string }[];
  };
  const message = messages.member.find((m) => m.name === sender);
  if (!message) throw new Error('the contact message was not kept');
  await page.goto('/admin/#/contact-messages');
  const messageCard = page.locator('.record-cards > li').filter({ hasText: sender });
  await expect(cardValue(messageCard, 'Received')).toHaveText(formatSiteDateTime(message.date_added), {
    timeout: 20_000,
  });
  await page.goto(`/admin/#/contact-messages/${encodeURIComponent(message['@id'])}/show`);
  await expect(page.getByText(formatSiteDateTime(message.date_added))).toBeVisible({ timeout: 20_000 });

  // The audit log: when, and a date among the changed values, in the same form.
  const asked = `Dated ${Date.now()}?`;
  const faq = await page.request.post('/api/faqs', {
    data: { question: asked, answer: '<p>Yes.</p>', category: '/api/faq-categories/5' },
  });
  expect(faq.status()).toBe(201);
  const question = (await faq.json()) as { '@id': string; date_added: string };
  expect((await page.request.delete(question['@id'])).status()).toBe(204);
  await page.goto(
    `/admin/#/audit-entries?filter=${encodeURIComponent(JSON.stringify({ action: 'faq.create' }))}`,
  );
  const entry = page.locator('.record-cards > li').filter({ hasText: asked });
  await expect(cardValue(entry, 'When')).toHaveText(dateAndTime, { timeout: 20_000 });
  await expect(entry.locator('dl dl time').first()).toHaveText(formatSiteDateTime(question.date_added));
  await expect(page.locator('main')).not.toContainText(seconds);

  // Words of wisdom: a date alone, where the time does not matter.
  const word = await firstMember(page, 'words-of-wisdom');
  await page.goto('/admin/#/words-of-wisdom');
  await expect(cardValue(page.locator('.record-cards > li').first(), 'Date')).toHaveText(dateOnly, {
    timeout: 20_000,
  });
  await expect(cardValue(page.locator('.record-cards > li').first(), 'Date')).toHaveText(
    formatSiteDate(String(word.date_added)),
  );
});

test('a sort order left empty in the form puts the record last; 0 puts it first', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const name = `Seed saving ${Date.now()}`;
  await page.goto('/admin/#/education-tags/create');
  await page.getByLabel('Name *').fill(name, { timeout: 20_000 });
  await page.getByLabel('Description *').fill('Keeping seed from one season to the next');
  await expect(page.getByLabel('Order', { exact: true })).toHaveValue('');
  await expect(
    page.getByText('Lower numbers come first; leave empty to put it after the others'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Education tag created', { exact: true })).toBeVisible({ timeout: 15_000 });

  const cards = page.locator('.record-cards > li');
  await expect(cards.last()).toContainText(name, { timeout: 20_000 });
  const tags = (await (await page.request.get('/api/education-tags?pageSize=100')).json()) as {
    member: { '@id': string; name: string; sort_order: number }[];
  };
  const tag = tags.member.find((t) => t.name === name);
  if (!tag) throw new Error('the tag was not saved');
  expect(tag.sort_order).toBe(Math.max(...tags.member.filter((t) => t !== tag).map((t) => t.sort_order)) + 1);

  // 0 puts it first; emptied again, it goes back to the end.
  const edit = `/admin/#/education-tags/${encodeURIComponent(tag['@id'])}`;
  await page.goto(edit);
  await expect(page.getByLabel('Order', { exact: true })).toHaveValue(String(tag.sort_order), {
    timeout: 20_000,
  });
  await page.getByLabel('Order', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(cards.first()).toContainText(name, { timeout: 20_000 });
  await page.goto(edit);
  await expect(page.getByLabel('Order', { exact: true })).toHaveValue('0', { timeout: 20_000 });
  await page.getByLabel('Order', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(cards.last()).toContainText(name, { timeout: 20_000 });
  expect((await page.request.delete(tag['@id'])).status()).toBe(204);
});

test('at 375 px a form’s image field and a long title fit the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const post = await firstMember(page, 'blog-posts');
  await page.goto(`/admin/#/blog-posts/${encodeURIComponent(String(post['@id']))}`);
  // The upload button keeps its words and stays on screen; the picker it opens is not shown.
  const upload = page.getByRole('button', { name: 'Upload image' });
  await expect(upload).toHaveText('Upload image', { timeout: 20_000 });
  await expectOnScreen(page, upload, 'Upload image');
  await expect(page.getByText('No file chosen')).toHaveCount(0);
  // The preview and the address field no wider than the form.
  const preview = page.locator('form img').first();
  await expect(preview).toBeVisible();
  await expectOnScreen(page, preview, 'the image preview');
  await expectOnScreen(page, page.getByRole('textbox', { name: 'Image', exact: true }), 'the image address');
  expect(await hasNoSidewaysScroll(page)).toBe(true);
  // The title takes two lines at most, inside the bar (a third rose out of its top).
  const title = page.locator('#react-admin-title');
  const bar = page.locator('header').first();
  const [titleBox, barBox] = [await title.boundingBox(), await bar.boundingBox()];
  expect(
    titleBox && barBox && titleBox.y >= barBox.y && titleBox.y + titleBox.height <= barBox.y + barBox.height,
  ).toBe(true);
  await expectNoAxeViolations(page);
});
