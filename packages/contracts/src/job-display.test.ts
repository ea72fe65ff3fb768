import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatPrice,
  getJobLabel,
  OWN_JOB_TYPE_BY_POST_TYPE,
  truncateTitle,
} from './job-display.ts';
import { JOB_TYPE_IDS_BY_POST_TYPE } from './posting-fields.ts';
import { siteDay } from './site-time.ts';

const now = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('OWN_JOB_TYPE_BY_POST_TYPE', () => {
  it('names the one job type a posting form allows for each post type that has only one', () => {
    const single = Object.entries(JOB_TYPE_IDS_BY_POST_TYPE)
      .filter(([, types]) => types.length === 1)
      .map(([postType, types]) => [Number(postType), types[0]]);
    expect(Object.entries(OWN_JOB_TYPE_BY_POST_TYPE).map(([k, v]) => [Number(k), v])).toEqual(single);
  });
});

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

  it('writes the day an instant falls on in the site’s time zone (America/New_York)', () => {
    // 10 PM on Nov 26 in New York is already Nov 27 in UTC.
    expect(formatDate('2026-11-27T03:00:00Z')).toBe('Nov, 26 2026');
    expect(formatDate('2026-11-27T05:00:00Z')).toBe('Nov, 27 2026');
    // Summer (UTC-4): 11:30 PM on Jul 4.
    expect(formatDate(new Date('2026-07-05T03:30:00Z'))).toBe('Jul, 04 2026');
    // Around the changes: daylight time starts Mar 8 2026 at 2 AM (7:00 UTC), ends Nov 1 at 2 AM (6:00 UTC).
    expect(formatDate('2026-03-08T04:59:00Z')).toBe('Mar, 07 2026');
    expect(formatDate('2026-03-08T05:00:00Z')).toBe('Mar, 08 2026');
    expect(formatDate('2026-11-02T04:59:00Z')).toBe('Nov, 01 2026');
    expect(formatDate('2026-11-02T05:00:00Z')).toBe('Nov, 02 2026');
    // A calendar day stays its own day.
    expect(formatDate('2026-01-01')).toBe('Jan, 01 2026');
  });

  it('agrees with the time zone database on any instant from 2007 to 2099', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2007, 0, 1), max: Date.UTC(2099, 11, 31) }), (time) => {
        const [year, month, day] = siteDay(new Date(time)).split('-').map(Number);
        const expected = formatDate(
          `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        );
        expect(formatDate(new Date(time))).toBe(expected);
      }),
      { numRuns: 5000 },
    );
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
