import type { StripePaymentMethod, StripeSetupIntent } from '@gfj/contracts';
import { iriOf } from '../../http/iri.ts';
import type { SavedCard, SetupIntentState } from './payment-provider.ts';

export function presentSavedCard(card: SavedCard) {
  return {
    '@id': iriOf('stripe-payment-methods', card.id),
    '@type': 'StripePaymentMethod' as const,
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
  } satisfies StripePaymentMethod;
}

export function presentSetupIntent(intent: SetupIntentState) {
  return {
    '@id': iriOf('stripe-setup-intents', intent.id),
    '@type': 'StripeSetupIntent' as const,
    id: intent.id,
    client_secret: intent.clientSecret,
    status: intent.status,
    ...(intent.paymentMethodId
      ? { payment_method: iriOf('stripe-payment-methods', intent.paymentMethodId) }
      : {}),
  } satisfies StripeSetupIntent;
}
