import { type HydraCollection, hydraCollectionSchema, type Job, jobSchema } from '@gfj/contracts';
import type { ApiClient } from '../../lib/load-context.ts';
import { type JobCardData, toJobCardData } from './job-card-data.ts';

export const jobCollectionSchema = hydraCollectionSchema(jobSchema);

/**
 * Popular jobs across all locations for the home page; newest approved jobs if search is
 * unavailable. Cut down to their cards: the page sends its data again for hydration.
 */
export async function fetchPopularJobs(api: ApiClient): Promise<JobCardData[]> {
  const popular = await api.get(
    '/api/jobs/search?everywhere=1&sort=highlighted_popular&pageSize=50',
    jobCollectionSchema,
  );
  if (popular.ok) return popular.data.member.map(toJobCardData);
  const latest = await api.get(
    `/api/jobs?${encodeURI('order[date_added]=desc')}&pageSize=50`,
    jobCollectionSchema,
  );
  return latest.ok ? latest.data.member.map(toJobCardData) : [];
}

export async function fetchJob(api: ApiClient, id: number) {
  return api.get(`/api/jobs/${id}`, jobSchema);
}

/** Every listed job for the sitemap, following the collection's `view.next` links. */
export async function fetchListedJobs(api: ApiClient, maxPages = 50): Promise<Job[]> {
  const jobs: Job[] = [];
  let next: string | undefined = '/api/jobs?pageSize=100';
  for (let page = 0; next && page < maxPages; page++) {
    const result: Awaited<ReturnType<typeof api.get<typeof jobCollectionSchema>>> = await api.get(
      next,
      jobCollectionSchema,
    );
    if (!result.ok) break;
    const collection: HydraCollection<Job> = result.data;
    jobs.push(...collection.member);
    next = collection.view?.next;
  }
  return jobs;
}
