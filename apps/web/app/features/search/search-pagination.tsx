import { ChevronLeft, ChevronRight } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { arrivalFocus } from '../../components/ui/navigation-focus.tsx';
import { buildPageItems } from './pagination-range.ts';

interface SearchPaginationProps {
  page: number;
  totalPages: number;
  /** The /search URL of a page (the filters stay, only the page changes). */
  hrefFor: (page: number) => string;
  /**
   * The element (by id) that takes the focus when another page of the list arrives, such as the
   * results' count; the page's h1 when not given. The link followed may be gone, or stay at the
   * foot of a list that starts again at the top.
   */
  focusTargetId?: string;
}

/** Previous / numbered pages (range 3, margins 2) / next, as plain links: they work without JavaScript. */
export function SearchPagination({ page, totalPages, hrefFor, focusTargetId }: SearchPaginationProps) {
  const items = buildPageItems(page, totalPages);
  const arrival = arrivalFocus(focusTargetId);
  if (items.length === 0) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} state={arrival} className="pagination__step" rel="prev">
              <Icon icon={ChevronLeft} aria-hidden="true" size={18} />
              Previous
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              <Icon icon={ChevronLeft} aria-hidden="true" size={18} />
              Previous
            </span>
          )}
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                state={arrival}
                className="pagination__page"
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page}`}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} state={arrival} className="pagination__step" rel="next">
              Next
              <Icon icon={ChevronRight} aria-hidden="true" size={18} />
            </Link>
          ) : (
            <span className="pagination__step" aria-disabled="true">
              Next
              <Icon icon={ChevronRight} aria-hidden="true" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
