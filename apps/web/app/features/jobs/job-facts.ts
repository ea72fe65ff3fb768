import { formatPrice } from '@gfj/contracts/job-display';
import type { Job } from '@gfj/contracts/jobs';

/** "City, ST" / "Remote" / country: how a job's place reads in cards and on its page. */
export function describeJobPlace(
  job: Pick<Job, 'location_name' | 'work_remote' | 'city' | 'state' | 'country'>,
): string {
  if (job.location_name) return job.location_name;
  if (job.work_remote) return 'Remote';
  const parts = [job.city, job.state].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : job.country;
}

// Built on first use and kept. `Number#toLocaleString` with options builds a new formatter on
// every call: on the server that was a sixth of the time spent rendering a search page (a pay
// line on each card, measured with a CPU profile, decision 072).
let wholeDollars: Intl.NumberFormat | undefined;
let dollarsAndCents: Intl.NumberFormat | undefined;

/** Whole dollars as "$18", "$45,000"; cents kept when there are any ("$18.50"). */
function dollarsOf(cents: number): string {
  if (cents % 100 === 0) {
    wholeDollars ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
    return `$${wholeDollars.format(cents / 100)}`;
  }
  dollarsAndCents ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${dollarsAndCents.format(cents / 100)}`;
}

/**
 * The pay line: the pay the poster entered ("$18–22/hr", "$45,000–55,000/yr", "$18/hr"), else
 * the chosen range's name (listings without entered pay), else the poster's free text, else the
 * paid/unpaid types. The range is what search filters on; showing it for a job paying $18-22
 * said "$15-20/hr", below what the job pays.
 */
export function describeJobPay(
  job: Pick<Job, 'compensation_range' | 'compensation' | 'compensation_types'> &
    Partial<Pick<Job, 'pay_period' | 'pay_min' | 'pay_max'>>,
): string | null {
  if (job.pay_period && job.pay_min !== undefined && job.pay_min > 0) {
    const per = job.pay_period === 'hour' ? '/hr' : '/yr';
    const max = job.pay_max !== undefined && job.pay_max > job.pay_min ? job.pay_max : undefined;
    return max === undefined
      ? `${dollarsOf(job.pay_min)}${per}`
      : `${dollarsOf(job.pay_min)}–${dollarsOf(max).slice(1)}${per}`;
  }
  if (job.compensation_range) return job.compensation_range.name;
  if (job.compensation) return job.compensation;
  if (job.compensation_types.length > 0) return job.compensation_types.map((t) => t.name).join(', ');
  return null;
}

/**
 * The poster's own words about pay, when the pay line shows the entered amounts instead: "$23-$26
 * per hour, depending on experience" was hidden behind "$23–26/hr", and a text that said less than
 * the amounts could sit unseen behind them. Null when the pay line already is these words.
 */
export function describePayDetails(
  job: Pick<Job, 'compensation'> & Partial<Pick<Job, 'pay_period' | 'pay_min'>>,
): string | null {
  const entered = Boolean(job.pay_period && job.pay_min !== undefined && job.pay_min > 0);
  const words = job.compensation?.trim();
  return entered && words ? words : null;
}

export function jobPath(job: Pick<Job, 'id' | 'slug'>): string {
  return job.slug ? `/jobs/${job.id}/${job.slug}` : `/jobs/${job.id}`;
}

export function describeBusinessPrice(job: Job): string | null {
  if (job.business_sale_price === undefined) return null;
  return `${formatPrice(job.business_sale_price)}${job.business_sale_price_negotiable ? ' (negotiable)' : ''}`;
}
