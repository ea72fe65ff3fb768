import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, getJobLabel, truncateTitle } from './job-display.ts';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('getJobLabel', () => {
  it('says "New" for a job added within the last 48 hours, even when filled or past deadline', () => {
    expect(getJobLabel({ status: 'approved', date_added: hoursAgo(1), past_deadline: false }, now)).toBe(
      'New',
    );
    expect(getJobLabel({ status: 'filled', date_added: hoursAgo(47.9), past_deadline: true }, now)).toBe(
      'New',
    );
    expect(getJobLabel({ status: 'approved', date_added: hoursAgo(48), past_deadline: false }, now)).toBe(
      'New',
    );
  });

  it('says "Position filled" for an older filled job', () => {
    expect(getJobLabel({ status: 'filled', date_added: hoursAgo(49), past_deadline: true }, now)).toBe(
      'Position filled',
    );
  });

  it('says "Deadline passed" for an older open job whose deadline is past', () => {
    expect(getJobLabel({ status: 'approved', date_added: hoursAgo(100), past_deadline: true }, now)).toBe(
      'Deadline passed',
    );
  });

  it('has no label otherwise', () => {
    expect(
      getJobLabel({ status: 'approved', date_added: hoursAgo(100), past_deadline: false }, now),
    ).toBeNull();
    expect(getJobLabel({ status: 'approved', past_deadline: false }, now)).toBeNull();
  });
});

describe('formatPrice', () => {
  it('shows cents as whole US dollars', () => {
    expect(formatPrice(6000)).toBe('$60');
    expect(formatPrice(15000)).toBe('$150');
    expect(formatPrice(25000000)).toBe('$250,000');
    expect(formatPrice(6049)).toBe('$60');
  });

  it('shows $0 when the price is not positive or missing', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(-500)).toBe('$0');
    expect(formatPrice(undefined)).toBe('$0');
    expect(formatPrice(Number.NaN)).toBe('$0');
  });
});

describe('formatDate', () => {
  it('writes "MMM, DD YYYY"', () => {
    expect(formatDate('2026-03-05T09:30:00+00:00')).toBe('Mar, 05 2026');
    expect(formatDate('2025-12-31')).toBe('Dec, 31 2025');
    expect(formatDate(new Date('2026-11-22T23:59:00Z'))).toBe('Nov, 22 2026');
  });

  it('writes nothing for a missing or invalid date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('truncateTitle', () => {
  it('keeps titles of up to 38 characters', () => {
    const exact = 'Farm Manager for a Regenerative Ranch!';
    expect(exact).toHaveLength(38);
    expect(truncateTitle(exact)).toBe(exact);
  });

  it('cuts longer titles at 38 characters and adds an ellipsis', () => {
    expect(truncateTitle('Assistant Farm Manager for Diversified Vegetable Operation')).toBe(
      'Assistant Farm Manager for Diversified…',
    );
  });
});
