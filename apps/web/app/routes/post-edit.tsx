import { POSTING_FLOW_MESSAGES } from '@gfj/contracts/posting';
import { useState } from 'react';
import { data } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { loadOwnListing } from '../features/posting/own-listing.server.ts';
import { postFormAction } from '../features/posting/post-actions.server.ts';
import { PostForm } from '../features/posting/post-form.tsx';
import {
  fetchLatestCompanyDescription,
  fetchPlaces,
  fetchPostType,
} from '../features/posting/posting.queries.ts';
import { apiContext } from '../lib/load-context.ts';
import '../features/posting/posting.css';
import type { Route } from './+types/post-edit';

const EDITABLE = ['draft', 'unapproved', 'approved', 'filled'];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.job.position || 'Your listing'} | Post a listing | Good Food Jobs` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { session, job } = await loadOwnListing(request, context, params.id);
  if (!EDITABLE.includes(job.status)) throw data(null, { status: 404 });
  const api = context.get(apiContext);
  const [postType, places, latestCompanyDescription] = await Promise.all([
    fetchPostType(api, job.post_type.id),
    fetchPlaces(api),
    fetchLatestCompanyDescription(api, session.userId as number, job.id),
  ]);
  if (!postType.ok) throw data(null, { status: 500 });
  // Just made by Post again (decision 061): say it is a copy to check, while it is a draft.
  const isCopy = job.status === 'draft' && new URL(request.url).searchParams.get('copy') === '1';
  return { job, postType: postType.data, ...places, latestCompanyDescription, isCopy };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { job } = await loadOwnListing(request, context, params.id);
  return postFormAction(request, context, job.id, job.post_type.id);
}

function heading(kind: string, isDraft: boolean): string {
  const noun = kind === 'job' ? 'job' : kind;
  return isDraft ? `Your ${noun} listing` : `Edit your ${noun} listing`;
}

export default function PostEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job, postType } = loaderData;
  // Submitted from the form: the page stops speaking of a draft, and a moderator's reason for
  // returning it is answered (it stayed above "Your listing is on its way" until a reload).
  const [submitted, setSubmitted] = useState(
    Boolean(actionData && 'submission' in actionData && actionData.submission),
  );
  const isDraft = job.status === 'draft' && !submitted;
  return (
    <Container className="post-page">
      <header className="post-page__header">
        <p className="post-page__eyebrow">Post a listing</p>
        <h1 className="post-page__title">{heading(postType.name, isDraft)}</h1>
        <p className="post-page__intro">
          {isDraft
            ? 'Your draft saves itself as you type: come back to it any time. Preview it, then submit it for review.'
            : 'Your listing has been submitted. Changes you save show at once; our team may review them.'}
        </p>
        {loaderData.isCopy ? <Alert tone="info">{POSTING_FLOW_MESSAGES.copied}</Alert> : null}
        {isDraft && job.moderation_reason ? (
          <Alert tone="info">
            <strong>Our team returned this listing to you:</strong> {job.moderation_reason} Edit it, then
            submit it again for review.
          </Alert>
        ) : null}
      </header>
      <PostForm
        key={job.id}
        job={job}
        postType={postType}
        countries={loaderData.countries}
        states={loaderData.states}
        latestCompanyDescription={loaderData.latestCompanyDescription}
        result={actionData}
        onSubmitted={() => setSubmitted(true)}
      />
    </Container>
  );
}
