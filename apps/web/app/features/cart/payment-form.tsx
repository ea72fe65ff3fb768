import {
  COMMERCE_MESSAGES,
  checkoutAnswerSchema,
  type PaymentSettings,
  type ShoppingCart,
  type StripePaymentMethod,
} from '@gfj/contracts/commerce';
import { formatPrice } from '@gfj/contracts/job-display';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { afterPurchase } from '../account/account.queries.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';
import { describeCard } from './saved-card-label.ts';
import type { StripeCardHandle } from './stripe-card-field.tsx';

// Stripe.js and its React parts load only in Stripe mode, when this form first needs them.
const StripeCardField = lazy(() => import('./stripe-card-field.tsx'));

const NEW_CARD = 'new';

/**
 * Checkout's payment: a saved card (core 7: /stripe-payment-methods) or a new one, with "Save this
 * card for next time". A new card is the Payment Element with Stripe's keys, otherwise TEST MODE's
 * card number field (Stripe's test cards). One Idempotency-Key per visit: retries pay once.
 */
export function PaymentForm({
  cart,
  settings,
  savedCards,
  initialError,
}: {
  cart: ShoppingCart;
  settings: PaymentSettings;
  savedCards: StripePaymentMethod[];
  /** What the page's action answered to a payment posted without JavaScript. */
  initialError?: string | undefined;
}) {
  const api = useApiClient();
  const navigate = useNavigate();
  const { userId } = useAppState();
  const [choice, setChoice] = useState(savedCards[0]?.id ?? NEW_CARD);
  const [card, setCard] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  const [payError, setPayError] = useState<string | null>(initialError ?? null);
  const [paying, setPaying] = useState(false);
  // One key per visit of the page: a double click or a retry after a lost answer pays once.
  const { revalidate } = useRevalidator();
  const [idempotencyKey] = useState(() => `checkout-${cart.id}-${Math.random().toString(36).slice(2)}`);
  const onStripeHandle = useCallback((handle: StripeCardHandle | null) => setStripeCard(handle), []);
  const isStripe = settings.provider === 'stripe' && Boolean(settings.publishable_key);
  const needsPayment = cart.total > 0;
  const isNewCard = choice === NEW_CARD;

  /** The payment method to send, or an error to show. */
  async function paymentMethod(): Promise<{ id: string } | { error: string }> {
    if (!isNewCard) return { id: choice };
    if (isStripe) {
      if (!stripeCard) return { error: COMMERCE_MESSAGES.paymentsUnavailable };
      return stripeCard.createPaymentMethod();
    }
    return card.trim() === '' ? { error: COMMERCE_MESSAGES.paymentMethodRequired } : { id: card };
  }

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (paying) return;
    setPayError(null);
    setPaying(true);
    try {
      let method: string | undefined;
      if (needsPayment) {
        const found = await paymentMethod();
        if ('error' in found) {
          setPayError(found.error);
          return;
        }
        method = found.id;
      }
      const answer = await api.request('/shopping-cart-orders', {
        method: 'POST',
        json: {
          shopping_cart: cart['@id'],
          // The buyer pays the total this page shows, or nothing (409 when the cart changed).
          expected_total: cart.total,
          ...(method ? { payment_method: method } : {}),
          ...(method && isNewCard && saveCard ? { save_payment_method: true } : {}),
        },
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: checkoutAnswerSchema,
      });
      if (!answer.ok) {
        setPayError(answer.error.violations[0]?.message ?? answer.error.message);
        // The cart changed since the page showed it: show what it holds and costs now.
        if (answer.status === 409) {
          window.dispatchEvent(new Event('cart:updated'));
          void revalidate();
        }
        return;
      }
      const body = answer.data;
      if (body && 'client_secret' in body) {
        // The bank asks the buyer to confirm (3-D Secure); Stripe's webhook then makes the order.
        const done = stripeCard ? await stripeCard.handleNextAction(body.client_secret) : { error: '' };
        if (done.error !== undefined) {
          setPayError(done.error || COMMERCE_MESSAGES.paymentsUnavailable);
          return;
        }
        window.dispatchEvent(new Event('cart:updated'));
        if (userId !== null) await afterPurchase(userId);
        navigate('/account/cart/success');
        return;
      }
      window.dispatchEvent(new Event('cart:updated'));
      if (userId !== null) await afterPurchase(userId);
      navigate(`/account/cart/success?order=${body?.id ?? ''}`);
    } finally {
      setPaying(false);
    }
  };

  const newCardFields = isStripe ? (
    <Suspense
      fallback={
        <p className="checkout__loading" role="status">
          Loading the secure card form…
        </p>
      }
    >
      <StripeCardField
        publishableKey={settings.publishable_key ?? ''}
        amount={cart.total}
        saveCard={saveCard}
        onHandle={onStripeHandle}
      />
    </Suspense>
  ) : (
    <div className="field">
      <label htmlFor="card-number" className="field__label">
        Card number
      </label>
      <input
        id="card-number"
        className="field__input"
        name="card"
        inputMode="numeric"
        autoComplete="cc-number"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        placeholder="4242 4242 4242 4242"
      />
    </div>
  );

  return (
    // Without JavaScript it posts to the page's action (the card number in the body, not the address).
    <form method="post" action="/account/cart" onSubmit={pay} noValidate>
      {needsPayment ? (
        <>
          {savedCards.length > 0 ? (
            <fieldset className="choice-group field checkout__cards">
              <legend className="field__label">Pay with</legend>
              {savedCards.map((saved) => (
                <label key={saved.id} className="choice">
                  <input
                    type="radio"
                    name="payment_choice"
                    value={saved.id}
                    checked={choice === saved.id}
                    onChange={() => setChoice(saved.id)}
                  />
                  {describeCard(saved)}
                </label>
              ))}
              <label className="choice">
                <input
                  type="radio"
                  name="payment_choice"
                  value={NEW_CARD}
                  checked={isNewCard}
                  onChange={() => setChoice(NEW_CARD)}
                />
                A new card
              </label>
            </fieldset>
          ) : null}
          {isNewCard ? (
            <>
              {newCardFields}
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="save_payment_method"
                  checked={saveCard}
                  onChange={(e) => setSaveCard(e.target.checked)}
                />
                Save this card for next time
              </label>
            </>
          ) : null}
        </>
      ) : (
        <p>Your package credits cover this order: nothing to pay.</p>
      )}
      {payError ? <Alert tone="danger">{payError}</Alert> : null}
      <input type="hidden" name="expected_total" value={cart.total} />
      <Button
        type="submit"
        name="intent"
        value="pay"
        size="lg"
        // While paying it stays focusable (aria-disabled): a disabled button dropped the keyboard
        // focus to the page, so after a declined card Tab started again from the top.
        disabled={needsPayment && isNewCard && isStripe && !stripeCard}
        aria-disabled={paying || undefined}
        aria-busy={paying}
      >
        {paying ? 'Paying…' : needsPayment ? `PAY ${formatPrice(cart.total)}` : 'PLACE ORDER'}
      </Button>
    </form>
  );
}
