import { COMMERCE_MESSAGES } from '@gfj/contracts/commerce';
import { expect, test } from './fixtures.ts';
import { NEW_POSTER_PASSWORD, newUser } from './new-poster.ts';

// The cart's forms work without JavaScript (or when clicked before the page came to life): they
// post to the page's action. They had no method: PAY sent GET /account/cart?card=4242... and
// nothing was paid.
test.use({ javaScriptEnabled: false });

test('without JavaScript a promo code is checked and PAY pays, the card never in an address', async ({
  page,
}) => {
  await newUser(page, true);
  const cart = await (await page.request.post('/api/shopping-carts', { data: {} })).json();
  expect(
    (
      await page.request.post('/api/shopping-cart-items', {
        data: { entity_type: 'job-package', entity_id: 2, shopping_cart: cart['@id'] },
      })
    ).status(),
  ).toBe(201);
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) addresses.push(`${request.method()} ${request.url()}`);
  });

  await page.goto('/account/cart');
  await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(COMMERCE_MESSAGES.promoUnknown)).toBeVisible();
  await expect(page.getByLabel('Promo code')).toHaveValue('NO-SUCH-CODE');
  await expect(page).toHaveURL(/\/account\/cart$/);

  // No card: the message, nothing paid.
  await page.getByRole('button', { name: /^PAY / }).click();
  await expect(page.getByText(COMMERCE_MESSAGES.paymentMethodRequired)).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^PAY / }).click();
  await expect(page).toHaveURL(/\/account\/cart\/success\?order=\d+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  expect(addresses.filter((a) => a.includes('4242'))).toEqual([]);
  expect(addresses.filter((a) => a.startsWith('POST')).length).toBe(3);

  // An order that cannot be found is not thanked for.
  await page.goto('/account/cart/success?order=999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expect(page.getByText('We could not find this order.')).toBeVisible();
  await expect(page.getByText('Thank you for your order')).toHaveCount(0);
});

test('without JavaScript ADD TO CART on the pricing list adds the package, for a guest after signing in', async ({
  page,
}) => {
  // A guest: kept in the guest cookie, signed in (the plain sign-in form), then the cart has it.
  const email = await newUser(page, false);
  await page.goto('/pricing');
  const cards = page.getByRole('list', { name: 'Job packages' }).getByRole('listitem');
  const firstName = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
  await cards.first().getByRole('button', { name: 'ADD TO CART' }).click();
  // Before: the button did nothing without JavaScript.
  await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Fcart$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(NEW_POSTER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  const lines = page.locator('.checkout__lines > li');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(firstName.trim());

  // A member: straight into the cart, beside what was there.
  await page.goto('/pricing');
  const secondName = (await cards.nth(1).getByRole('heading', { level: 2 }).textContent()) ?? '';
  await cards.nth(1).getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/account\/cart$/);
  await expect(lines).toHaveCount(2);
  await expect(page.locator('.checkout__lines')).toContainText(secondName.trim());
  await expect(page.locator('.checkout__lines')).toContainText(firstName.trim());

  // A package that is not there: the button's own messages, on the pricing page.
  const refused = await page.request.post('/pricing', {
    form: { intent: 'add-to-cart', entity_type: 'job-package', entity_id: '2147483647' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  expect(await refused.text()).toContain('Woops. Something went wrong!');
});
