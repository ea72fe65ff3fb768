import { Link, useLocation } from 'react-router';
import { Container } from '../../components/ui/container.tsx';

/**
 * Shown for unknown paths and for jobs that do not exist (the root ErrorBoundary renders it on 404).
 * Only a job's address can point at a listing that was taken down; other pages do not say so.
 */
export function NotFoundContent() {
  const isJobAddress = useLocation().pathname.startsWith('/jobs/');
  return (
    <Container className="status-page">
      <img src="/images/empty-field.svg" alt="" width={220} height={160} className="status-page__art" />
      <p className="status-page__code">Error 404</p>
      <title>Page not found | Good Food Jobs</title>
      <meta name="robots" content="noindex" />
      <h1>We couldn’t find that page</h1>
      <p>
        {isJobAddress
          ? 'The link may be old, or the listing may have been taken down.'
          : 'The link may be old or mistyped.'}{' '}
        Plenty of good work is still out there.
      </p>
      <p className="status-page__actions">
        <Link className="button" data-variant="primary" data-size="md" to="/search">
          Search jobs
        </Link>
        <Link className="button" data-variant="secondary" data-size="md" to="/">
          Go to the home page
        </Link>
      </p>
    </Container>
  );
}
