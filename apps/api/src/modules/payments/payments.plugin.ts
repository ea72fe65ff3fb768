import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider.ts';
import { createTestPaymentProvider } from './test-payment-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider of this process: Stripe, TEST MODE, or none (checkout answers 503). */
    payments: PaymentProvider | undefined;
  }
}

/**
 * Stripe when its three keys are set; otherwise TEST MODE where allowed (local mode, or enabled).
 * Stripe's SDK (about 4 MB of a process's heap) is loaded only then.
 */
export async function choosePaymentProvider(app: FastifyInstance): Promise<PaymentProvider | undefined> {
  if (app.config.stripe) {
    const { createStripePaymentProvider } = await import('./stripe-payment-provider.ts');
    return createStripePaymentProvider(app.config.stripe, app.db);
  }
  if (app.config.testPayments) return createTestPaymentProvider(app.db);
  return undefined;
}

async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  if (!app.hasDecorator('payments')) app.decorate('payments', await choosePaymentProvider(app));
}

export const registerPayments = fp(paymentsPlugin, { name: 'gfj-payments' });
