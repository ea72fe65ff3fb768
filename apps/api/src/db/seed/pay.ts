// A listing's pay as numbers first: the compensation types, ranges and pay text are all derived
// from these, so they cannot disagree (issue 14 stores the numbers themselves).
import { COMPENSATION_RANGES, LIMITS, PAID_COMPENSATION_TYPE } from '@gfj/contracts';
import type { Random } from './random.ts';

export type PayPeriod = 'hour' | 'year';

/** Paid work: the period and the lowest and highest pay in whole cents. */
export interface StructuredPay {
  period: PayPeriod;
  minCents: number;
  maxCents: number;
}

/** The wage floor (product decisions: $15/hr), and the same for a year of 2,080 hours. */
export const WAGE_FLOOR_CENTS: Record<PayPeriod, number> = {
  hour: LIMITS.minimumHourlyWageCents,
  year: LIMITS.minimumHourlyWageCents * 2080,
};

const RANGES_OF: Record<PayPeriod, readonly (typeof COMPENSATION_RANGES)[number][]> = {
  hour: COMPENSATION_RANGES.filter((r) => r.compensationTypeId === PAID_COMPENSATION_TYPE.hourly),
  year: COMPENSATION_RANGES.filter((r) => r.compensationTypeId === PAID_COMPENSATION_TYPE.salaried),
};

/** The search ranges (core 3 lookups) that hold the whole of the pay, lowest first. */
export function rangeIdsFor(pay: StructuredPay): number[] {
  return RANGES_OF[pay.period]
    .filter((r) => pay.minCents >= r.min && (r.max === null || pay.maxCents <= r.max))
    .map((r) => r.id)
    .slice(0, 1);
}

/** The highest pay the range that `minCents` falls in allows, so a pay never straddles two. */
function ceilingFor(period: PayPeriod, minCents: number): number {
  const range = RANGES_OF[period].find((r) => minCents >= r.min && (r.max === null || minCents < r.max));
  return range?.max ?? Number.POSITIVE_INFINITY;
}

/**
 * Draws a pay within the role's band (whole dollars an hour, or thousands a year), at least the
 * wage floor (and, for salaries, the lowest search range), inside a single search range.
 */
export function drawPay(random: Random, period: PayPeriod, band: readonly [number, number]): StructuredPay {
  if (period === 'hour') {
    const floor = WAGE_FLOOR_CENTS.hour / 100;
    const low = Math.max(floor, random.int(band[0], Math.max(band[0], band[1] - 1)));
    const ceiling = ceilingFor('hour', low * 100) / 100;
    const high = Math.min(band[1], ceiling, low + random.int(1, 4));
    return { period, minCents: low * 100, maxCents: Math.max(low, high) * 100 };
  }
  const lowest = Math.ceil((RANGES_OF.year[0]?.min ?? WAGE_FLOOR_CENTS.year) / 100_000);
  const low = Math.max(lowest, random.int(band[0], Math.max(band[0], band[1] - 4)));
  const ceiling = ceilingFor('year', low * 100_000) / 100_000;
  const high = Math.min(band[1], ceiling, low + random.int(3, 12));
  return { period, minCents: low * 100_000, maxCents: Math.max(low, high) * 100_000 };
}

/** Whole dollars with thousands separators ("$52,000"); no Intl, the large seeder writes millions. */
const dollars = (cents: number) =>
  `$${String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** "$16-$19 per hour", "$52,000-$60,000 per year": the pay text's opening, from the numbers. */
export function describePay(pay: StructuredPay): string {
  const amount =
    pay.minCents === pay.maxCents
      ? dollars(pay.minCents)
      : `${dollars(pay.minCents)}-${dollars(pay.maxCents)}`;
  return `${amount} per ${pay.period}`;
}

/** The paid compensation type of a pay (core 3: 4 hourly, 5 salaried). */
export function compensationTypeFor(pay: StructuredPay): number {
  return pay.period === 'hour' ? PAID_COMPENSATION_TYPE.hourly : PAID_COMPENSATION_TYPE.salaried;
}

/** The first two dollar amounts of a pay text, in cents (what the seed tests read back). */
export function readPayText(text: string): [number, number] | undefined {
  const amounts = [...text.matchAll(/\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/g)].map((m) =>
    Math.round(Number((m[1] as string).replace(/,/g, '')) * 100),
  );
  const [first, second] = amounts;
  if (first === undefined) return undefined;
  return [first, second ?? first];
}
