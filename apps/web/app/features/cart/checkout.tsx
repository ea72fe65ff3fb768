import {
  COMMERCE_MESSAGES,
  type PaymentSettings,
  type ShoppingCart,
  type StripePaymentMethod,
} from '@gfj/contracts/commerce';
import { formatPrice } from '@gfj/contracts/job-display';
import { Trash2 } from 'lucide';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { isolate } from '../../lib/isolate.ts';
import { useApiClient } from '../auth/app-state.tsx';
import { PaymentForm } from './payment-form.tsx';

/** The cart page's heading, where the focus goes once its last line is removed. */
export const CART_HEADING_ID = 'cart-title';

const removeButtonId = (itemId: number) => `cart-line-${itemId}-remove`;

/** What the page's action answered to a form posted without JavaScript. */
export interface CheckoutResult {
  promo?: string;
  promoError?: string;
  payError?: string;
  /** A line's remove the API refused (a payment under way: "code: message"). */
  removeError?: string;
}

/**
 * /account/cart: the order (lines with remove), the promo code, the totals computed by the server,
 * and payment (PaymentForm): a saved card or a new one, Stripe's Payment Element with Stripe's keys,
 * in TEST MODE a card number field honouring Stripe's test cards.
 */
export function Checkout({
  cart,
  settings,
  savedCards,
  result,
}: {
  cart: ShoppingCart | null;
  settings: PaymentSettings;
  savedCards: StripePaymentMethod[];
  result?: CheckoutResult | undefined;
}) {
  const api = useApiClient();
  const { revalidate } = useRevalidator();
  const [promo, setPromo] = useState(result?.promo ?? cart?.promotional_code ?? '');
  const [promoError, setPromoError] = useState<string | null>(result?.promoError ?? null);
  const [removeError, setRemoveError] = useState<string | null>(result?.removeError ?? null);

  if (!cart || cart.items.length === 0) {
    return (
      <Alert tone="info">
        Your cart is empty. <Link to="/pricing">See our job packages</Link> or{' '}
        <Link to="/post">post a job</Link>.
      </Alert>
    );
  }
  const refresh = () => {
    window.dispatchEvent(new Event('cart:updated'));
    void revalidate();
  };
  const remove = async (id: number) => {
    setRemoveError(null);
    const answer = await api.request(`/shopping-cart-items/${id}`, { method: 'DELETE' });
    if (!answer.ok) {
      // Refused while a payment for the cart is under way: it said nothing, and the line stayed.
      setRemoveError(answer.error.violations[0]?.message ?? answer.error.message);
      return;
    }
    // The focus was on the line's button, now gone: the next line's, else the one before's, else
    // the page's heading (the cart is empty). It fell to the start of the page.
    const index = cart.items.findIndex((item) => item.id === id);
    const neighbour = cart.items[index + 1] ?? cart.items[index - 1];
    window.dispatchEvent(new Event('cart:updated'));
    await revalidate();
    const next = neighbour ? document.getElementById(removeButtonId(neighbour.id)) : null;
    (next ?? document.getElementById(CART_HEADING_ID))?.focus();
  };
  const applyPromo = async (event: React.FormEvent) => {
    event.preventDefault();
    setPromoError(null);
    const answer = await api.request(`/shopping-carts/${cart.id}`, {
      method: 'PATCH',
      json: { promotional_code: promo },
    });
    if (!answer.ok) {
      setPromoError(answer.error.violations[0]?.message ?? formatApiError(answer.error));
      return;
    }
    refresh();
  };
  return (
    <div className="checkout">
      <section aria-labelledby="order-heading" className="checkout__order">
        <h2 id="order-heading">Order details</h2>
        <ul className="checkout__lines">
          {cart.items.map((item) => (
            <li key={item.id} className="checkout__line">
              <span className="checkout__name">
                {item.entity_name}
                <span className="checkout__kind">
                  {item.entity_type === 'job' ? 'Listing' : 'Job package'}
                </span>
              </span>
              <span className="checkout__price">{formatPrice(item.entity_price)}</span>
              {/* A form, so that without JavaScript it posts to the page's action (it did nothing). */}
              <form
                method="post"
                action="/account/cart"
                onSubmit={(event) => {
                  event.preventDefault();
                  void remove(item.id);
                }}
              >
                <input type="hidden" name="id" value={item.id} />
                <button
                  id={removeButtonId(item.id)}
                  type="submit"
                  name="intent"
                  value="remove"
                  className="checkout__remove"
                  aria-label={`Remove ${isolate(item.entity_name)}`}
                >
                  <Icon icon={Trash2} aria-hidden="true" size={18} />
                </button>
              </form>
            </li>
          ))}
        </ul>
        {removeError ? <Alert tone="danger">{removeError}</Alert> : null}
        <dl className="checkout__totals">
          <dt>Subtotal</dt>
          <dd>{formatPrice(cart.subtotal)}</dd>
          {cart.job_packages_discount > 0 ? (
            <>
              <dt>Job package credits ({cart.job_packages_discounted_jobs_count})</dt>
              <dd>-{formatPrice(cart.job_packages_discount)}</dd>
            </>
          ) : null}
          {cart.promo_code_discount > 0 ? (
            <>
              <dt>Promo code {cart.promotional_code}</dt>
              <dd>-{formatPrice(cart.promo_code_discount)}</dd>
            </>
          ) : null}
          <dt className="checkout__total">Total</dt>
          <dd className="checkout__total">{formatPrice(cart.total)}</dd>
        </dl>
        {cart.accept_promotional_code ? (
          <form
            className="checkout__promo field"
            method="post"
            action="/account/cart"
            onSubmit={applyPromo}
            noValidate
          >
            <label htmlFor="promotional_code" className="field__label">
              Promo code
            </label>
            <div className="checkout__promo-row">
              <input
                id="promotional_code"
                className="field__input"
                name="promotional_code"
                value={promo}
                onChange={(e) => setPromo(e.target.value)}
                aria-invalid={promoError ? true : undefined}
                aria-describedby={promoError ? 'promotional_code-error' : undefined}
              />
              <Button type="submit" variant="secondary" name="intent" value="promo">
                Apply
              </Button>
            </div>
            {promoError ? (
              <p id="promotional_code-error" className="field__error" role="alert">
                {promoError}
              </p>
            ) : null}
          </form>
        ) : null}
      </section>
      <section aria-labelledby="payment-heading" className="checkout__payment">
        <h2 id="payment-heading">Payment</h2>
        {settings.test_mode ? (
          <p className="checkout__test-mode" role="note">
            <strong>TEST MODE</strong> {COMMERCE_MESSAGES.testModeNotice.replace(/^TEST MODE: /, '')}
          </p>
        ) : null}
        <PaymentForm
          cart={cart}
          settings={settings}
          savedCards={savedCards}
          initialError={result?.payError}
        />
      </section>
    </div>
  );
}
