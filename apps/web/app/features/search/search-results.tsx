import { LIMITS } from '@gfj/contracts/limits';
import { SORTS, type Sort } from '@gfj/contracts/lookups';
import { Info } from 'lucide';
import { memo } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { JobCard } from '../jobs/job-card.tsx';
import type { JobCardData } from '../jobs/job-card-data.ts';
import { JobCardIcons } from '../jobs/job-card-icons.tsx';
import { jobCount } from './result-count.ts';
import { SEARCH_FILTERS_FORM_ID } from './search-sidebar.tsx';

/** The order of a search without keywords, unless another is asked for. */
const NEWEST: Sort = 'date_added.desc';

const SORT_LABELS: Record<Sort, string> = {
  'date_added.desc': 'Newest first',
  'date_added.asc': 'Oldest first',
  highlighted_popular: 'Most popular',
};

interface ResultsHeaderProps {
  totalItems: number;
  isFallback: boolean;
  sort: Sort | undefined;
  hasKeywords: boolean;
  onSortChange: (sort: Sort | undefined) => void;
}

export function ResultsHeader({
  totalItems,
  isFallback,
  sort,
  hasKeywords,
  onSortChange,
}: ResultsHeaderProps) {
  return (
    <div className="results-header">
      {/* Focusable from script: the phone filters' "Show N jobs" button moves focus here. */}
      <h2 id="results-count" className="results-header__count" aria-live="polite" tabIndex={-1}>
        {isFallback ? 'No exact matches' : jobCount(totalItems)}
      </h2>
      <label className="results-header__sort">
        <span>Sort by</span>
        <select
          name="sort"
          form={SEARCH_FILTERS_FORM_ID}
          className="field__input field__select"
          value={hasKeywords || sort !== NEWEST ? (sort ?? '') : ''}
          onChange={(event) => {
            const value = event.target.value;
            onSortChange((SORTS as readonly string[]).includes(value) ? (value as Sort) : undefined);
          }}
        >
          <option value="">{hasKeywords ? 'Best match' : `${SORT_LABELS[NEWEST]} (default)`}</option>
          {/* Without keywords the default is the newest first: offered once, not twice. */}
          {SORTS.filter((s) => hasKeywords || s !== NEWEST).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {/* A changed order applies itself with JavaScript; without it, the filters form's button is
          out of sight on phones (in the closed panel), so the order gets its own. */}
      <noscript>
        <button type="submit" form={SEARCH_FILTERS_FORM_ID} className="button" data-variant="secondary">
          Sort
        </button>
      </noscript>
    </div>
  );
}

/**
 * The page's cards. Memoised: the search page renders again right after hydrating (its filters
 * become live) and on every navigation state change, and 50 cards need not follow (decision 011).
 */
export const ResultList = memo(function ResultList({
  jobs,
  fromSearch,
}: {
  jobs: JobCardData[];
  /** This results page's query string: the job page links back to it. */
  fromSearch: string;
}) {
  return (
    <>
      <JobCardIcons />
      <ul className="result-list" aria-label="Search results">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} fromSearch={fromSearch} />
          </li>
        ))}
      </ul>
    </>
  );
});

export function FallbackNotice() {
  return (
    <p className="search-notice" role="status">
      <Icon icon={Info} aria-hidden="true" size={20} />
      <span>
        <strong>No jobs match all of your filters.</strong> Here are the newest jobs instead: try fewer
        filters or other keywords.
      </span>
    </p>
  );
}

export function EmptyResults() {
  return (
    <div className="search-empty">
      <img src="/images/empty-field.svg" alt="" width={240} height={160} />
      <h2>No jobs found</h2>
      <p>Try other keywords, a larger distance or fewer filters. New jobs are posted every day.</p>
    </div>
  );
}

/** A page number past the last page (an old link, a hand-edited address): say so, and lead back. */
export function PastLastPage({ page, lastPage, href }: { page: number; lastPage: number; href: string }) {
  return (
    <div className="search-empty">
      <img src="/images/empty-field.svg" alt="" width={240} height={160} />
      {/* A number past the largest page read (20 nines) is read as that largest: it is not named. */}
      <h2>{page >= LIMITS.maxPage ? 'There is no such page' : `There is no page ${page}`}</h2>
      <p>
        These results end at page {lastPage}. <Link to={href}>Go to page {lastPage}</Link>
      </p>
    </div>
  );
}

/** Placeholder cards while the next results load (client navigation). */
export function ResultSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="result-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i}>
          <div className="job-card card job-card--skeleton">
            <Skeleton width="40%" height="0.9rem" />
            <Skeleton width="80%" height="1.4rem" />
            <Skeleton width="60%" height="0.9rem" />
          </div>
        </li>
      ))}
    </ul>
  );
}
