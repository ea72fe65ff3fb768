import { describe, expect, it } from 'vitest';
import { describeJobPay, describePayDetails } from './job-facts.ts';

const none = { compensation_range: undefined, compensation: undefined, compensation_types: [] };

describe('describeJobPay', () => {
  it('writes entered pay in whole dollars, a range with its second figure after an en dash', () => {
    expect(describeJobPay({ ...none, pay_period: 'hour', pay_min: 1800, pay_max: 2200 })).toBe('$18–22/hr');
    expect(describeJobPay({ ...none, pay_period: 'year', pay_min: 4_500_000, pay_max: 5_500_000 })).toBe(
      '$45,000–55,000/yr',
    );
    expect(describeJobPay({ ...none, pay_period: 'hour', pay_min: 1800 })).toBe('$18/hr');
    expect(describeJobPay({ ...none, pay_period: 'year', pay_min: 123_456_700, pay_max: 123_456_700 })).toBe(
      '$1,234,567/yr',
    );
  });

  it('keeps cents where there are any, on either figure', () => {
    expect(describeJobPay({ ...none, pay_period: 'hour', pay_min: 1850 })).toBe('$18.50/hr');
    expect(describeJobPay({ ...none, pay_period: 'hour', pay_min: 1800, pay_max: 2205 })).toBe(
      '$18–22.05/hr',
    );
    expect(describeJobPay({ ...none, pay_period: 'hour', pay_min: 1801, pay_max: 2200 })).toBe(
      '$18.01–22/hr',
    );
  });

  it('gives the same words however many times it is asked, whole and cents alternating', () => {
    const lines = Array.from({ length: 4 }, (_, i) =>
      describeJobPay({ ...none, pay_period: 'hour', pay_min: i % 2 === 0 ? 1800 : 1850 }),
    );
    expect(lines).toEqual(['$18/hr', '$18.50/hr', '$18/hr', '$18.50/hr']);
  });
});

describe('describePayDetails', () => {
  it('keeps the poster’s words about pay beside entered amounts, and only then', () => {
    const words = '$23-$26 per hour, depending on experience';
    expect(describePayDetails({ compensation: words, pay_period: 'hour', pay_min: 2300 })).toBe(words);
    // Without amounts the words are the pay line itself (describeJobPay): not said twice.
    expect(describePayDetails({ compensation: words })).toBeNull();
    expect(describePayDetails({ compensation: '  ', pay_period: 'hour', pay_min: 2300 })).toBeNull();
  });
});
