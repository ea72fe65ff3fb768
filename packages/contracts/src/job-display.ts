import { LIMITS } from './limits.ts';

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
    if (!Number.isNaN(added) && age >= 0 && age <= LIMITS.newLabelHours * HOUR_MS) return 'New';
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
 * "MMM, DD YYYY" (core 5), e.g. "Mar, 05 2026". Date-only strings are calendar dates; date-times
 * are shown in UTC so the server and the browser render the same text.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${MONTHS[date.getUTCMonth()]}, ${day} ${date.getUTCFullYear()}`;
}

/** Titles longer than 38 characters are cut there and end with an ellipsis (core 2, Home). */
export function truncateTitle(title: string, max: number = LIMITS.titleTruncate): string {
  const chars = Array.from(title);
  if (chars.length <= max) return title;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
