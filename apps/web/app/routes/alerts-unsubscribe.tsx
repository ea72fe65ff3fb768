import { jobAlertUnsubscribedSchema, jobAlertUnsubscribePreviewSchema } from '@gfj/contracts/job-alerts';
import { SEEKER_MESSAGES } from '@gfj/contracts/seeker-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { LinkTokenForm } from '../components/ui/form/link-token-form.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/alerts-unsubscribe';

/** Not the link's fault (a rate limit, a server error): the link may well work later. */
const TRY_LATER = 'We could not check this link just now. Please try again in a few minutes.';
const SAVED_SEARCHES = '/account/seekers/saved-searches';
/** The link's own fault (unknown, forged, unreadable: 400 for a NUL byte, 404): anything but a rate limit. */
const isBadLink = (status: number) => status >= 400 && status < 500 && status !== 429;

type Outcome =
  | { kind: 'ask'; token: string; name: string; isActive: boolean }
  | { kind: 'invalid'; message: string };

/** Reads which search the link names (its name only); nothing changes until the button is pressed. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Outcome> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token === '') return { kind: 'invalid', message: SEEKER_MESSAGES.invalidUnsubscribeLink };
  const preview = await context
    .get(apiContext)
    .get(
      `/api/saved-searches/unsubscribe-preview?token=${encodeURIComponent(token)}`,
      jobAlertUnsubscribePreviewSchema,
    );
  if (!preview.ok) {
    return {
      kind: 'invalid',
      message: isBadLink(preview.status) ? SEEKER_MESSAGES.invalidUnsubscribeLink : TRY_LATER,
    };
  }
  return { kind: 'ask', token, name: preview.data.name, isActive: preview.data.status === 'active' };
}

/** The button: a form post (works without JavaScript) to the API's unsubscribe. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(form.token ?? '')}`,
    schema: jobAlertUnsubscribedSchema,
  });
  if (response.ok) return { done: true as const };
  return {
    done: false as const,
    error: isBadLink(response.status) ? SEEKER_MESSAGES.invalidUnsubscribeLink : TRY_LATER,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Unsubscribe from a job alert | Good Food Jobs' },
  // The token in the address unsubscribes: keep the page out of indexes, and its address from
  // other sites. Not no-referrer: that makes the button's post say `Origin: null`, refused as
  // cross-site.
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'same-origin' },
];

/**
 * The job alert email's unsubscribe link (decision 057): names the saved search and asks, so a
 * mail scanner opening the link changes nothing; the button turns the alert off.
 */
export default function AlertsUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData?.done === false ? actionData.error : null;
  let body: ReactNode;
  if (loaderData.kind === 'invalid' || failed) {
    body = (
      <>
        <Alert tone="danger">{loaderData.kind === 'invalid' ? loaderData.message : failed}</Alert>
        <p>
          You can turn your job alerts on or off in <Link to={SAVED_SEARCHES}>your saved searches</Link> once
          signed in.
        </p>
      </>
    );
  } else if (actionData?.done || !loaderData.isActive) {
    body = (
      <>
        <Alert tone="success">{SEEKER_MESSAGES.unsubscribed}</Alert>
        <p>
          Saved search:{' '}
          <strong>
            <bdi>{loaderData.name}</bdi>
          </strong>
        </p>
        <p>
          Changed your mind? Turn the alert back on in <Link to={SAVED_SEARCHES}>your saved searches</Link>.
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p>
          Stop the daily email of new jobs for your saved search{' '}
          <strong>
            <bdi>{loaderData.name}</bdi>
          </strong>
          ?
        </p>
        <p>The search stays saved, and you can turn its alert back on at any time.</p>
        <LinkTokenForm token={loaderData.token}>Unsubscribe</LinkTokenForm>
      </>
    );
  }
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading title="Unsubscribe from a job alert" />
      {body}
    </Container>
  );
}
