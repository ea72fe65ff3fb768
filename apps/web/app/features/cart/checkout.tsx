import {
  COMMERCE_MESSAGES,
  type PaymentSettings,
  type ShoppingCart,
  shoppingCartOrderSchema,
} from '@gfj/contracts/commerce';
import { formatPrice } from '@gfj/contracts/job-display';
import { Trash2 } from 'lucide';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { formatApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../auth/app-state.tsx';

/**
 * /account/cart: the order (lines with remove), the promo code, the totals computed by the server,
 * and payment: in TEST MODE a card number field honouring Stripe's test cards.
 */
export function Checkout({ cart, settings }: { cart: ShoppingCart | null; settings: PaymentSettings }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [promo, setPromo] = useState(cart?.promotional_code ?? '');
  const [promoError, setPromoError] = useState<string | null>(null);
  const [card, setCard] = useState('');
  const [payError, setPayError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // One key per visit of the page: a double click or a retry after a lost answer pays once.
  const [idempotencyKey] = useState(() => `checkout-${cart?.id ?? 0}-${Math.random().toString(36).slice(2)}`);

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
    const answer = await api.request(`/shopping-cart-items/${id}`, { method: 'DELETE' });
    if (answer.ok) refresh();
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
  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    setPayError(null);
    if (cart.total > 0 && card.trim() === '') {
      setPayError(COMMERCE_MESSAGES.paymentMethodRequired);
      return;
    }
    setPaying(true);
    const answer = await api.request('/shopping-cart-orders', {
      method: 'POST',
      schema: shoppingCartOrderSchema,
      json: { shopping_cart: cart['@id'], ...(cart.total > 0 ? { payment_method: card } : {}) },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    setPaying(false);
    if (!answer.ok) {
      setPayError(answer.error.violations[0]?.message ?? answer.error.message);
      return;
    }
    window.dispatchEvent(new Event('cart:updated'));
    navigate(`/account/cart/success?order=${answer.data?.id ?? ''}`);
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
              <button
                type="button"
                className="checkout__remove"
                onClick={() => remove(item.id)}
                aria-label={`Remove ${item.entity_name}`}
              >
                <Icon icon={Trash2} aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
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
          <form className="checkout__promo" onSubmit={applyPromo} noValidate>
            <label htmlFor="promotional_code">Promo code</label>
            <div className="checkout__promo-row">
              <input
                id="promotional_code"
                name="promotional_code"
                value={promo}
                onChange={(e) => setPromo(e.target.value)}
                aria-invalid={promoError ? true : undefined}
                aria-describedby={promoError ? 'promotional_code-error' : undefined}
              />
              <Button type="submit" variant="secondary">
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
        <form onSubmit={pay} noValidate>
          {cart.total > 0 ? (
            <div className="field">
              <label htmlFor="card-number">Card number</label>
              <input
                id="card-number"
                name="card"
                inputMode="numeric"
                autoComplete="cc-number"
                value={card}
                onChange={(e) => setCard(e.target.value)}
                placeholder="4242 4242 4242 4242"
              />
            </div>
          ) : (
            <p>Your package credits cover this order: nothing to pay.</p>
          )}
          {payError ? <Alert tone="danger">{payError}</Alert> : null}
          <Button type="submit" size="lg" disabled={paying} aria-busy={paying}>
            {paying ? 'Paying…' : cart.total > 0 ? `PAY ${formatPrice(cart.total)}` : 'PLACE ORDER'}
          </Button>
        </form>
      </section>
    </div>
  );
}
