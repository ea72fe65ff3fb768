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

/** The pay line: the chosen range's name, else the poster's free text, else the paid/unpaid types. */
export function describeJobPay(
  job: Pick<Job, 'compensation_range' | 'compensation' | 'compensation_types'>,
): string | null {
  if (job.compensation_range) return job.compensation_range.name;
  if (job.compensation) return job.compensation;
  if (job.compensation_types.length > 0) return job.compensation_types.map((t) => t.name).join(', ');
  return null;
}

export function jobPath(job: Pick<Job, 'id' | 'slug'>): string {
  return job.slug ? `/jobs/${job.id}/${job.slug}` : `/jobs/${job.id}`;
}

export function describeBusinessPrice(job: Job): string | null {
  if (job.business_sale_price === undefined) return null;
  return `${formatPrice(job.business_sale_price)}${job.business_sale_price_negotiable ? ' (negotiable)' : ''}`;
}
