import { describe, expect, it } from 'vitest';
import { formatSiteDate, formatSiteDateTime, siteDay } from './site-time.ts';

describe('formatSiteDateTime', () => {
  it('writes the site date format and the time to the minute, in New York time, named', () => {
    // Winter: EST (UTC-5); seconds are not shown.
    expect(formatSiteDateTime('2026-11-27T02:11:17+00:00')).toBe('Nov, 26 2026, 9:11 PM EST');
    // Summer: EDT (UTC-4); a single-digit day keeps its leading zero, as the site writes it.
    expect(formatSiteDateTime('2026-07-04T13:05:59Z')).toBe('Jul, 04 2026, 9:05 AM EDT');
    expect(formatSiteDateTime(new Date('2026-03-01T05:00:00Z'))).toBe('Mar, 01 2026, 12:00 AM EST');
    expect(formatSiteDateTime('2026-09-15T16:30:00.000Z')).toBe('Sep, 15 2026, 12:30 PM EDT');
  });

  it('writes a date-only value as its own day, with no time', () => {
    expect(formatSiteDateTime('2026-12-01')).toBe('Dec, 01 2026');
  });

  it('writes nothing for a missing or invalid value', () => {
    expect(formatSiteDateTime(undefined)).toBe('');
    expect(formatSiteDateTime(null)).toBe('');
    expect(formatSiteDateTime('')).toBe('');
    expect(formatSiteDateTime('not a date')).toBe('');
  });
});

describe('formatSiteDate', () => {
  it('writes the day an instant falls on in New York, as siteDay counts it', () => {
    const late = '2026-11-27T02:11:17Z';
    expect(formatSiteDate(late)).toBe('Nov, 26 2026');
    expect(siteDay(new Date(late))).toBe('2026-11-26');
    expect(formatSiteDate('2026-11-27T05:00:00Z')).toBe('Nov, 27 2026');
  });

  it('writes a date-only value as its own day, whatever the time zone', () => {
    expect(formatSiteDate('2025-12-31')).toBe('Dec, 31 2025');
    expect(formatSiteDate('2026-01-01')).toBe('Jan, 01 2026');
  });

  it('writes nothing for a missing or invalid value', () => {
    expect(formatSiteDate(undefined)).toBe('');
    expect(formatSiteDate('2026-13-45T00:00:00Z')).toBe('');
  });
});
