import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';

/** How long the click record may hold up the navigation. */
const CLICK_POST_TIMEOUT_MS = 1500;

/**
 * The tagged-job link handler (core 2, 7): posts the click record (token, job, tag), then follows
 * the link. A modified click (new tab, download) keeps the browser's own behaviour and still counts.
 */
const followLink = (href: string) => window.location.assign(href);

/** The click record, its code loaded with the first tagged click (docs/decisions/011). */
function recordClick(api: BrowserApiClient, csrfToken: string, jobId: number, tag: string): Promise<unknown> {
  return import('./tracking.ts')
    .then(({ postLinkClick }) => postLinkClick(api, csrfToken, jobId, tag))
    .catch(() => null);
}

export function useTaggedLinkClick(
  jobId: number,
  tag: string,
  navigate: (href: string) => void = followLink,
) {
  const api = useApiClient();
  const { csrfToken } = useAppState();
  return async (event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.href;
    const target = event.currentTarget.target;
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified || target === '_blank') {
      void recordClick(api, csrfToken, jobId, tag);
      return;
    }
    event.preventDefault();
    await Promise.race([
      recordClick(api, csrfToken, jobId, tag),
      new Promise((resolve) => setTimeout(resolve, CLICK_POST_TIMEOUT_MS)),
    ]);
    navigate(href);
  };
}

export function TaggedJobLink({
  jobId,
  tag,
  href,
  children,
  navigate,
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  jobId: number;
  tag: string;
  href: string;
  /** How to follow the link once the click is recorded (tests); a full page load by default. */
  navigate?: (href: string) => void;
}) {
  const onClick = useTaggedLinkClick(jobId, tag, navigate);
  return (
    <a {...anchor} href={href} data-tag={tag} onClick={onClick}>
      {children}
    </a>
  );
}
