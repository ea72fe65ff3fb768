import type { StripePaymentMethod } from '@gfj/contracts/commerce';

/** "Visa ending 4242, expires 12/2029": how a saved card is named on the page. */
export function describeCard(card: Pick<StripePaymentMethod, 'brand' | 'last4' | 'exp_month' | 'exp_year'>) {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}
