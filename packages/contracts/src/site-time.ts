import { formatDate } from './job-display.ts';

/** The site's time zone: its calendar days bound date filters, deadlines and view counting. */
export const SITE_TIME_ZONE = 'America/New_York';

/** Built once: a formatter per call was 13% of a cached job page's CPU and held memory. */
const SITE_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The site's calendar day of an instant, as YYYY-MM-DD. */
export function siteDay(now: Date): string {
  return SITE_DAY_FORMAT.format(now);
}

/** Built on first use (the back office's screens; the public pages never call it). */
let siteMomentFormat: Intl.DateTimeFormat | undefined;

/** A date-only value ("2026-12-01"): a calendar day, the same in every time zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

interface SiteMoment {
  date: string;
  time?: string;
}

/** An instant's calendar day and clock time in the site's time zone, or a calendar day as it is. */
function siteMoment(value: string | Date | null | undefined): SiteMoment | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // The site's own formatter reads a date-only value as that calendar day.
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return { date: formatDate(value) };
  const instant = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(instant.getTime())) return undefined;
  siteMomentFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value: text } of siteMomentFormat.formatToParts(instant)) part[type] = text;
  return {
    date: `${part.month}, ${part.day} ${part.year}`,
    time: `${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`,
  };
}

/**
 * "Nov, 26 2026": the site's date format ('MMM, DD YYYY', core 5) of an instant's day in the site's
 * time zone (product decisions), or of a date-only value's own day. Empty when missing or invalid.
 */
export function formatSiteDate(value: string | Date | null | undefined): string {
  return siteMoment(value)?.date ?? '';
}

/**
 * "Nov, 26 2026, 9:05 PM EST": the site's date format with the clock time to the minute, in the
 * site's time zone, named (EST or EDT). A date-only value has no time: its day alone.
 */
export function formatSiteDateTime(value: string | Date | null | undefined): string {
  const moment = siteMoment(value);
  if (!moment) return '';
  return moment.time ? `${moment.date}, ${moment.time}` : moment.date;
}
