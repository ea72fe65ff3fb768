import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './search-results.tsx';

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
