import type { ShareSubject } from '@gfj/contracts/seekers';
import type { BrowserApiClient } from '../../lib/api-client.ts';

/**
 * Records a share action (core 7, share tracking): fire and forget, a failure must never keep a
 * visitor from sharing. `keepalive` lets the post finish while the share window opens.
 */
export function postShareTracking(
  api: BrowserApiClient,
  csrfToken: string,
  jobId: number,
  subject: ShareSubject,
): Promise<unknown> {
  return api
    .request('/job-share-trackings', {
      method: 'POST',
      form: { _token: csrfToken, job: String(jobId), subject },
    })
    .catch(() => null);
}

/** Records a click on a tagged job link (core 7, tagged job link): token, job, tag. */
export function postLinkClick(
  api: BrowserApiClient,
  csrfToken: string,
  jobId: number,
  tag: string,
): Promise<unknown> {
  return api
    .request('/job-link-clicks', { method: 'POST', form: { token: csrfToken, job: String(jobId), tag } })
    .catch(() => null);
}
