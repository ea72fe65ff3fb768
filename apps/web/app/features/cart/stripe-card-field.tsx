import { COMMERCE_MESSAGES } from '@gfj/contracts/commerce';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';

/** What the checkout asks of Stripe.js once its card form is ready. */
export interface StripeCardHandle {
  /** The card entered, as a Stripe PaymentMethod id for the server to charge. */
  createPaymentMethod(): Promise<{ id: string } | { error: string }>;
  /** 3-D Secure and the like, for a payment the server answered `requires_action`. */
  handleNextAction(clientSecret: string): Promise<{ error?: string }>;
}

// One Stripe.js per page life; a failed load is forgotten so a later visit may try again.
let stripePromise: Promise<Stripe | null> | undefined;
function getStripe(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= loadStripe(publishableKey).catch((error: unknown) => {
    stripePromise = undefined;
    throw error;
  });
  return stripePromise;
}

function CardElement({ onHandle }: { onHandle: (handle: StripeCardHandle | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onHandle({
      async createPaymentMethod() {
        const submitted = await elements.submit();
        if (submitted.error)
          return { error: submitted.error.message ?? COMMERCE_MESSAGES.paymentMethodRequired };
        const made = await stripe.createPaymentMethod({ elements });
        if (made.error) return { error: made.error.message ?? COMMERCE_MESSAGES.paymentMethodRequired };
        return { id: made.paymentMethod.id };
      },
      async handleNextAction(clientSecret) {
        const done = await stripe.handleNextAction({ clientSecret });
        return done.error ? { error: done.error.message ?? COMMERCE_MESSAGES.paymentsUnavailable } : {};
      },
    });
    return () => onHandle(null);
  }, [stripe, elements, onHandle]);
  return <PaymentElement options={{ layout: 'tabs' }} />;
}

/**
 * Stripe's Payment Element (Stripe mode only; loaded lazily, so TEST MODE and every other page
 * carry none of it). Stripe.js comes from js.stripe.com with the server's publishable key; when it
 * cannot load, a clear message stands in for the form. The element makes a PaymentMethod that the
 * server charges (deferred intent), saved for next time when the buyer asks.
 */
export default function StripeCardField({
  publishableKey,
  amount,
  saveCard,
  onHandle,
}: {
  publishableKey: string;
  amount: number;
  saveCard: boolean;
  onHandle: (handle: StripeCardHandle | null) => void;
}) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [isUnavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let isLive = true;
    getStripe(publishableKey).then(
      (loaded) => {
        if (!isLive) return;
        if (loaded) setStripe(loaded);
        else setUnavailable(true);
      },
      () => {
        if (isLive) setUnavailable(true);
      },
    );
    return () => {
      isLive = false;
    };
  }, [publishableKey]);

  if (isUnavailable) return <Alert tone="danger">{COMMERCE_MESSAGES.paymentsUnavailable}</Alert>;
  if (!stripe) {
    return (
      <p className="checkout__loading" role="status">
        Loading the secure card form…
      </p>
    );
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount,
        currency: 'usd',
        paymentMethodCreation: 'manual',
        // Must match the payment the server makes (setup_future_usage only when saving).
        setupFutureUsage: saveCard ? 'on_session' : null,
      }}
    >
      <CardElement onHandle={onHandle} />
    </Elements>
  );
}
