import { randomBytes, randomUUID } from 'node:crypto';
import { COMMERCE_MESSAGES } from '@gfj/contracts';
import type { DbExecutor } from '../../db/client.ts';
import type {
  ChargeInput,
  ChargeResult,
  PaymentCustomer,
  PaymentProvider,
  SavedCard,
  SetupIntentState,
} from './payment-provider.ts';
import {
  deleteTestPaymentMethod,
  findTestPaymentMethod,
  findTestSetupIntent,
  insertTestPaymentMethod,
  insertTestSetupIntent,
  listTestPaymentMethods,
  listTestSetupIntents,
} from './payments.repository.ts';
import type { TestPaymentMethodRow, TestSetupIntentRow } from './payments.table.ts';

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

/** A saved test card's id (Stripe's `pm_…` shape, random so it cannot be guessed). */
export const SAVED_TEST_CARD_PREFIX = 'pm_test_';
const INVALID_NUMBER = 'Your card number is invalid.';

function brandOf(number: string): string {
  return number.startsWith('5') ? 'mastercard' : 'visa';
}

/** The card number behind a test payment method, or undefined when it is none of Stripe's. */
export function resolveTestCard(paymentMethod: string): string | undefined {
  const compact = paymentMethod.replace(/[\s-]/g, '');
  const number = TEST_PAYMENT_METHODS[paymentMethod] ?? compact;
  return /^\d{16}$/.test(number) && passesLuhn(number) ? number : undefined;
}

/** The card-number checksum every real card passes (a mistyped digit fails it, as at Stripe). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What a new test card does: its number and details, or the reason it is declined. */
function judgeTestCard(
  paymentMethod: string,
): { ok: true; number: string } | { ok: false; reason: string; known: boolean } {
  const number = resolveTestCard(paymentMethod);
  if (!number) return { ok: false, reason: INVALID_NUMBER, known: false };
  const card = TEST_CARDS[number];
  // Any other well-formed number succeeds, as Stripe's generic test numbers do.
  if (!card || card.outcome === 'succeeded') return { ok: true, number };
  return { ok: false, reason: card.reason, known: true };
}

const randomId = (prefix: string) =>
  `${prefix}${randomBytes(12).toString('base64url').replace(/[-_]/g, '0')}`;

const toCard = (row: TestPaymentMethodRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

const toIntent = (row: TestSetupIntentRow): SetupIntentState => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as SetupIntentState['status'],
  ...(row.paymentMethodId ? { paymentMethodId: row.paymentMethodId } : {}),
});

/**
 * The built-in TEST MODE provider: no network, no real money. Charges are kept in memory by
 * idempotency key, so a retried call answers the first result, as Stripe does. Saved cards and
 * setup intents are kept in the database (they outlive the process, as Stripe's do): a test card
 * that Stripe would decline cannot be saved, and a saved card pays only for its owner.
 */
export function createTestPaymentProvider(db: DbExecutor): PaymentProvider & { chargeCount(): number } {
  const byKey = new Map<string, ChargeResult>();
  const byId = new Map<string, ChargeResult>();
  let charges = 0;

  /** Keeps a new card for the customer (once per brand and last digits). */
  async function saveCard(customer: PaymentCustomer, number: string): Promise<TestPaymentMethodRow> {
    const brand = brandOf(number);
    const last4 = number.slice(-4);
    const same = (await listTestPaymentMethods(db, customer.userId)).find(
      (row) => row.brand === brand && row.last4 === last4,
    );
    if (same) return same;
    // Stripe's test cards take any future expiry; a saved test card shows one three years out.
    return insertTestPaymentMethod(db, {
      id: randomId(SAVED_TEST_CARD_PREFIX),
      userId: customer.userId,
      brand,
      last4,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
    });
  }

  async function chargeOnce(input: ChargeInput): Promise<ChargeResult> {
    if (input.paymentMethod.startsWith(SAVED_TEST_CARD_PREFIX)) {
      const saved = await findTestPaymentMethod(db, input.customer.userId, input.paymentMethod);
      if (!saved) return { status: 'declined', reason: COMMERCE_MESSAGES.paymentMethodUnusable };
      charges += 1;
      return {
        status: 'succeeded',
        providerPaymentId: `test_pi_${randomUUID()}`,
        cardBrand: saved.brand,
        cardLast4: saved.last4,
      };
    }
    const judged = judgeTestCard(input.paymentMethod);
    if (!judged.ok) {
      return judged.known
        ? { status: 'declined', providerPaymentId: `test_pi_${randomUUID()}`, reason: judged.reason }
        : { status: 'declined', reason: judged.reason };
    }
    charges += 1;
    if (input.savePaymentMethod) await saveCard(input.customer, judged.number);
    return {
      status: 'succeeded',
      providerPaymentId: `test_pi_${randomUUID()}`,
      cardBrand: brandOf(judged.number),
      cardLast4: judged.number.slice(-4),
    };
  }

  return {
    name: 'test',
    chargeCount: () => charges,
    async charge(input) {
      const earlier = byKey.get(input.idempotencyKey);
      if (earlier) return earlier;
      const result = await chargeOnce(input);
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
    async createSetupIntent(customer, paymentMethod) {
      const id = randomId('seti_test_');
      const clientSecret = `${id}_secret_${randomBytes(12).toString('hex')}`;
      if (paymentMethod === undefined) {
        return toIntent(
          await insertTestSetupIntent(db, {
            id,
            userId: customer.userId,
            clientSecret,
            status: 'requires_payment_method',
          }),
        );
      }
      const judged = judgeTestCard(paymentMethod);
      if (!judged.ok) return { status: 'declined', reason: judged.reason };
      const card = await saveCard(customer, judged.number);
      return toIntent(
        await insertTestSetupIntent(db, {
          id,
          userId: customer.userId,
          clientSecret,
          status: 'succeeded',
          paymentMethodId: card.id,
        }),
      );
    },
    async listSetupIntents(customer) {
      return (await listTestSetupIntents(db, customer.userId)).map(toIntent);
    },
    async findSetupIntent(customer, id) {
      const row = await findTestSetupIntent(db, customer.userId, id);
      return row ? toIntent(row) : undefined;
    },
    async listSavedCards(customer) {
      return (await listTestPaymentMethods(db, customer.userId)).map(toCard);
    },
    removeSavedCard(customer, id) {
      return deleteTestPaymentMethod(db, customer.userId, id);
    },
  };
}
