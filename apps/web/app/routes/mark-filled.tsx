import { jobFillConfirmationSchema, MODERATION_MESSAGES } from '@gfj/contracts/moderation';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { LinkTokenForm, linkTokenLoader } from '../components/ui/form/link-token-form.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/mark-filled';

export const loader = linkTokenLoader;

/** The expiry reminder's one-click link: the page asks first, so a mail scanner opening it changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/job-fill-confirmations',
    json: { token: form.token ?? '' },
    schema: jobFillConfirmationSchema,
  });
  if (response.ok && response.data) {
    return { done: true as const, position: response.data.position, job: response.data.job };
  }
  const detail = (response.body as { detail?: unknown } | null)?.detail;
  return {
    done: false as const,
    error: typeof detail === 'string' && detail !== '' ? detail : MODERATION_MESSAGES.fillLinkInvalid,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Mark your listing as filled | Good Food Jobs' },
  { name: 'robots', content: 'noindex' },
];

export default function MarkFilledPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading title="Mark your listing as filled" />
      {actionData?.done ? (
        <>
          <Alert tone="success">{MODERATION_MESSAGES.markedFilled}</Alert>
          <p>
            {actionData.position} now shows as filled. You can reopen it from{' '}
            <Link to="/account/posters">your listings</Link> while it is up.
          </p>
        </>
      ) : loaderData.token === '' ? (
        // Opened without its token (cut short on the way): no button that could only fail.
        <>
          <Alert tone="danger">{MODERATION_MESSAGES.fillLinkInvalid}</Alert>
          <p>
            You can mark a listing as filled from <Link to="/account/posters">your listings</Link>.
          </p>
        </>
      ) : (
        <>
          {actionData ? <Alert tone="danger">{actionData.error}</Alert> : null}
          <p>Found the right person? Applicants will see the listing is filled and stop applying.</p>
          <LinkTokenForm token={loaderData.token}>Mark as filled</LinkTokenForm>
        </>
      )}
    </Container>
  );
}
