import { SEEKER_MESSAGES } from '@gfj/contracts/seeker-messages';
import { useState } from 'react';
import { data, Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { failureOf, readForm, violationsOf } from '../components/ui/form/form-actions.server.ts';
import type { FormResult } from '../components/ui/form/form-result.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { EmailFriendForm, emailFriendFieldsSchema } from '../features/job-actions/email-friend-form.tsx';
import { loadJobForActionPage } from '../features/job-actions/job-action-page.server.ts';
import { jobPath } from '../features/jobs/job-facts.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/job-email';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const job = await loadJobForActionPage(params, context, request, 'email');
  return { job: { id: job.id, slug: job.slug, position: job.position, company_name: job.company_name } };
}

type EmailResult = FormResult & { sentTo?: string; values?: Record<string, string> };

/**
 * Email a friend without JavaScript: the job page's share link leads here (with scripts it opens
 * the modal instead), and the form posts to this action: the same rules, then the API sends it.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const job = await loadJobForActionPage(params, context, request, 'email');
  const form = await readForm(request);
  const values = {
    sender_name: form.sender_name ?? '',
    sender_email: form.sender_email ?? '',
    recipient_email: form.recipient_email ?? '',
    message: form.message ?? '',
  };
  const parsed = emailFriendFieldsSchema.safeParse(values);
  if (!parsed.success) return data<EmailResult>({ ...violationsOf(parsed.error), values }, { status: 422 });
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/job-shares/email',
    form: { ...parsed.data, job: String(job.id), _token: form._token ?? '', website: form.website ?? '' },
  });
  if (!response.ok) return data<EmailResult>({ ...failureOf(response), values }, { status: response.status });
  const sent: EmailResult = { sentTo: parsed.data.recipient_email };
  return sent;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Email a friend: ${loaderData.job.position} | Good Food Jobs`
      : 'Job not found | Good Food Jobs',
  },
  { name: 'robots', content: 'noindex' },
];

/** /jobs/{id}/{slug}/email: Email a friend as a page (the modal's twin). */
export default function JobEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const back = jobPath(job);
  // With JavaScript the form sends through the API itself and says so here.
  const [sent, setSent] = useState<string | null>(null);
  const sentTo = sent ?? actionData?.sentTo;
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading
        eyebrow="Email a friend"
        title={`${job.position} at ${job.company_name}`}
        lede="Send this job to someone who would love it."
      />
      {sentTo ? (
        <>
          <Alert tone="success">
            {SEEKER_MESSAGES.shareSent}: we emailed {sentTo} a link to this job.
          </Alert>
          <p className="content-page__return">
            <Link to={back}>Back to the job</Link>
          </p>
        </>
      ) : (
        <>
          <EmailFriendForm
            jobId={job.id}
            action={`${back}/email`}
            result={actionData}
            initial={actionData?.values}
            onSent={setSent}
          />
          <p className="content-page__return">
            <Link to={back}>Back to the job</Link>
          </p>
        </>
      )}
    </Container>
  );
}
