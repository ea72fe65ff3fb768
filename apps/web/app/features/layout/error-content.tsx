import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';

/** The error page: kind words and a way on, never a stack trace. */
export function ErrorContent() {
  return (
    <Container className="status-page">
      <img src="/images/spilled-basket.svg" alt="" width={220} height={160} className="status-page__art" />
      <p className="status-page__code">Error 500</p>
      <title>Something went wrong | Good Food Jobs</title>
      <meta name="robots" content="noindex" />
      <h1>Something went wrong on our side</h1>
      <p>We could not show this page just now. Please try again in a moment.</p>
      <p className="status-page__actions">
        <Link className="button" data-variant="primary" data-size="md" to="/">
          Go to the home page
        </Link>
        <Link className="button" data-variant="secondary" data-size="md" to="/search">
          Search jobs
        </Link>
      </p>
    </Container>
  );
}
