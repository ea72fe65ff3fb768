import { COMMERCE_MESSAGES } from '@gfj/contracts/commerce';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { hasNoSidewaysScroll } from './content-helpers.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { waitForHydration } from './hydration.ts';
import { NEW_POSTER_PASSWORD, newConfirmedPoster, newUser } from './new-poster.ts';

const PASSWORD = NEW_POSTER_PASSWORD;
const COMPLETE_JOB = {
  post_type: '/api/job-post-types/1',
  company_name: 'Green Acres Farm',
  company_email: 'hire@green-acres.example',
  company_website: 'https://green-acres.example',
  company_description: 'We grow vegetables & herbs for 300 families.',
  position: 'Orchard Crew Lead',
  type_id: 1,
  categories: [1],
  description: '<p>Lead the orchard crew.</p>',
  city: 'Ithaca',
  state: 'NY',
  zip_code: '14850',
  pay_period: 'hour',
  pay_min: 1800,
  pay_max: 2200,
  how_to_apply_email: 'apply@green-acres.example',
};

/** A poster (confirmed in the database through the dev mailbox link) with a listing waiting for payment. */
async function posterWithUnpaidListing(page: Page): Promise<string> {
  const email = await newConfirmedPoster(page);
  const job = await page.request.post('/api/jobs', { data: COMPLETE_JOB });
  expect(job.status()).toBe(201);
  const submitted = await page.request.post(`/api/jobs/${(await job.json()).id}/submission`);
  expect((await submitted.json()).outcome).toBe('payment_required');
  return email;
}

