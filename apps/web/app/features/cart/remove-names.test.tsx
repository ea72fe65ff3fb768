import type { ShoppingCart, ShoppingCartItem, StripePaymentMethod } from '@gfj/contracts/commerce';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import { CartDropdown } from './cart-dropdown.tsx';
import { Checkout } from './checkout.tsx';
import { SavedCards } from './saved-cards.tsx';

// A Remove button's name ends with what it removes, a name a visitor wrote. Its right-to-left
// override (U+202E) must stay inside it: isolated (U+2068 … U+2069), it cannot reverse what a screen
// reader reads after it. Before, the names ended with the bare text.
const HOSTILE = 'Farm hand \u202Ekooc';
const STAMP = '2026-11-01T12:00:00Z';

afterEach(() => {
  vi.unstubAllGlobals();
});

function item(id: number, name: string): ShoppingCartItem {
  return {
    '@id': `/api/shopping-cart-items/${id}`,
    '@type': 'ShoppingCartItem',
    id,
    quantity: 1,
    entity_id: 40 + id,
    entity_type: 'job',
    entity_name: name,
    entity_price: 6000,
    allow_multiple: false,
    entity: {
      '@id': `/api/jobs/${40 + id}`,
      '@type': 'Job',
      id: 40 + id,
      name,
      price: 6000,
      allow_multiple: false,
    },
    shopping_cart: '/api/shopping-carts/3',
    status: 'unprocessed',
    created_at: STAMP,
    updated_at: STAMP,
  };
}

const card: StripePaymentMethod = {
  '@id': '/api/stripe-payment-methods/pm_1',
  '@type': 'StripePaymentMethod',
  id: 'pm_1',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2030,
};

const cart: ShoppingCart = {
  '@id': '/api/shopping-carts/3',
  '@type': 'ShoppingCart',
  id: 3,
  items: [item(1, HOSTILE)],
  accept_promotional_code: true,
  job_packages_discounted_jobs_count: 0,
  job_packages_discount: 0,
  subtotal: 6000,
  promo_code_discount: 0,
  total: 6000,
  status: 'unprocessed',
  created_at: STAMP,
  updated_at: STAMP,
  expires_at: STAMP,
};

/** The checkout page with one line, named HOSTILE. */
function CheckoutPage() {
  return <Checkout cart={cart} settings={{ provider: 'test', test_mode: true }} savedCards={[]} />;
}

describe('the names of the cart’s and saved cards’ Remove buttons', () => {
  it('isolate the item’s name on the checkout page', async () => {
    const Page = createRoutesStub([{ path: '/account/cart', Component: CheckoutPage }]);
    render(<Page initialEntries={['/account/cart']} />);
    expect(await screen.findByRole('button', { name: `Remove \u2068${HOSTILE}\u2069` })).toBeTruthy();
  });

  it('isolate the item’s name in the header’s cart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          '@context': '/api/contexts/ShoppingCartItem',
          '@id': '/api/shopping-cart-items',
          '@type': 'Collection',
          totalItems: 1,
          member: [item(2, HOSTILE)],
        }),
      ),
    );
    const Page = createRoutesStub([{ path: '/', Component: CartDropdown }]);
    render(
      <AppStateProvider state={{ ...GUEST_APP_STATE, userId: 7, username: 'june' }}>
        <Page />
      </AppStateProvider>,
    );
    expect(
      await screen.findByRole('button', { name: `Remove \u2068${HOSTILE}\u2069`, hidden: true }),
    ).toBeTruthy();
  });

  it('isolate the card’s description in the account’s saved cards', () => {
    render(<SavedCards cards={[card]} />);
    expect(
      screen.getByRole('button', { name: 'Remove \u2068Visa ending 4242, expires 12/2030\u2069' }),
    ).toBeTruthy();
  });
});
