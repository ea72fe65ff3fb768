import { jobCount } from './result-count.ts';

export interface ResultsSummary {
  totalItems: number;
  /** No job matched: the results are the newest jobs instead. */
  isFallback: boolean;
}

/** What the phone filters' button says: how many jobs the filters as set now match. */
export function showResultsLabel(summary: ResultsSummary | null): string {
  if (summary === null) return 'Show results';
  if (summary.isFallback) return 'No exact matches: show newest jobs';
  return `Show ${jobCount(summary.totalItems)}`;
}

/**
 * The foot of the filters panel on phones, kept in view while the panel scrolls: each change's
 * new count, or that the results are loading, and a button that closes the panel onto them.
 * Hidden on wider screens, where the results sit beside the filters.
 */
export function ShowResultsButton({
  summary,
  isLoading,
  onClick,
}: {
  summary: ResultsSummary | null;
  isLoading: boolean;
  onClick: () => void;
}) {
  return (
    <div className="search-sidebar__footer">
      <button
        type="button"
        className="button search-sidebar__show"
        data-variant="primary"
        data-loading={isLoading}
        onClick={onClick}
      >
        {isLoading ? (
          <>
            <span className="search-sidebar__spinner" aria-hidden="true" />
            Updating results…
          </>
        ) : (
          showResultsLabel(summary)
        )}
      </button>
    </div>
  );
}
