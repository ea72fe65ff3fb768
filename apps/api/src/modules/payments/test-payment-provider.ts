import { randomUUID } from 'node:crypto';
import type { ChargeInput, ChargeResult, PaymentProvider } from './payment-provider.ts';

/**
 * Stripe's documented test cards and test payment methods, with the meanings Stripe gives them
 * (https://docs.stripe.com/testing), so the checkout behaves in TEST MODE as it does with Stripe.
 */
const TEST_CARDS: Record<string, { outcome: 'succeeded' } | { outcome: 'declined'; reason: string }> = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000056655665556': { outcome: 'succeeded' },
  '5555555555554444': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'declined', reason: 'Your card was declined.' },
  '4000000000009995': { outcome: 'declined', reason: 'Your card has insufficient funds.' },
  '4000000000009987': { outcome: 'declined', reason: 'Your card was declined.' },
  '4000000000000069': { outcome: 'declined', reason: 'Your card has expired.' },
  '4000000000000127': { outcome: 'declined', reason: "Your card's security code is incorrect." },
};

const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_visa_debit: '4000056655665556',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
};

function brandOf(number: string): string {
  return number.startsWith('5') ? 'mastercard' : 'visa';
}

/** The card number behind a test payment method, or undefined when it is none of Stripe's. */
export function resolveTestCard(paymentMethod: string): string | undefined {
  const compact = paymentMethod.replace(/[\s-]/g, '');
  const number = TEST_PAYMENT_METHODS[paymentMethod] ?? compact;
  return /^\d{16}$/.test(number) ? number : undefined;
}

/**
 * The built-in TEST MODE provider: no network, no real money. Charges are kept in memory by
 * idempotency key, so a retried call answers the first result, as Stripe does.
 */
export function createTestPaymentProvider(): PaymentProvider & { chargeCount(): number } {
  const byKey = new Map<string, ChargeResult>();
  const byId = new Map<string, ChargeResult>();
  let charges = 0;
  return {
    name: 'test',
    chargeCount: () => charges,
    async charge(input: ChargeInput): Promise<ChargeResult> {
      const earlier = byKey.get(input.idempotencyKey);
      if (earlier) return earlier;
      const number = resolveTestCard(input.paymentMethod);
      const card = number ? TEST_CARDS[number] : undefined;
      let result: ChargeResult;
      if (!number) {
        result = { status: 'declined', reason: 'Your card number is invalid.' };
      } else if (!card || card.outcome === 'succeeded') {
        // Any other well-formed number succeeds, as Stripe's generic test numbers do.
        charges += 1;
        result = {
          status: 'succeeded',
          providerPaymentId: `test_pi_${randomUUID()}`,
          cardBrand: brandOf(number),
          cardLast4: number.slice(-4),
        };
      } else {
        result = { status: 'declined', providerPaymentId: `test_pi_${randomUUID()}`, reason: card.reason };
      }
      byKey.set(input.idempotencyKey, result);
      if (result.providerPaymentId) byId.set(result.providerPaymentId, result);
      return result;
    },
    async retrieve(providerPaymentId) {
      return byId.get(providerPaymentId) ?? { status: 'declined', reason: 'Unknown payment.' };
    },
    async refund() {
      return { id: `test_re_${randomUUID()}` };
    },
  };
}
