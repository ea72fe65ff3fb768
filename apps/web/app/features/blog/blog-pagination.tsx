import { Link } from 'react-router';
import { arrivalFocus } from '../../components/ui/navigation-focus.tsx';

/** Previous and next pages of a story list (plain links: they work without JavaScript). */
export function BlogPagination({ basePath, page, pages }: { basePath: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? basePath : `${basePath}?page=${n}`);
  return (
    <nav className="blog-pagination" aria-label="Pages of stories">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" state={arrivalFocus()}>
          ← Newer stories
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" state={arrivalFocus()}>
          Older stories →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `?page=` as a whole number of at least 1; anything else is page 1. */
export function pageParam(request: Request): number {
  const value = Number(new URL(request.url).searchParams.get('page'));
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}
