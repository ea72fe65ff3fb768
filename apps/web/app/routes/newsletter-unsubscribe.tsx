import { formResponseSchema } from '@gfj/contracts/content-fields';
import { NEWSLETTER_TEXT } from '@gfj/contracts/content-text';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { LinkTokenForm, linkTokenLoader } from '../components/ui/form/link-token-form.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/newsletter-unsubscribe';

export const loader = linkTokenLoader;

/** The emails' unsubscribe link: the page asks first, so a mail scanner opening it changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: `/api/newsletter/unsubscribe-link?token=${encodeURIComponent(form.token ?? '')}`,
    schema: formResponseSchema,
  });
  return { done: response.ok };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Unsubscribe | Good Food Jobs' },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading title="Unsubscribe from the newsletter" />
      {actionData?.done ? (
        <Alert tone="success">{NEWSLETTER_TEXT.goodbye}</Alert>
      ) : loaderData.token === '' || actionData ? (
        // No link to act on (opened without its token, or already used): the email form instead.
        <>
          <Alert tone="danger">{NEWSLETTER_TEXT.invalidLink}</Alert>
          <p>
            You can still unsubscribe with your email address on the{' '}
            <Link to="/newsletter?unsubscribe=1#unsubscribe">newsletter page</Link>.
          </p>
        </>
      ) : (
        <>
          <p>
            Unsubscribe, and you will no longer get the Tuesday newsletter. You can subscribe again at any
            time.
          </p>
          <LinkTokenForm token={loaderData.token}>Unsubscribe</LinkTokenForm>
        </>
      )}
      <p className="content-page__return">
        <Link to="/newsletter">Back to the newsletter archive</Link>
      </p>
    </Container>
  );
}
