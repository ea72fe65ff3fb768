import { useNavigate } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { TestimonialForm } from '../features/testimonials/testimonial-form.tsx';
import { TestimonialTabs } from '../features/testimonials/testimonial-list.tsx';
import { loadPlaces } from '../features/testimonials/testimonials.queries.ts';
import { contentPageMeta } from '../lib/content-meta.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/testimonials-submit';

export async function loader({ context }: Route.LoaderArgs) {
  const places = await loadPlaces(context.get(apiContext));
  const { publicUrl, allowGuestPageCache } = context.get(requestInfoContext);
  allowGuestPageCache();
  return { ...places, publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  contentPageMeta(loaderData, {
    title: 'Share your story',
    description:
      'Found work, hired someone or just love the newsletter? Tell us how Good Food Jobs helped you.',
    path: '/testimonials/submit',
  });

/** /testimonials/submit (content 2): the Submit Your Own tab; success goes to /confirmation/testimonial. */
export default function TestimonialSubmitPage({ loaderData }: Route.ComponentProps) {
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
          usStates={loaderData.usStates}
          onSuccess={() => navigate('/confirmation/testimonial')}
        />
      </section>
    </Container>
  );
}
