import { ArrowLeft } from 'lucide';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import type { FromSearchState } from './job-card-data.ts';

/** A /search query string from a link's state or the referring page, if the visitor came from one. */
export function searchCameFrom(state: unknown, referrer: string, origin: string): string | null {
  const fromState = (state as Partial<FromSearchState> | null)?.fromSearch;
  if (typeof fromState === 'string') return fromState.startsWith('?') || fromState === '' ? fromState : null;
  try {
    const url = new URL(referrer);
    return url.origin === origin && url.pathname === '/search' ? url.search : null;
  } catch {
    return null;
  }
}

/**
 * "Search jobs" on the job page goes back to the search the visitor came from (its filters and
 * page), not to an empty one: from the result link's state (kept through a reload), else the
 * referring page (a result opened in a new tab). Server-rendered as /search, the same for every
 * guest (the page is cached), and set once the page runs.
 */
export function BackToSearchLink() {
  const location = useLocation();
  const [href, setHref] = useState('/search');
  useEffect(() => {
    const search = searchCameFrom(location.state, document.referrer, window.location.origin);
    setHref(search ? `/search${search}` : '/search');
  }, [location.state]);
  return (
    <Link to={href} className="job__back">
      <Icon icon={ArrowLeft} aria-hidden="true" size={18} /> Search jobs
    </Link>
  );
}
