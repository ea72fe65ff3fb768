import { describe, expect, it } from 'vitest';
import { presetRange } from './job-stats.queries.ts';

describe('the statistics ranges (content 2)', () => {
  const today = '2026-11-24';
  it('all time is a year back, last week 7 days, last 10 days 10, all up to today', () => {
    expect(presetRange('all', today, null)).toEqual({ fromDate: '2025-11-24', toDate: today });
    expect(presetRange('week', today, null)).toEqual({ fromDate: '2026-11-17', toDate: today });
    expect(presetRange('ten-days', today, null)).toEqual({ fromDate: '2026-11-14', toDate: today });
  });

  it('since last login starts one day before it, and is not offered without one', () => {
    const login = new Date(2026, 10, 20, 9, 30).toISOString();
    expect(presetRange('since-login', today, login)).toEqual({ fromDate: '2026-11-19', toDate: today });
    expect(presetRange('since-login', today, null)).toBeNull();
    expect(presetRange('since-login', today, 'not a date')).toBeNull();
  });
});
