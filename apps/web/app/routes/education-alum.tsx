import { formResponseSchema } from '@gfj/contracts/content-fields';
import { alumInquiryFormSchema } from '@gfj/contracts/education';
import { useState } from 'react';
import { data, Link } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { failureOf, readForm, violationsOf } from '../components/ui/form/form-actions.server.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { AlumContactForm, AlumInquiryThanks } from '../features/education/alum-contact-form.tsx';
import { findPublicAlum, loadContactMailbox } from '../features/education/education.queries.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/education-alum';

function alumIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

/** An alum of a listed school (never their email), and the mailbox the thank-you points to. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [alum, contactEmail] = await Promise.all([
    findPublicAlum(api, alumIdOf(params)),
    loadContactMailbox(api),
  ]);
  if (!alum) throw data(null, { status: 404 });
  return {
    alum: { id: alum.id, name: alum.name, bio: alum.bio, image: alum.image },
    establishment: { name: alum.establishment.name },
    contactEmail,
  };
}

/**
 * Connect with an alum without JavaScript (the directory's dialog needs scripts): the form posts
 * here, is checked by the same rules, and goes on as the same `POST /api/alum-inquiries`. A refusal
 * gives back what was typed (the terms are ticked again).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const alumId = alumIdOf(params);
  const form = await readForm(request);
  const values = {
    name: form.name ?? '',
    email: form.email ?? '',
    email_confirm: form.email_confirm ?? '',
    message: form.message ?? '',
  };
  const agree = form.agree === 'on' || form.agree === 'true';
  const parsed = alumInquiryFormSchema.safeParse({ ...values, alum_id: String(alumId), agree });
  if (!parsed.success) return data({ ...violationsOf(parsed.error), values }, { status: 422 });
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/alum-inquiries',
    form: {
      ...values,
      alum_id: String(alumId),
      agree: 'true',
      _token: form._token ?? '',
      website: form.website ?? '',
    },
    schema: formResponseSchema,
  });
  if (!response.ok) return data({ ...failureOf(response), values }, { status: response.status });
  return response.data?.success ? { sent: true as const } : data({ values }, { status: 502 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `Write to ${loaderData.alum.name} | Good Food Jobs`
      : 'Alum not found | Good Food Jobs',
  },
  { name: 'robots', content: 'noindex' },
];

/** /education/alums/{id}: Connect with an alum as a page (the directory dialog's twin). */
export default function EducationAlumPage({ loaderData, actionData }: Route.ComponentProps) {
  const { alum, establishment, contactEmail } = loaderData;
  // With JavaScript the form sends through the API itself and says so here.
  const [sentHere, setSentHere] = useState(false);
  const sent = sentHere || (actionData !== undefined && 'sent' in actionData);
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading
        eyebrow={`Alum of ${establishment.name}`}
        title={`Write to ${alum.name}`}
        lede={alum.bio}
      />
      {sent ? (
        <Alert tone="success">
          <AlumInquiryThanks contactEmail={contactEmail} />
        </Alert>
      ) : (
        <AlumContactForm
          alumId={alum.id}
          alumName={alum.name}
          action={`/education/alums/${alum.id}`}
          result={actionData && !('sent' in actionData) ? actionData : undefined}
          onSuccess={() => setSentHere(true)}
        />
      )}
      <p className="content-page__return">
        <Link to="/education">Back to the education directory</Link>
      </p>
    </Container>
  );
}
