import { shoppingCartSchema } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { COMPLETE_JOB, caller, type Headers } from './posting-helpers.ts';

/** Commerce steps through the HTTP API, as a poster takes them. */
export function commerceSteps(app: FastifyInstance) {
  const call = caller(app);
  return {
    call,
    /** A listing submitted without a credit: it waits for payment in its poster's cart. */
    async unpaidListing(headers: Headers): Promise<number> {
      const created = await call('POST', '/api/jobs', headers, COMPLETE_JOB);
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().id as number;
      const submitted = await call('POST', `/api/jobs/${id}/submission`, headers);
      expect(submitted.json()).toMatchObject({ outcome: 'payment_required' });
      return id;
    },
    async openCart(headers: Headers) {
      const res = await call('POST', '/api/shopping-carts', headers, {});
      expect([200, 201]).toContain(res.statusCode);
      return shoppingCartSchema.parse(res.json());
    },
    pay(headers: Headers, cartId: number, payment_method: string, extra: Record<string, unknown> = {}) {
      return call('POST', '/api/shopping-cart-orders', headers, {
        shopping_cart: `/api/shopping-carts/${cartId}`,
        payment_method,
        ...extra,
      });
    },
  };
}
