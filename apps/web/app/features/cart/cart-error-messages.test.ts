import { describe, expect, it } from 'vitest';
import { cartErrorMessages } from './add-to-cart-button.tsx';

describe('cartErrorMessages (core 8: add to cart)', () => {
  it('shows each 422 violation, else "code: message", and only the text after "reason:"', () => {
    expect(
      cartErrorMessages({
        code: 422,
        message: 'entity_id: This listing is already in your cart.',
        violations: [{ propertyPath: 'entity_id', message: 'This listing is already in your cart.' }],
      }),
    ).toEqual(['This listing is already in your cart.']);
    expect(
      cartErrorMessages({ code: 409, message: 'This cart has already been paid.', violations: [] }),
    ).toEqual(['409: This cart has already been paid.']);
    expect(
      cartErrorMessages({
        code: 402,
        message: 'Payment failed, reason: Your card was declined.',
        violations: [],
      }),
    ).toEqual(['Your card was declined.']);
  });
});
