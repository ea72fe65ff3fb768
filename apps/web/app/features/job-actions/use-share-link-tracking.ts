import type { ShareSubject } from '@gfj/contracts/seekers';
import { useEffect } from 'react';
import { useApiClient, useAppState } from '../auth/app-state.tsx';

const SUBJECTS: readonly string[] = [
  'share-facebook',
  'share-twitter',
  'share-email',
] satisfies ShareSubject[];

/**
 * Share tracking "also posted from links carrying job and subject data" (core 7): any link on the
 * page with `data-job` and `data-subject` (share-facebook, share-twitter, share-email) records its
 * share when clicked, the share bar's own links included.
 */
export function useShareLinkTracking() {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = (event.target as Element | null)?.closest?.('a[data-job][data-subject]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const jobId = Number(link.dataset.job);
      const subject = link.dataset.subject ?? '';
      if (!Number.isSafeInteger(jobId) || jobId < 1 || !SUBJECTS.includes(subject)) return;
      // Loaded with the first share (docs/decisions/011); the post is fire and forget anyway.
      void import('./tracking.ts')
        .then(({ postShareTracking }) => postShareTracking(api, csrfToken, jobId, subject as ShareSubject))
        .catch(() => null);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [api, csrfToken]);
}
