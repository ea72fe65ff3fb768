import { formResponseSchema } from '@gfj/contracts/content-fields';
import { NEWSLETTER_TEXT } from '@gfj/contracts/content-text';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, redirect } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/newsletter-confirm';

const NewsletterModals = lazy(() => import('../features/newsletter/newsletter-modals.tsx'));

/**
 * The emailed confirmation link (double opt-in). The token is spent here and dropped from the
 * address, so a reload shows the thank-you page instead of a used-link error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token) {
    const response = await context
      .get(apiContext)
      .send({ method: 'POST', path: '/api/newsletter/confirm', json: { token }, schema: formResponseSchema });
    return redirect(response.ok ? '/newsletter/confirm?confirmed=1' : '/newsletter/confirm?invalid=1');
  }
  return { confirmed: url.searchParams.get('confirmed') === '1' };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Newsletter subscription | Good Food Jobs' },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterConfirmPage({ loaderData }: Route.ComponentProps) {
  const [isModalOpen, setModalOpen] = useState(false);
  // The Thank-you modal (content 2) opens once the page is interactive.
  useEffect(() => setModalOpen(loaderData.confirmed), [loaderData.confirmed]);
  return (
    <Container className="content-page content-page--narrow">
      {loaderData.confirmed ? (
        <>
          <PageHeading
            title={NEWSLETTER_TEXT.thanks}
            lede="Your subscription is confirmed. The next issue arrives on Tuesday."
          />
          <p>
            <Link to="/newsletter">Read the newsletter archive</Link>
          </p>
        </>
      ) : (
        <>
          <PageHeading title="This link did not work" lede={NEWSLETTER_TEXT.invalidLink} />
          <p>
            Links work once and for 7 days. Subscribe again from the{' '}
            <Link to="/newsletter">newsletter page</Link> and we will send you a new one.
          </p>
        </>
      )}
      {isModalOpen ? (
        <Suspense fallback={null}>
          <NewsletterModals view="thanks" onViewChange={() => {}} onClose={() => setModalOpen(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
