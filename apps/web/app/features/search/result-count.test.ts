import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, jobCount } from './result-count.ts';

describe('groupThousands', () => {
  it('writes counts as toLocaleString("en-US") does', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(1234567)).toBe('1,234,567');
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (count) => {
        expect(groupThousands(count)).toBe(count.toLocaleString('en-US'));
      }),
    );
  });
});

describe('jobCount', () => {
  it('says one job in the singular, any other count in the plural, grouped', () => {
    expect(jobCount(0)).toBe('0 jobs');
    expect(jobCount(1)).toBe('1 job');
    expect(jobCount(2)).toBe('2 jobs');
    expect(jobCount(12345)).toBe('12,345 jobs');
  });
});
