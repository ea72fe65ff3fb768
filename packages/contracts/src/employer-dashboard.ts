import type { JobStatus } from './lookups.ts';

/**
 * The employer dashboard's rules (content 4, 9): display status, header badge, expires-in text
 * and the constants. Pure, so the table, the alerts and their tests share one version.
 */
export const DASHBOARD = {
  pageSize: 4,
  alertPageSize: 8,
  alertWindowDays: 8,
  /** Red warning at this many days left or fewer (and more than 1). */
  warningDays: 7,
  expiredDurationDays: 30,
} as const;

export const DASHBOARD_TEXT = {
  empty: 'You have not posted any jobs yet. To learn more about how it works, check out our Pricing page.',
  pendingHint: 'It will not be published until it is reviewed (24 hours or less).',
  untitled: 'Untitled',
  /** A draft submitted without a package credit, waiting in the cart (beyond the spec: decision 039). */
  awaitingPayment: 'Awaiting payment',
  awaitingPaymentHint: 'It goes to review once it is paid.',
  payInCart: 'Pay in your cart',
  /** A listing staff returned to draft, with their reason. */
  returned: 'Returned by a moderator',
  /** Copies an ended listing into a new draft (beyond the spec: decision 061). */
  postAgain: 'Post again',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

interface DashboardJobFields {
  status: JobStatus;
  date_expire?: string;
  awaiting_payment?: boolean;
  moderation_reason?: string;
}

/** Whole days left until the expiry instant, rounded up: 1 on the last day, 0 or fewer once past. */
export function daysLeft(dateExpire: string | undefined, now: Date): number | null {
  if (!dateExpire) return null;
  const time = Date.parse(dateExpire);
  if (Number.isNaN(time)) return null;
  return Math.ceil((time - now.getTime()) / DAY_MS);
}

export interface DisplayStatus {
  label: string;
  /** The pending listing's hint (24 hours or less), a returned listing's reason. */
  hint?: string;
  /** A draft waiting for payment in the cart. */
  inCart?: boolean;
}

/** Status column (content 4): pending with its hint, active or expired, else the status itself. */
export function displayStatus(job: DashboardJobFields, now: Date): DisplayStatus {
  if (job.status === 'unapproved') return { label: 'pending', hint: DASHBOARD_TEXT.pendingHint };
  if (job.status === 'approved' || job.status === 'filled') {
    const left = daysLeft(job.date_expire, now);
    return { label: left !== null && left <= 0 ? 'expired' : 'active' };
  }
  if (job.status === 'draft' && job.awaiting_payment) {
    return { label: DASHBOARD_TEXT.awaitingPayment, hint: DASHBOARD_TEXT.awaitingPaymentHint, inCart: true };
  }
  if (job.status === 'draft' && job.moderation_reason) {
    return { label: DASHBOARD_TEXT.returned, hint: job.moderation_reason };
  }
  return { label: job.status };
}

export interface HeaderBadge {
  text: string;
  /** Red: 2 to 7 days left, and expired. */
  isWarning: boolean;
}

/** Header badge (content 4); null when a listing has none (pending, deleted...). */
export function headerBadge(job: DashboardJobFields, now: Date): HeaderBadge | null {
  if (job.status === 'draft') return { text: 'draft', isWarning: false };
  if (job.status === 'expired') return { text: 'expired', isWarning: true };
  if (job.status !== 'approved' && job.status !== 'filled') return null;
  const left = daysLeft(job.date_expire, now);
  if (left === null) return null;
  if (left <= 0) return { text: 'expired', isWarning: true };
  if (left === 1) return { text: 'expires today', isWarning: false };
  return { text: `expires in ${left} days`, isWarning: left <= DASHBOARD.warningDays };
}

/**
 * Expires In column (content 4): "N days" while positive, else the expiry date ('MMM, DD YYYY');
 * nothing for a refunded or deleted listing.
 */
export function expiresInText(
  job: DashboardJobFields,
  now: Date,
  formatDate: (value: string) => string,
): string {
  // A refunded listing left the site for good: its days would count down to nothing (they read
  // "30 days" beside the word refunded).
  if (job.status === 'refunded' || job.status === 'deleted') return '—';
  const left = daysLeft(job.date_expire, now);
  if (left === null || !job.date_expire) return '—';
  if (left > 0) return `${left} ${left === 1 ? 'day' : 'days'}`;
  return formatDate(job.date_expire);
}

/**
 * Whether the table offers Post again (decision 061): a listing that has ended (expired, by its
 * status or its date, filled or refunded). A live listing is edited instead, though the API would
 * copy it too.
 */
export function canPostAgain(job: DashboardJobFields, now: Date): boolean {
  if (job.status === 'expired' || job.status === 'filled' || job.status === 'refunded') return true;
  if (job.status !== 'approved') return false;
  const left = daysLeft(job.date_expire, now);
  return left !== null && left <= 0;
}