/** Waits for a checkout form or the pricing buttons, or `selector`, to hydrate. */
async function waitForCheckout(page: Page, selector = '.checkout form, .pricing-card button') {
  await waitForHydration(page, selector);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

test('a guest picks a package, signs in, finds it in the cart and pays with 4242 in TEST MODE', async ({
  page,
}) => {
  // A journey over several pages, each checked with axe: over 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = await newUser(page, false);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  const packages = page.getByRole('list', { name: 'Job packages' }).getByRole('listitem');
  await expect(packages).toHaveCount(3);
  await expect(packages.first()).toContainText('3 Jobs');
  await expect(packages.first()).toContainText('$50 each');
  await expect(packages.first()).toContainText('$150');
  await expectNoAxeViolations(page);
  await waitForCheckout(page);
  // As for Favorite and Apply, a guest signs in where they are (core 2: the register/login modal),
  // with the package kept in the guest cookie.
  await packages.first().getByRole('button', { name: 'ADD TO CART' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
  expect((await page.context().cookies()).find((c) => c.name === 'guestLastSelectedJobPackage')?.value).toBe(
    '2',
  );
  await expectNoAxeViolations(page);
  await signIn.getByLabel('Email', { exact: true }).fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  // Signing in reloads the page, signed in; the package is then added and the cart opens.
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  await expect(page.locator('.checkout__line')).toContainText('3 Jobs');
  expect(
    (await page.context().cookies()).find((c) => c.name === 'guestLastSelectedJobPackage'),
  ).toBeUndefined();
  await expect(page.getByRole('note')).toContainText('TEST MODE');
  // The header cart: its count, and on focus the dropdown's order details with PAY NOW.
  const cartLink = page.getByRole('link', { name: 'Cart, 1 item' });
  await cartLink.focus();
  const dropdown = page.getByRole('region', { name: 'Order details' }).filter({ hasText: 'PAY NOW' });
  await expect(dropdown).toContainText('3 Jobs');
  await expect(dropdown).toContainText('Total');
  await expectNoAxeViolations(page);
  await waitForCheckout(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'PAY $150' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The account menu counts the package at once (it kept the count from before until a reload).
  await waitForHydration(page, '.account-menu__trigger');
  await page.locator('.account-menu__trigger').click();
  await expect(page.getByRole('menuitem', { name: /^Job Packages\s*,\s*1$/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/account/posters/jobpackages');
  await expect(page.getByRole('row', { name: /3 Jobs/ })).toContainText('0');
  await expect(page.getByText('Need more jobs?')).toBeVisible();
  // A page number that is no page is page 1, one past the last the last page (as /account/posters).
  for (const n of ['99999999999999999999', '9007199254740993', 'abc']) {
    const res = await page.goto(`/account/posters/jobpackages?page=${n}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('row', { name: /3 Jobs/ })).toBeVisible();
  }
  await page.goto('/account/posters/jobpackages?page=5');
  await expect(page).toHaveURL(/\/account\/posters\/jobpackages$/);
  await expect(page.getByRole('row', { name: /3 Jobs/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // The receipt: downloaded as a real PDF, then emailed with the PDF attached.
  // By keyboard first: Tab goes from the choices to the button and round to Close, and Escape
  // gives focus back to the button that opened it (it stayed on the first choice; then <body>).
  const printPackage = page.getByRole('button', { name: 'Print the receipt of 3 Jobs' });
  await printPackage.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'SAVE PAPER' });
  await expect(modal.getByLabel('Download')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Choose Download or Email' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(printPackage).toBeFocused();
  await printPackage.click();
  await expectNoAxeViolations(page);
  await modal.getByLabel('Download').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('receipt.pdf');
  const file = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const text = await pdfText(Buffer.concat(chunks));
  expect(text).toContain('3 Jobs');
  expect(text).toContain('ending in 4242');
  await page.getByRole('button', { name: 'Print the receipt of 3 Jobs' }).click();
  await modal.getByLabel('Email').check();
  await modal.getByRole('button', { name: 'Email receipt' }).click();
  await expect(modal.getByRole('status')).toContainText('Your receipt has been sent to your email address.');
  await expect
    .poll(async () => {
      const list = await (await page.request.get('/dev/mailbox')).text();
      return [
        ...list.matchAll(/<td>([^<]*)<\/td><td><a href="(\/dev\/mailbox\/\d+)">([^<]*receipt[^<]*)<\/a>/g),
      ].filter(([, to]) => to === email).length;
    })
    .toBeGreaterThanOrEqual(2);
  const list = await (await page.request.get('/dev/mailbox')).text();
  const receiptMail = [
    ...list.matchAll(/<td>([^<]*)<\/td><td><a href="(\/dev\/mailbox\/\d+)">([^<]*receipt[^<]*)<\/a>/g),
  ].find(([, to]) => to === email);
  expect(await (await page.request.get(receiptMail?.[2] ?? '')).text()).toContain('receipt.pdf');
});

test('a guest who joins from ADD TO CART finds the package in the cart; one who closes the modal keeps nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/pricing');
  const packages = page.getByRole('list', { name: 'Job packages' }).getByRole('listitem');
  const name = ((await packages.nth(1).getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
  await waitForCheckout(page);
  const guestCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === 'guestLastSelectedJobPackage');

  // Closing the modal drops the pick: nothing is added at a later sign-in.
  await packages.first().getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  expect((await guestCookie())?.value).toBeDefined();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(packages.first().getByRole('button', { name: 'ADD TO CART' })).toBeFocused();
  expect(await guestCookie()).toBeUndefined();

  // Join instead: the success modal's Close reloads the page, signed in, and the package is added.
  await packages.nth(1).getByRole('button', { name: 'ADD TO CART' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('link', { name: 'not a member yet? join us' })
    .click();
  const join = page.getByRole('dialog', { name: 'Join' });
  await join.getByLabel('Email').fill(`package-joiner-${Date.now()}@example.org`);
  await join.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await join.getByLabel('Confirm password').fill(PASSWORD);
  await join.getByLabel('a job poster').check();
  await join.getByRole('button', { name: 'Join' }).click();
  const joined = page.getByRole('dialog', { name: 'Welcome to Good Food Jobs!' });
  await expect(joined).toBeVisible();
  await joined.getByRole('button', { name: 'Close' }).first().click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  const lines = page.locator('.checkout__lines > li');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(name);
  expect(await guestCookie()).toBeUndefined();
  await expectNoAxeViolations(page);
  // Once only: the cart page, loaded again, does not add it a second time.
  await page.reload();
  await expect(lines).toHaveCount(1);
});

test('an employer pays for a listing: a declined card first, then 4242; the listing is pending', async ({
  page,
}) => {
  await posterWithUnpaidListing(page);
  const jobId = (await (await page.request.post('/api/shopping-carts', { data: {} })).json()).items[0]
    .entity_id;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/cart');
  await expect(page.locator('.checkout__line')).toContainText('Orchard Crew Lead');
  await waitForCheckout(page);

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'PAY $60' }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expectNoAxeViolations(page);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'PAY $60' }).click();
  await expect(page.getByText('Your listing is pending review')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'From employers who hired here' })).toBeVisible();
  // Each quote lines up with its name (the browser's quote indent pushed it 40 px in).
  const voice = page.locator('.checkout-voices__item').first();
  const quote = await voice.locator('blockquote').boundingBox();
  const name = await voice.locator('figcaption').boundingBox();
  expect(quote!.x).toBe(name!.x);
  await expectNoAxeViolations(page);
  const job = await (
    await page.request.get(`/api/jobs/${jobId}`, { headers: { accept: 'application/ld+json' } })
  ).json();
  expect(job.status).toBe('unapproved');

  // The dashboard prints the listing's receipt from its last invoice.
  await page.goto('/account/posters');
  await waitForHydration(page, '.posters-table__select');
  await page
    .getByRole('button', { name: /^Print receipt\s*: \u2068Orchard Crew Lead\u2069$/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'SAVE PAPER' });
  await modal.getByLabel('Download').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(await pdfText(Buffer.concat(chunks))).toContain('Orchard Crew Lead');
});

test('the cart changed in another tab: PAY charges nothing, says so and shows the new total', async ({
  page,
}) => {
  await posterWithUnpaidListing(page);
  await page.goto('/account/cart');
  await waitForCheckout(page);
  await expect(page.getByRole('button', { name: 'PAY $60' })).toBeVisible();
  // Another tab adds a $150 package after this page showed $60.
  const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  const added = await page.request.post('/api/shopping-cart-items', {
    data: { entity_type: 'job-package', entity_id: 2, shopping_cart: cart['@id'] },
  });
  expect(added.status()).toBe(201);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByRole('button', { name: 'PAY $60' }).click();
  await expect(page.getByRole('alert')).toContainText(COMMERCE_MESSAGES.totalChanged);
  // Nothing was charged, and the page now shows (and pays) what the cart costs.
  const orders = await page.request.get('/api/shopping-cart-orders', {
    headers: { accept: 'application/ld+json' },
  });
  expect((await orders.json()).totalItems).toBe(0);
  await page.getByRole('button', { name: 'PAY $210' }).click();
  await expect(page.getByText('Your listing is pending review')).toBeVisible();
});

test('a listing covered by a package credit checks out without a card', async ({ page }) => {
  await posterWithUnpaidListing(page);
  // Buy a package first, in its own order.
  const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  const listing = cart.items[0];
  await page.request.delete(`/api/shopping-cart-items/${listing.id}`);
  const packageCart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  await page.request.post('/api/shopping-cart-items', {
    data: { entity_type: 'job-package', entity_id: 2, shopping_cart: packageCart['@id'] },
  });
  expect(
    (
      await page.request.post('/api/shopping-cart-orders', {
        data: { shopping_cart: packageCart['@id'], payment_method: 'pm_card_visa' },
      })
    ).status(),
  ).toBe(201);
  const next = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  await page.request.post('/api/shopping-cart-items', {
    data: { entity_type: 'job', entity_id: listing.entity_id, shopping_cart: next['@id'] },
  });
  await page.goto('/account/cart');
  await expect(page.getByText('Job package credits (1)')).toBeVisible();
  await waitForCheckout(page);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByText('Your listing is pending review')).toBeVisible();

  // Placed with a credit, its receipt is the $0 invoice of that order, printed from the dashboard.
  await page.goto('/account/posters');
  await waitForHydration(page, '.posters-table__select');
  await page
    .getByRole('button', { name: /^Print receipt\s*: \u2068Orchard Crew Lead\u2069$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'SAVE PAPER' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** One more listing of the signed-in poster, submitted and waiting for payment in their cart. */
async function anotherUnpaidListing(page: Page): Promise<void> {
  const job = await page.request.post('/api/jobs', { data: { ...COMPLETE_JOB, position: 'Cider Maker' } });
  expect(job.status()).toBe(201);
  const submitted = await page.request.post(`/api/jobs/${(await job.json()).id}/submission`);
  expect((await submitted.json()).outcome).toBe('payment_required');
}

test('a poster saves a card at checkout, pays the next listing with it, and removes it on Account Info', async ({
  page,
}) => {
  // A journey over several pages, each checked with axe: over 30 s on a busy machine.
  test.setTimeout(90_000);
  await posterWithUnpaidListing(page);
  await page.goto('/account/cart');
  await waitForCheckout(page);
  // No saved card yet: the new card's field, and the offer to keep it.
  await expect(page.getByRole('group', { name: 'Pay with' })).toHaveCount(0);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Save this card for next time').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'PAY $60' }).click();
  await expect(page.getByText('Your listing is pending review')).toBeVisible();

  await anotherUnpaidListing(page);
  await page.goto('/account/cart');
  await waitForCheckout(page);
  const choices = page.getByRole('group', { name: 'Pay with' });
  const saved = choices.getByRole('radio', { name: /^Visa ending 4242, expires 12\/\d{4}$/ });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Choosing a new card brings the field back; the saved card is picked again with the keyboard.
  await choices.getByRole('radio', { name: 'A new card' }).check();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await saved.focus();
  await page.keyboard.press('Space');
  await expect(saved).toBeChecked();
  await page.getByRole('button', { name: 'PAY $60' }).click();
  await expect(page.getByText('Your listing is pending review')).toBeVisible();
  const orders = await (
    await page.request.get('/api/shopping-cart-orders', { headers: { accept: 'application/ld+json' } })
  ).json();
  expect(orders.member[0].payment).toMatchObject({ card_brand: 'visa', card_last4: '4242' });

  await page.goto('/account/details');
  await waitForHydration(page, '.accordion');
  await page.getByRole('button', { name: 'Saved Cards' }).click();
  const remove = page.getByRole('button', { name: /^Remove \u2068Visa ending 4242/ });
  await expect(remove).toBeVisible();
  await expectNoAxeViolations(page);
  await remove.click();
  await expect(page.getByRole('status').filter({ hasText: 'removed.' })).toBeVisible();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
  expect((await (await page.request.get('/api/stripe-payment-methods')).json()).member as unknown[]).toEqual(
    [],
  );
});

test('a listing waiting for payment reads whole on the dashboard at 1280 px, and Pay in your cart always finds it in the cart', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await newConfirmedPoster(page);
  // Long enough words in every cell that the table must share out less room than it would like.
  const listing = {
    ...COMPLETE_JOB,
    position: 'Orchard Crew Lead and Cider Apprentice',
    company_name: 'Green Acres Farm and Orchard Cooperative',
    categories: [1, 2, 3],
  };
  const created = await page.request.post('/api/jobs', { data: listing });
  expect(created.status()).toBe(201);
  const submitted = await page.request.post(`/api/jobs/${(await created.json()).id}/submission`);
  expect((await submitted.json()).outcome).toBe('payment_required');
  await page.goto('/account/posters');
  const row = page.locator('.posters-table tbody tr').filter({ hasText: listing.position });
  const status = row.locator('.posters-table__status');
  await expect(status).toHaveText('Awaiting payment');
  // Every word on one line (an outside walk-through saw "awaitin / g / paymen / t" and
  // "Statistic / s" on a dashboard of six rows with wider actions, where the table was squeezed).
  const brokenWords = await row.evaluate((cell) => {
    const broken: string[] = [];
    for (const element of cell.querySelectorAll('.posters-table__status, .posters-table__select')) {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const words = (text.textContent ?? '').matchAll(/\S+/g);
      for (const word of words) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (range.getClientRects().length > 1) broken.push(word[0]);
      }
    }
    return broken;
  });
  expect(brokenWords).toEqual([]);

  // Pay in your cart opens the cart with the listing, and puts it back there when it was taken out
  // (before: a link to a cart that no longer held it, "Your cart is empty", and no way back).
  const lines = page.locator('.checkout__lines > li');
  await row.getByRole('button', { name: 'Pay in your cart' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(lines).toHaveCount(1);
  await waitForCheckout(page);
  await page.getByRole('button', { name: `Remove \u2068${listing.position}\u2069` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.goto('/account/posters');
  await row.getByRole('button', { name: 'Pay in your cart' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(listing.position);
  // Asked again with the listing already there, it is there once.
  await page.goto('/account/posters');
  await row.getByRole('button', { name: 'Pay in your cart' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(lines).toHaveCount(1);
});

test('on a phone the header shows the cart with its real count and opens the cart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newUser(page, false);
  await page.goto('/pricing');
  // A guest's cart reads 0, in the header bar itself (the menu stays closed).
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');

  await posterWithUnpaidListing(page);
  await page.goto('/pricing');
  await waitForCheckout(page);
  const cart = page.getByRole('link', { name: 'Cart, 1 item' });
  await expect(cart).toBeVisible();
  await expect(cart).toContainText('1');
  await expectNoAxeViolations(page);
  // Adding a package updates the count at once.
  await page
    .getByRole('list', { name: 'Job packages' })
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: 'ADD TO CART' })
    .click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // With the keyboard: the header's cart link opens the cart page.
  await page.goto('/pricing');
  await waitForCheckout(page);
  await page.getByRole('link', { name: 'Cart, 2 items' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(page.locator('.checkout__line')).toHaveCount(2);
});

test('with Stripe keys the checkout asks for Stripe.js, and says so plainly when it cannot load', async ({
  page,
}) => {
  // The second server runs with Stripe keys (playwright.config.ts); js.stripe.com is out of reach
  // here, so its requests are stopped and recorded.
  const base = process.env.E2E_REPORTING_URL ?? '';
  const asked: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    asked.push(route.request().url());
    await route.abort('internetdisconnected');
  });
  const email = `stripe-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.org`;
  expect(
    (
      await page.request.post(`${base}/api/users`, {
        data: { email, password: PASSWORD, password_confirm: PASSWORD, identify_as: 'job poster' },
      })
    ).status(),
  ).toBe(201);
  expect(
    (await page.request.post(`${base}/api/login/check`, { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);
  const cart = await (await page.request.post(`${base}/api/shopping-carts`, { data: {} })).json();
  await page.request.post(`${base}/api/shopping-cart-items`, {
    data: { entity_type: 'job-package', entity_id: 2, shopping_cart: cart['@id'] },
  });
  expect(await (await page.request.get(`${base}/api/payment-settings`)).json()).toEqual({
    provider: 'stripe',
    test_mode: false,
    publishable_key: 'pk_test_e2e_unreachable',
  });

  const response = await page.goto(`${base}/account/cart`);
  expect(response?.headers()['content-security-policy']).toContain('script-src');
  expect(response?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Payments are unavailable right now. Please try again in a few minutes; nothing has been charged.',
  );
  expect(asked.some((url) => /^https:\/\/js\.stripe\.com\/.+\/stripe\.js/.test(url))).toBe(true);
  // No TEST MODE note and no test card field: nothing that only TEST MODE understands.
  await expect(page.getByText('TEST MODE')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PAY $150' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('a listing whose title is one long word fits the cart, at 375 px and at 1280 px', async ({ page }) => {
  await newConfirmedPoster(page);
  // Posters type what they like: one unbroken word pushed the prices, Remove and PAY off screen.
  const position = `Orchard${'crew'.repeat(35)}`;
  const created = await page.request.post('/api/jobs', { data: { ...COMPLETE_JOB, position } });
  expect(created.status()).toBe(201);
  const submitted = await page.request.post(`/api/jobs/${(await created.json()).id}/submission`);
  expect((await submitted.json()).outcome).toBe('payment_required');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account/cart');
    await waitForCheckout(page);
    await expect(page.locator('.checkout__line')).toContainText(position.slice(0, 20));
    expect(await hasNoSidewaysScroll(page), `${width} px`).toBe(true);
    for (const control of [
      page.getByRole('button', { name: new RegExp(`^Remove \u2068${position}`) }),
      page.getByRole('button', { name: 'Apply' }),
      page.getByRole('button', { name: /^PAY / }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, `${width} px`).toBe(true);
    }
  }
  // The header's cart lists it too, inside its panel.
  await page.getByRole('link', { name: /^Cart, 1 item/ }).hover();
  const panel = page.locator('.cart-dropdown').getByRole('region', { name: 'Order details' });
  await expect(panel).toBeVisible();
  const panelBox = await panel.boundingBox();
  const name = await panel.getByText(position).boundingBox();
  expect(panelBox && panelBox.x >= 0 && panelBox.x + panelBox.width <= 1280).toBe(true);
  expect(name && panelBox && name.x + name.width <= panelBox.x + panelBox.width).toBe(true);
});
