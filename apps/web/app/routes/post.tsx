import { ACCOUNT_MESSAGES } from '@gfj/contracts/accounts';
import { jobSchema } from '@gfj/contracts/jobs';
import { data, redirect } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { readForm, takeApiCookies } from '../components/ui/form/form-actions.server.ts';
import { resendConfirmation } from '../features/auth/resend-confirmation.server.ts';
import { ResendConfirmation } from '../features/auth/resend-confirmation.tsx';
import { requirePoster } from '../features/posting/own-listing.server.ts';
import { PostTypePicker } from '../features/posting/post-type-picker.tsx';
import { fetchPostTypes } from '../features/posting/posting.queries.ts';
import { toApiError } from '../lib/api-client.ts';
import { apiContext } from '../lib/load-context.ts';
import '../features/posting/posting.css';
import type { Route } from './+types/post';

export const meta: Route.MetaFunction = () => [{ title: 'Post a listing | Good Food Jobs' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requirePoster(request, context);
  return {
    isConfirmed: session.isConfirmed || session.isStaff,
    postTypes: await fetchPostTypes(context.get(apiContext)),
  };
}

/** Starts a draft of the chosen kind (a plain form post, with or without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // An unconfirmed poster asks for a new confirmation link (the form in the notice below).
  if (form.intent === 'resend') return { resent: await resendConfirmation(context, form) };
  const api = context.get(apiContext);
  const created = await api.send({
    method: 'POST',
    path: '/api/jobs',
    json: { post_type: form.post_type ?? '' },
    schema: jobSchema,
  });
  if (!created.ok || !created.data) {
    const error = toApiError(created.status, created.body);
    return data(
      { error: error.violations[0]?.message ?? `${error.code}: ${error.message}` },
      { status: created.status || 500 },
    );
  }
  throw redirect(`/post/${created.data.id}`, { headers: takeApiCookies(context) });
}

export default function PostPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <Container className="post-page">
      <header className="post-page__header">
        <h1 className="post-page__title">Post a listing</h1>
        <p className="post-page__intro">
          Write your listing, see it as job seekers will, then submit it. We review every listing within 24
          hours.
        </p>
      </header>
      {loaderData.isConfirmed ? (
        <PostTypePicker
          postTypes={loaderData.postTypes}
          error={actionData && 'error' in actionData ? actionData.error : undefined}
        />
      ) : (
        <Alert tone="info">
          {ACCOUNT_MESSAGES.confirmFirst} We sent you a link when you joined; check your inbox. Can’t find it?{' '}
          <ResendConfirmation
            look="link"
            result={actionData && 'resent' in actionData ? actionData.resent : undefined}
          >
            Resend the confirmation email
          </ResendConfirmation>
        </Alert>
      )}
    </Container>
  );
}
