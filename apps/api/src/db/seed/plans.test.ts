import { describe, expect, it } from 'vitest';
import { LARGE_STATUS_WEIGHTS, statusWeightsWithListed } from './plans.ts';

const weightOf = (weights: ReturnType<typeof statusWeightsWithListed>, status: string) =>
  weights.find(([s]) => s === status)?.[1] ?? 0;

describe('statusWeightsWithListed', () => {
  it('holds the listed jobs at the number asked, half approved and half filled, whatever the size', () => {
    for (const count of [10_000, 1_000_000]) {
      const weights = statusWeightsWithListed(count, 1_000);
      expect(weightOf(weights, 'approved')).toBe(500);
      expect(weightOf(weights, 'filled')).toBe(500);
      expect(weights.reduce((sum, [, n]) => sum + n, 0)).toBe(count);
    }
  });

  it('keeps the shares of the other statuses and gives the rest to expired jobs', () => {
    const weights = statusWeightsWithListed(1_000_000, 1_000);
    const total = LARGE_STATUS_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
    const deletedShare = (LARGE_STATUS_WEIGHTS.find(([s]) => s === 'deleted')?.[1] ?? 0) / total;
    expect(weightOf(weights, 'deleted')).toBe(Math.round(1_000_000 * deletedShare));
    expect(weightOf(weights, 'expired')).toBeGreaterThan(800_000);
  });
});
