import { JOB_CARD_PROPERTIES, type JobCard } from '@gfj/contracts/jobs';

/** What a card shows of a job (the contracts' `JOB_CARD_PROPERTIES`). */
export type JobCardData = JobCard;

/** What a search result's link carries to the job page: the search to go back to. */
export interface FromSearchState {
  fromSearch: string;
}

/**
 * A job cut down to its card, for loaders of pages that list jobs: the page's data (sent in the
 * HTML for hydration) then carries ~15% of each job instead of its descriptions (decision 011).
 */
export function toJobCardData(job: JobCard): JobCardData {
  const card: Record<string, unknown> = {};
  for (const name of JOB_CARD_PROPERTIES) if (job[name] !== undefined) card[name] = job[name];
  return card as JobCardData;
}
