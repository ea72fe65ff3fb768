import { CONTENT_MESSAGES, formResponseSchema } from '@gfj/contracts/content-fields';
import { TESTIMONIAL_IMAGE_MAX_BYTES } from '@gfj/contracts/content-text';
import { testimonialSubmissionSchema } from '@gfj/contracts/testimonials';
import { data, redirect, useNavigate } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import {
  chosenFiles,
  failureOf,
  readUploadWithin,
  TEXT_FORM_MAX_BYTES,
  textOf,
  violationsOf,
} from '../components/ui/form/form-actions.server.ts';
import { REFRESH_FIELD } from '../components/ui/form/refresh-button.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import {
  checkAttachment,
  TestimonialForm,
  type TestimonialFormResult,
  type TestimonialTexts,
} from '../features/testimonials/testimonial-form.tsx';
import { TestimonialTabs } from '../features/testimonials/testimonial-list.tsx';
import { loadPlaces } from '../features/testimonials/testimonials.queries.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { type ApiClient, apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/testimonials-submit';

export async function loader({ context }: Route.LoaderArgs) {
  const places = await loadPlaces(context.get(apiContext));
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { ...places, publicUrl };
}

/**
 * Submit Your Own without JavaScript: the form posts here (multipart, with the optional image),
 * is checked by the same rules, and goes on to the API, which checks the image's bytes again. A
 * refusal shows the form again with what was sent (the image must be chosen again: a browser
 * cannot be handed a file) and the states of the country sent. A body over the image's limit and
 * the texts' is not read at all, so then only the image's message comes back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const posted = await readUploadWithin(request, TESTIMONIAL_IMAGE_MAX_BYTES + TEXT_FORM_MAX_BYTES);
  if (!posted) {
    const { states } = await loadPlaces(api);
    return data<TestimonialFormResult>(
      { violations: [{ propertyPath: 'attachment', message: CONTENT_MESSAGES.attachmentTooLarge }], states },
      { status: 413 },
    );
  }
  const text = (name: string) => textOf(posted, name);
  const values: TestimonialTexts = {
    name: text('name'),
    email: text('email'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    category: text('category'),
    content: text('content'),
  };
  if (posted.has(REFRESH_FIELD)) return showStates(values, text(REFRESH_FIELD), api);
  const refused = async (result: TestimonialFormResult, status: number) => {
    const { states } = await loadPlaces(api, values.country);
    return data<TestimonialFormResult>({ ...result, values, states }, { status });
  };
  const fields = testimonialSubmissionSchema.safeParse(values);
  const files = chosenFiles(posted, 'attachment');
  const attachmentProblem = checkAttachment(files);
  const violations = [
    ...(fields.success ? [] : (violationsOf(fields.error).violations ?? [])),
    ...(attachmentProblem ? [{ propertyPath: 'attachment', message: attachmentProblem }] : []),
  ];
  if (violations.length > 0) return refused({ violations }, 422);
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  body.set('_token', text('_token'));
  body.set('website', text('website'));
  const [image] = files;
  if (image) body.set('attachment', image, image.name);
  const response = await api.send({
    method: 'POST',
    path: '/api/testimonial-submissions',
    multipart: body,
    schema: formResponseSchema,
  });
  if (!response.ok) return refused(failureOf(response), response.status);
  if (!response.data?.success)
    return refused({ alert: 'Your testimonial could not be sent. Please try again.' }, 502);
  return redirect('/confirmation/testimonial');
}

/**
 * Show its states (without JavaScript): the form again as typed, with the states of the country
 * posted; nothing is checked or sent (a picture chosen must be chosen again, as after a refusal).
 * The state chosen for another country is cleared, as the script clears it when the country
 * changes; `listedFor` is the country the list was made for.
 */
async function showStates(values: TestimonialTexts, listedFor: string, api: ApiClient) {
  const { states } = await loadPlaces(api, values.country);
  const state = values.country === listedFor ? values.state : '';
  return { values: { ...values, state }, states, refreshed: true } satisfies TestimonialFormResult;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Share your story',
    description:
      'Found work, hired someone or just love the newsletter? Tell us how Good Food Jobs helped you.',
    path: '/testimonials/submit',
  });

/** /testimonials/submit (content 2): the Submit Your Own tab; success goes to /confirmation/testimonial. */
export default function TestimonialSubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <Container className="content-page content-page--narrow">
      <PageHeading
        eyebrow="In their words"
        title="Testimonials"
        lede="Found your job here, hired someone great or just love the newsletter? We would love to hear from you."
      />
      <TestimonialTabs current="submit" />
      <section aria-labelledby="submit-title" className="tab-links__panel">
        <h2 id="submit-title">Share your story</h2>
        <p>We read every testimonial before it appears on the site.</p>
        <TestimonialForm
          countries={loaderData.countries}
          states={actionData?.states ?? loaderData.states}
          action="/testimonials/submit"
          result={actionData}
          onSuccess={() => navigate('/confirmation/testimonial')}
        />
      </section>
    </Container>
  );
}
