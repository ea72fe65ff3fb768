import { data, Form, Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button } from '../components/ui/button.tsx';
import { Container } from '../components/ui/container.tsx';
import { JobDetails } from '../features/jobs/job-details.tsx';
import { describeViolations } from '../features/posting/field-labels.ts';
import { loadOwnListing } from '../features/posting/own-listing.server.ts';
import { submitListing } from '../features/posting/post-actions.server.ts';
import { fetchPostType } from '../features/posting/posting.queries.ts';
import { SubmittedPanel } from '../features/posting/submitted-panel.tsx';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import '../features/posting/posting.css';
import type { Route } from './+types/post-preview';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Preview: ${loaderData?.job.position || 'your listing'} | Good Food Jobs` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { job } = await loadOwnListing(request, context, params.id);
  const { publicUrl } = context.get(requestInfoContext);
  // Its labels name what a refused submission still needs, as the form names the fields.
  const postType = await fetchPostType(context.get(apiContext), job.post_type.id);
  if (!postType.ok) throw data(null, { status: 500 });
  return {
    job,
    postType: postType.data,
    now: new Date().toISOString(),
    jobUrl: `${publicUrl}/jobs/${job.id}/${job.slug}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { job } = await loadOwnListing(request, context, params.id);
  return submitListing(context, job.id);
}

/** The listing exactly as its job page will show it (the same component), before submitting. */
export default function PostPreviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, postType, now, jobUrl } = loaderData;
  if (actionData && 'submission' in actionData && actionData.submission) {
    return (
      <Container className="post-page">
        <SubmittedPanel submission={actionData.submission} job={job} />
      </Container>
    );
  }
  const violations = actionData && 'violations' in actionData ? (actionData.violations ?? []) : [];
  const isDraft = job.status === 'draft';
  return (
    <Container className="job-page post-preview">
      <section className="post-preview__bar card" aria-label="Preview">
        <p className="post-preview__note">
          <strong>Preview.</strong>{' '}
          {isDraft
            ? 'This is how your listing will look once it is published.'
            : 'This is how your listing looks now: changes you save show at once.'}
        </p>
        <div className="post-preview__actions">
          <Link to={`/post/${job.id}`} className="button" data-variant="secondary" data-size="md">
            Back to editing
          </Link>
          {isDraft ? (
            <Form method="post">
              <Button type="submit">Submit listing</Button>
            </Form>
          ) : null}
        </div>
      </section>
      {violations.length > 0 ? (
        // The fields by the names the form gives them (the API's property names read "type id",
        // "pay min"), each with what it needs.
        <Alert tone="danger">
          Your listing is not complete yet: <Link to={`/post/${job.id}`}>go back to editing</Link> to fix
          these.
          <ul className="post-preview__missing">
            {describeViolations(violations, postType).map((line) => (
              <li key={line.field + line.text}>{line.text}</li>
            ))}
          </ul>
        </Alert>
      ) : actionData && 'alert' in actionData && actionData.alert ? (
        <Alert tone="danger">{actionData.alert}</Alert>
      ) : null}
      <JobDetails job={job} now={new Date(now)} jobUrl={jobUrl} isPreview />
    </Container>
  );
}
