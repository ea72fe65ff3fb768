import { formatDate } from '@gfj/contracts/job-display';
import {
  applicationFieldsSchema,
  inquiryFieldsSchema,
  RESUME_MAX_BYTES,
  SEEKER_MESSAGES,
  successResponseSchema,
} from '@gfj/contracts/seekers';
import { data, Link, redirect } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import {
  failureOf,
  readUploadWithin,
  TEXT_FORM_MAX_BYTES,
  textOf,
  violationsOf,
} from '../components/ui/form/form-actions.server.ts';
import type { FormResult } from '../components/ui/form/form-result.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { loadSession } from '../features/auth/app-state.server.ts';
import { checkResume } from '../features/job-actions/application-form.tsx';
import { ApplyWays } from '../features/job-actions/apply-ways.tsx';
import { loadJobForActionPage } from '../features/job-actions/job-action-page.server.ts';
import { describeClosedStatus } from '../features/jobs/how-to-apply.tsx';
import { jobPath } from '../features/jobs/job-facts.ts';
import { listingFormWording } from '../features/jobs/listing-form-wording.ts';
import { apiContext } from '../lib/load-context.ts';
import { signInPathFor } from '../lib/page-url.ts';
import type { Route } from './+types/job-apply';

type ApplyResult = FormResult & { values?: { name: string; email: string; message: string } };

/**
 * Applying needs a confirmed account (core 1): a guest signs in first and comes back here. The job
 * is looked up first, so no such job is a 404 and a wrong slug leads to the right address before
 * anyone is asked to sign in (signing in only to meet "not found" helps no one).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const [job, session] = await Promise.all([
    loadJobForActionPage(params, context, request, 'apply'),
    loadSession(request, context),
  ]);
  if (!session.userId) throw redirect(signInPathFor(request));
  return {
    job,
    closed: describeClosedStatus(job),
    needsConfirmation: !session.isConfirmed && !session.isStaff,
  };
}

/**
 * The application without JavaScript: Apply Now leads here (with scripts it opens the modal), and
 * the form posts its fields and resume to this action, which checks them as the form would and
 * hands them on to the API (which checks them again, and the resume by its content).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const [job, session] = await Promise.all([
    loadJobForActionPage(params, context, request, 'apply'),
    loadSession(request, context),
  ]);
  if (!session.userId) throw redirect(signInPathFor(request));
  // The resume and the texts: a larger body is not read (no resume in it could be sent).
  const posted = await readUploadWithin(request, RESUME_MAX_BYTES + TEXT_FORM_MAX_BYTES);
  if (!posted) {
    return data<ApplyResult>(
      { violations: [{ propertyPath: 'resume', message: SEEKER_MESSAGES.resumeTooLarge }] },
      { status: 413 },
    );
  }
  const text = (name: string) => textOf(posted, name);
  const values = { name: text('name'), email: text('email'), message: text('message') };
  // A business for sale's inquiry: no resume, a message (decision 073).
  const { isInquiry } = listingFormWording(job);
  const fields = (isInquiry ? inquiryFieldsSchema : applicationFieldsSchema).safeParse(values);
  const upload = posted.get('resume');
  const resume = isInquiry || typeof upload === 'string' ? null : upload;
  const resumeProblem = isInquiry ? undefined : checkResume(resume);
  const violations = [
    ...(fields.success ? [] : (violationsOf(fields.error).violations ?? [])),
    ...(resumeProblem ? [{ propertyPath: 'resume', message: resumeProblem }] : []),
  ];
  if (!fields.success || (!isInquiry && !resume) || violations.length > 0) {
    return data<ApplyResult>({ violations, values }, { status: 422 });
  }
  const body = new FormData();
  body.set('_token', text('_token'));
  body.set('website', text('website'));
  body.set('name', fields.data.name);
  body.set('email', fields.data.email);
  body.set('message', fields.data.message);
  if (resume) body.set('resume', resume, resume.name);
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: `/api/jobs/${job.id}/applications`,
    multipart: body,
    schema: successResponseSchema,
  });
  if (!response.ok) return data<ApplyResult>({ ...failureOf(response), values }, { status: response.status });
  const sent: ApplyResult = {
    success:
      response.data?.message || (isInquiry ? SEEKER_MESSAGES.inquirySent : SEEKER_MESSAGES.applicationSent),
  };
  return sent;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${listingFormWording(loaderData.job).formTitle(loaderData.job.position)} | Good Food Jobs`
      : 'Job not found | Good Food Jobs',
  },
  { name: 'robots', content: 'noindex' },
];

/** /jobs/{id}/{slug}/apply: Apply Now's ways to apply as a page (the modal's twin). */
export default function JobApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, closed, needsConfirmation } = loaderData;
  const back = jobPath(job);
  const wording = listingFormWording(job);
  const appliedOn =
    job.current_user_applied_on && !actionData?.success
      ? (wording.isInquiry ? SEEKER_MESSAGES.inquiredOn : SEEKER_MESSAGES.appliedOn)(
          formatDate(job.current_user_applied_on),
        )
      : null;
  let body: React.ReactNode;
  if (closed) body = <p role="status">{closed}</p>;
  else if (appliedOn) body = <p>{appliedOn}</p>;
  else if (needsConfirmation) {
    body = <Alert tone="info">{wording.confirmFirst}</Alert>;
  } else {
    body = (
      <section aria-labelledby="apply-ways-title">
        <h2 id="apply-ways-title">{wording.waysTitle}</h2>
        <ApplyWays job={job} formAction={`${back}/apply`} result={actionData} initial={actionData?.values} />
      </section>
    );
  }
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading eyebrow={job.company_name} title={wording.formTitle(job.position)} />
      {body}
      <p className="content-page__return">
        <Link to={back}>{wording.backToListing}</Link>
      </p>
    </Container>
  );
}
