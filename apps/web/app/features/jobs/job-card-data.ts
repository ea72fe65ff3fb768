import type { Job } from '@gfj/contracts/jobs';

/** What a card shows of a job. */
export type JobCardData = Pick<
  Job,
  | 'id'
  | 'slug'
  | 'position'
  | 'company_name'
  | 'location_name'
  | 'work_remote'
  | 'city'
  | 'state'
  | 'country'
  | 'type'
  | 'compensation_range'
  | 'compensation'
  | 'compensation_types'
  | 'status'
  | 'date_added'
  | 'past_deadline'
>;

/**
 * A job cut down to its card, for loaders of pages that list jobs: the page's data (sent in the
 * HTML for hydration) then carries ~15% of each job instead of its descriptions (decision 011).
 */
export function toJobCardData(job: Job): JobCardData {
  return {
    id: job.id,
    slug: job.slug,
    position: job.position,
    company_name: job.company_name,
    location_name: job.location_name,
    work_remote: job.work_remote,
    city: job.city,
    state: job.state,
    country: job.country,
    type: job.type,
    compensation_range: job.compensation_range,
    compensation: job.compensation,
    compensation_types: job.compensation_types,
    status: job.status,
    date_added: job.date_added,
    past_deadline: job.past_deadline,
  };
}
