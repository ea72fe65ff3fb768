import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider of this process: Stripe, TEST MODE, or none (checkout answers 503). */
    payments: PaymentProvider | undefined;
  }
}

/** Stripe when its three keys are set; otherwise TEST MODE where allowed (local mode, or enabled). */
export function choosePaymentProvider(app: FastifyInstance): PaymentProvider | undefined {
  if (app.config.stripe) return createStripePaymentProvider(app.config.stripe, app.db);
  if (app.config.testPayments) return createTestPaymentProvider(app.db);
  return undefined;
}

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('payments')) app.decorate('payments', choosePaymentProvider(app));
}

export const registerPayments = fp(paymentsPlugin, { name: 'gfj-payments' });
