import { referralChannelOf } from '@gfj/contracts';
import type { ApiClient } from '../../lib/load-context.ts';

/**
 * Counts the job page view (once per visitor per day, by the API) with the page URL's `ref`
 * marker, so visits brought by shared or mailed links count per channel. The inject client
 * forwards the visitor cookie and hands the one the API sets back to the browser. The API answers
 * as soon as the view is queued (it writes views in batches), so the page never waits on the
 * write. A failure only loses a count, never the page.
 */
export async function recordJobView(api: ApiClient, jobId: number, requestUrl: string): Promise<void> {
  // Only a known channel is passed on: anything else (a NUL byte, say) would make the API refuse
  // the view itself, as the cached page's count (api.pageVisits) ignores it too.
  const ref = referralChannelOf(new URL(requestUrl).searchParams.get('ref'));
  try {
    await api.send({
      method: 'POST',
      path: '/api/job-views',
      json: { job: `/api/jobs/${jobId}`, ...(ref ? { ref } : {}) },
      respondAsync: true,
    });
  } catch {
    // Counting is best effort.
  }
}
