import type { CartItemType } from './commerce.ts';

/** One cart line as the totals see it. */
export interface TotalsLine {
  entityType: CartItemType;
  price: number;
}

export interface TotalsPromo {
  kind: 'percent' | 'amount';
  value: number;
  appliesTo: 'jobs' | 'packages' | 'both';
}

export interface CartTotals {
  subtotal: number;
  job_packages_discounted_jobs_count: number;
  job_packages_discount: number;
  promo_code_discount: number;
  total: number;
  /** Index of each job line a package credit covers (the dearest first). */
  coveredLines: number[];
}

/**
 * The cart's totals (product-decisions: Money), in integer cents: each job covered by one
 * remaining package credit is free (the dearest jobs first, so the poster gains the most); a
 * promo code then takes its percent or amount off what remains of the lines it applies to. The
 * total never goes below 0 and no credit counts twice: at most `credits` jobs are covered.
 */
export function computeCartTotals(
  lines: readonly TotalsLine[],
  credits: number,
  promo?: TotalsPromo,
): CartTotals {
  const price = (n: number) => Math.max(0, Math.trunc(n));
  const subtotal = lines.reduce((sum, line) => sum + price(line.price), 0);
  const jobLines = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.entityType === 'job')
    .sort((a, b) => price(b.line.price) - price(a.line.price) || a.index - b.index);
  const covered = jobLines.slice(0, Math.max(0, Math.trunc(credits)));
  const coveredSet = new Set(covered.map((c) => c.index));
  const packageDiscount = covered.reduce((sum, c) => sum + price(c.line.price), 0);
  let promoDiscount = 0;
  if (promo) {
    const eligible = lines.reduce((sum, line, index) => {
      if (coveredSet.has(index)) return sum;
      const inScope =
        promo.appliesTo === 'both' ||
        (promo.appliesTo === 'jobs' ? line.entityType === 'job' : line.entityType === 'job-package');
      return inScope ? sum + price(line.price) : sum;
    }, 0);
    promoDiscount =
      promo.kind === 'percent'
        ? Math.floor((eligible * Math.min(100, Math.max(0, promo.value))) / 100)
        : Math.min(eligible, Math.max(0, promo.value));
  }
  return {
    subtotal,
    job_packages_discounted_jobs_count: covered.length,
    job_packages_discount: packageDiscount,
    promo_code_discount: promoDiscount,
    total: Math.max(0, subtotal - packageDiscount - promoDiscount),
    coveredLines: covered.map((c) => c.index),
  };
}

/** Whether a promo code applies to any line the credits leave to pay. */
export function promoHasScope(lines: readonly TotalsLine[], appliesTo: TotalsPromo['appliesTo']): boolean {
  if (appliesTo === 'both') return lines.length > 0;
  return lines.some((line) => line.entityType === (appliesTo === 'jobs' ? 'job' : 'job-package'));
}

/** One line of a paid order, for sharing out what was paid. */
export interface PaidLine extends TotalsLine {
  /** A package credit paid for it (a job line). */
  covered: boolean;
}

/**
 * What each line of a paid order cost its buyer, in integer cents: its price, nothing for a line
 * a package credit covered, less its share of the promo discount. The discount is shared over the
 * lines the code applied to, in proportion to their prices, and the cents rounding leaves go to
 * the lines with the largest fractions, so the lines add up to the order's total (subtotal −
 * credits − promo) and none goes below zero. A
 * refund gives back a line's share, not its list price: with 10% off two $150 packages, each is
 * $135, where refunding the first at $150 left $120 for the second.
 */
export function linePaidAmounts(
  lines: readonly PaidLine[],
  promoDiscount: number,
  appliesTo: TotalsPromo['appliesTo'] = 'both',
): number[] {
  const price = (n: number) => Math.max(0, Math.trunc(n));
  const charged = lines.map((line) => (line.covered ? 0 : price(line.price)));
  const eligible = lines
    .map((_, index) => index)
    .filter((index) => {
      const line = lines[index] as PaidLine;
      if (line.covered || charged[index] === 0) return false;
      return appliesTo === 'both' || line.entityType === (appliesTo === 'jobs' ? 'job' : 'job-package');
    });
  const base = eligible.reduce((sum, index) => sum + (charged[index] ?? 0), 0);
  const discount = Math.min(base, Math.max(0, Math.trunc(promoDiscount)));
  if (discount === 0) return charged;
  // Each line's share rounded down; the cents left (fewer than the lines) go one each to the lines
  // with the largest fractions, the later first on a tie. A share is then at most the line's cost:
  // below the whole base, a rounded-down share is at least a cent under it.
  const shares = eligible.map((index) => {
    const exact = discount * (charged[index] ?? 0);
    return { index, share: Math.floor(exact / base), fraction: exact % base };
  });
  let left = discount - shares.reduce((sum, s) => sum + s.share, 0);
  const byFraction = [...shares].sort((a, b) => b.fraction - a.fraction || b.index - a.index);
  for (const line of byFraction) {
    if (left === 0) break;
    line.share += 1;
    left -= 1;
  }
  const paid = [...charged];
  for (const { index, share } of shares) paid[index] = (charged[index] ?? 0) - share;
  return paid;
}
