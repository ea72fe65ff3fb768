import { NEW_LABEL_HOURS, TITLE_TRUNCATE } from './display-limits.ts';

/**
 * The post type of a business for sale (lookups' POST_TYPES). It is not a job: its buyers inquire
 * with the seller, they do not apply (decision 073). Here rather than in lookups, whose lists the
 * job page's first load does not carry.
 */
export const BUSINESS_FOR_SALE_POST_TYPE_ID = 2;
/** The post type of an education program (lookups' POST_TYPES). */
export const EDUCATION_PROGRAM_POST_TYPE_ID = 3;
/**
 * The one job type each of those post types has (core 3: 7 Business for sale, 8 Educational
 * program; posting-fields' JOB_TYPE_IDS_BY_POST_TYPE), the search filter that finds their like.
 */
export const OWN_JOB_TYPE_BY_POST_TYPE: Readonly<Record<number, number>> = {
  [BUSINESS_FOR_SALE_POST_TYPE_ID]: 7,
  [EDUCATION_PROGRAM_POST_TYPE_ID]: 8,
};

/** The list label a job carries (core 4), or null when none applies. */
export type JobLabel = 'New' | 'Position filled' | 'Deadline passed';

export interface JobLabelInput {
  status: string;
  date_added?: string | undefined;
  past_deadline: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** "New" within 48 h of date_added; else "Position filled"; else "Deadline passed"; else none. */
export function getJobLabel(job: JobLabelInput, now: Date = new Date()): JobLabel | null {
  if (job.date_added) {
    const added = Date.parse(job.date_added);
    const age = now.getTime() - added;
    if (!Number.isNaN(added) && age >= 0 && age <= NEW_LABEL_HOURS * HOUR_MS) return 'New';
  }
  if (job.status === 'filled') return 'Position filled';
  if (job.past_deadline) return 'Deadline passed';
  return null;
}

// Built on first use: creating a currency formatter costs a browser ~40 ms (it loads locale data),
// and most pages that load this module never show a price.
let dollars: Intl.NumberFormat | undefined;

/** Prices are cents shown as whole US dollars; anything not positive shows as $0 (core 5). */
export function formatPrice(cents: number | null | undefined): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) && cents > 0 ? cents / 100 : 0;
  dollars ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return dollars.format(value);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * The site's time zone (America/New_York, product decisions) as an offset from UTC at an instant:
 * daylight time from the second Sunday of March, 2 AM (7:00 UTC), to the first Sunday of November,
 * 2 AM (6:00 UTC), as US law has it since 2007. Written out rather than asked of Intl, whose first
 * call on a page loads locale data, and pages show dates on every job card.
 */
function siteOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  // The first Sunday on or after a day of the month, at an hour UTC.
  const sunday = (month: number, day: number, hour: number) => {
    const at = Date.UTC(year, month, day, hour);
    return at + ((7 - new Date(at).getUTCDay()) % 7) * 24 * HOUR_MS;
  };
  return (time >= sunday(2, 8, 7) && time < sunday(10, 1, 6) ? -4 : -5) * HOUR_MS;
}

/**
 * "MMM, DD YYYY" (core 5), e.g. "Mar, 05 2026". Date-only strings are calendar dates; date-times
 * are shown as the day they fall on in the site's time zone, the same on the server and in the
 * browser whatever their own zones.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  let date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (typeof value !== 'string' || value.length > 10)
    date = new Date(date.getTime() + siteOffset(date.getTime()));
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]}, ${day} ${date.getUTCFullYear()}`;
}

/** Titles longer than 38 characters are cut there and end with an ellipsis (core 2, Home). */
export function truncateTitle(title: string, max: number = TITLE_TRUNCATE): string {
  const chars = Array.from(title);
  if (chars.length <= max) return title;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
