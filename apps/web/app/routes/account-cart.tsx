import { data } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { loadCheckout } from '../features/cart/cart.server.ts';
import { Checkout } from '../features/cart/checkout.tsx';
import type { Route } from './+types/account-cart';

export const meta: Route.MetaFunction = () => [
  { title: 'Your Cart | Good Food Jobs' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: body, headers } = await loadCheckout(request, context);
  return data(body, { headers });
}

/** /account/cart: checkout (core 2, issue 16). */
export default function CartPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountLayout className="cart-page">
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        <h1 className="account-page__title">Your Cart</h1>
      </header>
      <Checkout cart={loaderData.cart} settings={loaderData.settings} savedCards={loaderData.savedCards} />
    </AccountLayout>
  );
}
