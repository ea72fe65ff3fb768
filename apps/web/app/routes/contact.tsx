import { contactFormSchema } from '@gfj/contracts/contact';
import { formResponseSchema } from '@gfj/contracts/content-fields';
import { data, redirect, useNavigate } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { failureOf, readForm, violationsOf } from '../components/ui/form/form-actions.server.ts';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/contact';

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { publicUrl };
}

/** Without JavaScript the form posts here: the same rules, then the confirmation page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = {
    name: form.name ?? '',
    email: form.email ?? '',
    category: (form.category ?? '').toLowerCase(),
    description: form.description ?? '',
  };
  const parsed = contactFormSchema.safeParse(values);
  // A refusal gives back what was sent, so nothing typed is lost (decision 066).
  if (!parsed.success) return data({ ...violationsOf(parsed.error), values }, { status: 422 });
  const response = await context.get(apiContext).send({
    method: 'POST',
    path: '/api/contact-messages',
    form: { ...values, _token: form._token ?? '', website: form.website ?? '' },
    schema: formResponseSchema,
  });
  if (!response.ok) return data({ ...failureOf(response), values }, { status: response.status });
  return redirect('/confirmation/contact');
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Contact us',
    description:
      'Questions, ideas or trouble with the site? Write to the Good Food Jobs team: we answer within 24 hours.',
    path: '/contact',
  });

/** /contact: the contact form as a page (the modal's twin). */
export default function ContactPage({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading
        eyebrow="We read everything"
        title="Contact us"
        lede="Questions about a listing, ideas for the site, press inquiries or something that does not work: tell us."
      />
      <ContactForm
        action="/contact"
        result={actionData}
        onSuccess={() => navigate('/confirmation/contact')}
      />
    </Container>
  );
}
