import { Link } from 'react-router';
import { Container } from '../../components/ui/container.tsx';

/** What a visitor is told when the request itself was refused (4xx other than 404). */
const REQUEST_ERRORS: Record<number, { title: string; text: string }> = {
  405: {
    title: 'This page does not take forms',
    text: 'Nothing was sent. Please go back and use the page’s own buttons and links.',
  },
};
const UNREADABLE_REQUEST = {
  title: 'We could not read that request',
  text: 'Nothing was saved. Please go back to the form and try again.',
};

/** The page for a request the server refused (a form it could not read, a method a page does not take). */
export function RequestErrorContent({ status }: { status: number }) {
  const { title, text } = REQUEST_ERRORS[status] ?? UNREADABLE_REQUEST;
  return (
    <Container className="status-page">
      <img src="/images/spilled-basket.svg" alt="" width={220} height={160} className="status-page__art" />
      <p className="status-page__code">{`Error ${status}`}</p>
      <title>{`${title} | Good Food Jobs`}</title>
      <meta name="robots" content="noindex" />
      <h1>{title}</h1>
      <p>{text}</p>
      <p className="status-page__actions">
        <Link className="button" data-variant="primary" data-size="md" to="/">
          Go to the home page
        </Link>
      </p>
    </Container>
  );
}

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
