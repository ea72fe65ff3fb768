import {
  CART_INVALID_RESPONSE,
  paymentSettingsSchema,
  shoppingCartItemSchema,
  shoppingCartSchema,
  stripePaymentMethodSchema,
} from '@gfj/contracts/commerce';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { jobPackageSchema } from '@gfj/contracts/job-packages';
import { type RouterContextProvider, redirect } from 'react-router';
import { type ApiError, toApiError } from '../../lib/api-client.ts';
import { apiContext } from '../../lib/load-context.ts';
import { loadSession } from '../auth/app-state.server.ts';

/** The guest's last picked package (core 2: Job packages pricing list). */
export { GUEST_PACKAGE_COOKIE_NAME as GUEST_PACKAGE_COOKIE } from './guest-package.ts';

import { signInPathFor } from '../../lib/page-url.ts';
import { GUEST_PACKAGE_COOKIE_NAME as GUEST_PACKAGE_COOKIE } from './guest-package.ts';

function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * ADD TO CART on the server (a page's action without JavaScript, and a guest's package after sign
 * in): the same two calls the button makes, the user's open cart (POST /api/shopping-carts opens or
 * finds it), then the item. The answer is the item's, or the cart's when that failed; a cart answer
 * without a cart is CART_INVALID_RESPONSE, as in the browser.
 */
export async function addToCart(
  context: Readonly<RouterContextProvider>,
  entityType: 'job' | 'job-package',
  entityId: number,
): Promise<{ ok: true } | { ok: false; error: ApiError; status: number }> {
  const api = context.get(apiContext);
  const opened = await api.send({
    method: 'POST',
    path: '/api/shopping-carts',
    json: {},
    schema: shoppingCartSchema,
  });
  if (!opened.ok) return { ok: false, status: opened.status, error: toApiError(opened.status, opened.body) };
  if (!opened.data) {
    return { ok: false, status: 502, error: { code: 0, message: CART_INVALID_RESPONSE, violations: [] } };
  }
  const added = await api.send({
    method: 'POST',
    path: '/api/shopping-cart-items',
    json: { entity_type: entityType, entity_id: entityId, shopping_cart: opened.data['@id'] },
    schema: shoppingCartItemSchema,
  });
  return added.ok
    ? { ok: true }
    : { ok: false, status: added.status, error: toApiError(added.status, added.body) };
}

/**
 * The signed-in user's open cart for /account/cart (guests go to sign in and come back). A package
 * a guest picked before signing in (the cookie) is added first; the cookie is then removed.
 */
export async function loadCheckout(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect(signInPathFor(request, { withQuery: false }));
  const api = context.get(apiContext);
  const headers = new Headers();
  const picked = Number(readCookie(request, GUEST_PACKAGE_COOKIE));
  if (Number.isInteger(picked) && picked > 0) {
    await addToCart(context, 'job-package', picked);
    headers.append('Set-Cookie', `${GUEST_PACKAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  }
  const carts = await api.get('/api/shopping-carts?pageSize=5', hydraCollectionSchema(shoppingCartSchema));
  const cart = carts.ok ? (carts.data.member.find((c) => c.status === 'unprocessed') ?? null) : null;
  const [settings, cards] = await Promise.all([
    api.get('/api/payment-settings', paymentSettingsSchema),
    cart && cart.total > 0 ? loadSavedCards(context) : [],
  ]);
  return {
    data: {
      cart,
      settings: settings.ok ? settings.data : { provider: 'test' as const, test_mode: true },
      savedCards: cards,
    },
    headers,
  };
}

/** The signed-in user's saved cards (none when payments are off or the provider does not answer). */
export async function loadSavedCards(context: Readonly<RouterContextProvider>) {
  const answer = await context
    .get(apiContext)
    .get('/api/stripe-payment-methods', hydraCollectionSchema(stripePaymentMethodSchema));
  return answer.ok ? answer.data.member : [];
}

/** The active packages of the pricing list (core 7: page, pageSize 3, status[]=active). */
export async function loadPackages(context: Readonly<RouterContextProvider>) {
  const answer = await context
    .get(apiContext)
    .get('/api/job-packages?page=1&pageSize=3&status%5B%5D=active', hydraCollectionSchema(jobPackageSchema));
  return answer.ok ? answer.data.member : [];
}
