import { data, redirect } from 'react-router';
import { jobPath } from '../features/jobs/job-facts.ts';
import { fetchJob } from '../features/jobs/jobs.queries.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/job-redirect';

/** /jobs/:id has one canonical address with its slug: send visitors and crawlers there for good. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const result = await fetchJob(context.get(apiContext), id);
  if (!result.ok) throw data(null, { status: result.status === 404 ? 404 : 500 });
  throw redirect(jobPath(result.data), 301);
}

/**
 * Never shown (the loader always redirects or throws), but its presence makes this a page route:
 * a 404 then renders the site's not-found page, not a bare `null` body.
 */
export default function JobRedirect() {
  return null;
}
