import { COMMERCE_MESSAGES } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../../http/errors.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { findUserById } from '../users/users.repository.ts';
import { PaymentRequiredError, PaymentsUnavailableError } from './payment-errors.ts';
import type { PaymentCustomer, PaymentProvider, SetupIntentState } from './payment-provider.ts';

/** The provider of this server and the caller as its customer (503 without a provider). */
export async function savedCardsContext(
  app: FastifyInstance,
  viewer: SignedInViewer,
): Promise<{ provider: PaymentProvider; customer: PaymentCustomer }> {
  const provider = app.payments;
  if (!provider) throw new PaymentsUnavailableError();
  const user = await findUserById(app.db, viewer.userId);
  return { provider, customer: { userId: viewer.userId, email: user?.email ?? '' } };
}

/**
 * POST /stripe-setup-intents: a setup intent for the caller, for Stripe.js to confirm with its
 * `client_secret`; with `payment_method` it is confirmed at once (the card saved, or a 402 with
 * the decline's reason and nothing saved).
 */
export async function createSetupIntent(
  app: FastifyInstance,
  viewer: SignedInViewer,
  body: { payment_method?: unknown },
): Promise<SetupIntentState> {
  const { provider, customer } = await savedCardsContext(app, viewer);
  const given = body.payment_method;
  let method: string | undefined;
  if (given !== undefined && given !== null) {
    method = typeof given === 'string' ? given.trim() : '';
    if (method === '' || method.length > 255) {
      throw ValidationError.of('payment_method', COMMERCE_MESSAGES.paymentMethodRequired);
    }
  }
  const result = await provider.createSetupIntent(customer, method);
  if (result.status === 'declined') throw new PaymentRequiredError(result.reason);
  return result;
}
