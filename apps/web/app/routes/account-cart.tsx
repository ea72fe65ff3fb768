import {
  COMMERCE_MESSAGES,
  checkoutAnswerSchema,
  paymentSettingsSchema,
  shoppingCartSchema,
} from '@gfj/contracts/commerce';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { data, redirect } from 'react-router';
import { readForm, takeApiCookies } from '../components/ui/form/form-actions.server.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { loadSession } from '../features/auth/app-state.server.ts';
import { loadCheckout } from '../features/cart/cart.server.ts';
import { CART_HEADING_ID, Checkout, type CheckoutResult } from '../features/cart/checkout.tsx';
import { readListForm } from '../features/seekers/account-list.server.ts';
import { toApiError } from '../lib/api-client.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/account-cart';

export const meta: Route.MetaFunction = () => [
  { title: 'Your Cart | Good Food Jobs' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data: body, headers } = await loadCheckout(request, context);
  return data(body, { headers });
}

/** The API's refusal as one line: its first violation, else its message. */
function refusal(status: number, body: unknown): string {
  const error = toApiError(status, body);
  return error.violations[0]?.message ?? error.message;
}

/**
 * Without JavaScript (or a click before the page came to life) the promo code and PAY forms post
 * here: the same API calls as the page's scripts make. They used to have no method, so PAY sent
 * the card number in the address (GET /account/cart?card=...) and nothing was paid.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect('/login?redirect=%2Faccount%2Fcart');
  const form = await readForm(request);
  const api = context.get(apiContext);
  // A line's remove (the trash icon posts it without JavaScript): the script's same DELETE.
  if (form.intent === 'remove') {
    const { id } = await readListForm(request, context, form, ['remove'] as const);
    const removed = await api.send({ method: 'DELETE', path: `/api/shopping-cart-items/${id}` });
    if (!removed.ok && removed.status !== 404) {
      return data<CheckoutResult>(
        { removeError: refusal(removed.status, removed.body) },
        { status: removed.status || 500 },
      );
    }
    return redirect('/account/cart', { status: 303, headers: takeApiCookies(context) });
  }
  const carts = await api.get('/api/shopping-carts?pageSize=5', hydraCollectionSchema(shoppingCartSchema));
  const cart = carts.ok ? carts.data.member.find((c) => c.status === 'unprocessed') : undefined;
  if (!cart) return redirect('/account/cart', 303);

  if (form.intent === 'promo') {
    const promo = form.promotional_code ?? '';
    const answer = await api.send({
      method: 'PATCH',
      path: `/api/shopping-carts/${cart.id}`,
      json: { promotional_code: promo },
      schema: shoppingCartSchema,
    });
    if (!answer.ok) {
      return data<CheckoutResult>(
        { promo, promoError: refusal(answer.status, answer.body) },
        { status: answer.status },
      );
    }
    return redirect('/account/cart', { status: 303, headers: takeApiCookies(context) });
  }

  let method: string | undefined;
  const isNewCard = (form.payment_choice ?? 'new') === 'new';
  if (cart.total > 0) {
    if (!isNewCard) {
      method = form.payment_choice;
    } else {
      const settings = await api.get('/api/payment-settings', paymentSettingsSchema);
      // Stripe's card form is a script: without it only a saved card can pay.
      if (settings.ok && settings.data.provider === 'stripe' && settings.data.publishable_key) {
        return data<CheckoutResult>({ payError: COMMERCE_MESSAGES.paymentsUnavailable }, { status: 422 });
      }
      method = (form.card ?? '').trim();
      if (!method) {
        return data<CheckoutResult>({ payError: COMMERCE_MESSAGES.paymentMethodRequired }, { status: 422 });
      }
    }
  }
  const answer = await api.send({
    method: 'POST',
    path: '/api/shopping-cart-orders',
    json: {
      shopping_cart: cart['@id'],
      // The total the page showed when it was sent (a hidden field): a changed cart charges nothing.
      ...(/^\d+$/.test(form.expected_total ?? '') ? { expected_total: Number(form.expected_total) } : {}),
      ...(method ? { payment_method: method } : {}),
      ...(method && isNewCard && form.save_payment_method ? { save_payment_method: true } : {}),
    },
    schema: checkoutAnswerSchema,
  });
  if (!answer.ok) {
    return data<CheckoutResult>({ payError: refusal(answer.status, answer.body) }, { status: answer.status });
  }
  const body = answer.data;
  // The bank asks the buyer to confirm (3-D Secure): Stripe's script does that.
  if (body && 'client_secret' in body) {
    return data<CheckoutResult>({ payError: COMMERCE_MESSAGES.paymentsUnavailable }, { status: 422 });
  }
  return redirect(`/account/cart/success?order=${body?.id ?? ''}`, {
    status: 303,
    headers: takeApiCookies(context),
  });
}

/** /account/cart: checkout (core 2, issue 16). */
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountLayout className="cart-page">
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        <h1 className="account-page__title" id={CART_HEADING_ID} tabIndex={-1}>
          Your Cart
        </h1>
      </header>
      <Checkout
        cart={loaderData.cart}
        settings={loaderData.settings}
        savedCards={loaderData.savedCards}
        result={actionData}
      />
    </AccountLayout>
  );
}
