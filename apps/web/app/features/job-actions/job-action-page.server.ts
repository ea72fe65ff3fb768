import type { Job } from '@gfj/contracts/jobs';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiContext } from '../../lib/load-context.ts';
import { pageUrlOf } from '../../lib/page-url.ts';
import { jobPath } from '../jobs/job-facts.ts';
import { fetchJob } from '../jobs/jobs.queries.ts';

/**
 * The job a job page's own action page (`/jobs/{id}/{slug}/apply`, `/email`) is for: 404 for no
 * such job, and a wrong or missing slug leads to the right address, as on the job page.
 */
export async function loadJobForActionPage(
  params: { id?: string; slug?: string },
  context: Readonly<RouterContextProvider>,
  request: Request,
  page: 'apply' | 'email',
): Promise<Job> {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const result = await fetchJob(context.get(apiContext), id);
  if (!result.ok) throw data(null, { status: result.status >= 500 ? 500 : 404 });
  const job = result.data;
  if (params.slug !== job.slug)
    throw redirect(`${jobPath(job)}/${page}${pageUrlOf(request.url).search}`, 301);
  return job;
}
