import { NEWSLETTER_TEXT } from '@gfj/contracts/content-text';
import {
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
} from '@gfj/contracts/newsletter';
import { data } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { failureOf, readForm } from '../components/ui/form/form-actions.server.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { loadArchive } from '../features/newsletter/newsletter.queries.ts';
import { NewsletterArchive } from '../features/newsletter/newsletter-archive.tsx';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup.tsx';
import { NewsletterUnsubscribeForm } from '../features/newsletter/newsletter-unsubscribe-form.tsx';
import { readArchiveState } from '../features/newsletter/newsletter-url.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/newsletter';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = readArchiveState(url.searchParams);
  const { archive, refused } = await loadArchive(context.get(apiContext), state);
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { state, archive, refused, showUnsubscribe: url.searchParams.get('unsubscribe') === '1', publicUrl };
}

/** The subscribe block and unsubscribe form without JavaScript post here (content 7). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const api = context.get(apiContext);
  const fields = { _token: form._token ?? '', website: form.website ?? '', email: form.email ?? '' };
  if (form.intent === 'unsubscribe') {
    // A refusal keeps the form in the page, with what was typed (decision 066).
    const values = { email: fields.email, email_confirm: form.email_confirm ?? '' };
    const response = await api.send({
      method: 'POST',
      path: '/api/newsletter/unsubscribe',
      form: { ...fields, email_confirm: values.email_confirm },
      schema: newsletterUnsubscribeResponseSchema,
    });
    const refused = { intent: 'unsubscribe' as const, values };
    if (!response.ok) return data({ ...failureOf(response), ...refused }, { status: response.status });
    return response.data?.success
      ? { success: NEWSLETTER_TEXT.goodbye }
      : { alert: NEWSLETTER_TEXT.notSubscribed, ...refused };
  }
  const response = await api.send({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    form: fields,
    schema: newsletterSubscribeResponseSchema,
  });
  if (!response.ok) {
    return data(
      { ...failureOf(response), intent: 'subscribe' as const, values: { email: fields.email } },
      { status: response.status },
    );
  }
  // What the block's modals say with JavaScript: thanks, or already on the list with the way off it.
  return response.data?.subscriber_exist ? { subscribed: 'exists' as const } : { subscribed: 'new' as const };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Newsletter',
    description:
      'Every Tuesday: new jobs, stories from the field and advice for working in good food. Read past issues.',
    path: '/newsletter',
  });

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && 'intent' in actionData ? actionData : undefined;
  // The unsubscribe form says its own refusals beside its fields; the block's are said here.
  const violation = refused?.intent === 'subscribe' ? refused.violations?.[0]?.message : undefined;
  return (
    <Container className="content-page">
      <PageHeading
        eyebrow="Every Tuesday"
        title="Newsletter"
        lede="New jobs, stories from farms and kitchens, and advice for working in good food, in your inbox once a week."
      />
      {actionData && 'success' in actionData && actionData.success ? (
        <Alert tone="success">{actionData.success}</Alert>
      ) : null}
      {actionData && 'subscribed' in actionData && actionData.subscribed === 'new' ? (
        <Alert tone="success">
          <p>
            <strong>{NEWSLETTER_TEXT.thankYou}</strong>
          </p>
          <p>{NEWSLETTER_TEXT.thanks}</p>
          <p>{NEWSLETTER_TEXT.checkInbox}</p>
        </Alert>
      ) : null}
      {actionData && 'subscribed' in actionData && actionData.subscribed === 'exists' ? (
        <Alert tone="info">
          <p>
            <strong>{NEWSLETTER_TEXT.alreadySubscribed}</strong>
          </p>
          <p>
            {NEWSLETTER_TEXT.alreadyGetIt} Want to stop?{' '}
            <a href="/newsletter?unsubscribe=1#unsubscribe">Unsubscribe here</a>.
          </p>
        </Alert>
      ) : null}
      {actionData && 'alert' in actionData && actionData.alert ? (
        <Alert tone="danger">{actionData.alert}</Alert>
      ) : null}
      {violation ? <Alert tone="danger">{violation}</Alert> : null}
      <NewsletterSignup
        variant="page"
        defaultEmail={refused?.intent === 'subscribe' ? refused.values.email : undefined}
      />
      {loaderData.showUnsubscribe || refused?.intent === 'unsubscribe' ? (
        <NewsletterUnsubscribeForm result={refused?.intent === 'unsubscribe' ? refused : undefined} />
      ) : null}
      <NewsletterArchive
        key={JSON.stringify(loaderData.state)}
        initial={loaderData.archive}
        refused={loaderData.refused}
        state={loaderData.state}
      />
    </Container>
  );
}
