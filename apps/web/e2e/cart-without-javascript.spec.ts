import { COMMERCE_MESSAGES } from '@gfj/contracts/commerce';
import { expect, test } from './fixtures.ts';
import { newUser } from './new-poster.ts';

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
