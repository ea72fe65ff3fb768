import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDay } from './calendar-days.ts';
import { daysBetween, percentagesOf, shiftDay } from './job-stats.ts';

describe('job statistics rules', () => {
  it('percentages: one decimal, 0 for an empty group, exactly 100 otherwise, ordered like the counts', () => {
    expect(percentagesOf({ a: 0, b: 0 })).toEqual({ a: 0, b: 0 });
    expect(percentagesOf({ a: 1, b: 2 })).toEqual({ a: 33.3, b: 66.7 });
    fc.assert(
      fc.property(fc.array(fc.nat(10_000), { minLength: 1, maxLength: 5 }), (counts) => {
        const record = Object.fromEntries(counts.map((n, i) => [`k${i}`, n]));
        const result = percentagesOf(record);
        const values = Object.values(result);
        const total = counts.reduce((a, b) => a + b, 0);
        for (const value of values) expect(Math.round(value * 10)).toBeCloseTo(value * 10, 6);
        if (total === 0) expect(values.every((v) => v === 0)).toBe(true);
        else expect(Math.round(values.reduce((a, b) => a + b, 0) * 10)).toBe(1000);
        counts.forEach((n, i) => {
          // Never more than a tenth away from the exact share.
          expect(
            Math.abs((result[`k${i}`] ?? 0) - (total === 0 ? 0 : (n * 100) / total)),
          ).toBeLessThanOrEqual(0.1 + 1e-9);
        });
      }),
    );
  });

  it('days: only real YYYY-MM-DD days; shifting and counting them', () => {
    expect(isIsoDay('2026-02-28')).toBe(true);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('0001-01-01')).toBe(true);
    expect(isIsoDay('9999-12-31')).toBe(true);
    // No year 0 in PostgreSQL, and four-digit years only.
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-01',
      '2026-01-01T00:00:00Z',
      ' 2026-01-01',
      '',
      '0000-01-01',
      '10000-01-01',
      '+010000-01-01',
      '-000001-01-01',
    ]) {
      expect(isIsoDay(bad), bad).toBe(false);
    }
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2025-11-24', 365)).toBe('2026-11-24');
    expect(daysBetween('2026-11-01', '2026-11-10')).toBe(10);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(3);
  });
});
