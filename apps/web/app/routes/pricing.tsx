import { faqSchema } from '@gfj/contracts/faqs';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { formatPrice } from '@gfj/contracts/job-display';
import { pricingSlideSchema } from '@gfj/contracts/pricing-slides';
import { useNavigate } from 'react-router';
import { Container } from '../components/ui/container.tsx';
import { PageCarousel } from '../components/ui/page-carousel.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { RichHtml } from '../components/ui/rich-html.tsx';
import { AddToCartButton } from '../features/cart/add-to-cart-button.tsx';
import { loadPackages } from '../features/cart/cart.server.ts';
import { PackageArt } from '../features/cart/package-art.tsx';
import { RefundForm } from '../features/faq/refund-form.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/pricing';

export const meta: Route.MetaFunction = () => [
  { title: 'Pricing | Good Food Jobs' },
  {
    name: 'description',
    content: 'Post a single job, or save with a package of 3, 5 or 10 jobs valid for 12 months.',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [packages, faqs, slides] = await Promise.all([
    loadPackages(context),
    api.get('/api/faqs?show_in_pricing_page=1&pageSize=20', hydraCollectionSchema(faqSchema)),
    api.get('/api/pricing-slides?pageSize=20', hydraCollectionSchema(pricingSlideSchema)),
  ]);
  return {
    packages,
    faqs: faqs.ok ? faqs.data.member : [],
    slides: slides.ok ? slides.data.member : [],
  };
}

/**
 * /pricing: the job packages pricing list, the pricing carousel (staff's slides: title and HTML,
 * moved only by its buttons, no indicators) and the pricing FAQs (core 2, content 2), with the
 * refund request form under a question whose refund_form is 'yes', as on /faq.
 */
export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <Container className="pricing-page">
      <PageHeading
        eyebrow="Job packages"
        title="Pricing"
        lede="One listing is $60. Posting often? A job package saves you up to a third, and stays valid for 12 months."
      />
      <ul className="pricing-list" aria-label="Job packages">
        {loaderData.packages.map((pack) => (
          <li key={pack.id} className="pricing-card">
            <PackageArt jobs={pack.jobs_count} />
            <h2 className="pricing-card__name">{pack.name}</h2>
            {/* "N Jobs" once: the demo's packages are named so already. */}
            {pack.name.trim().toLowerCase() === `${pack.jobs_count} jobs` ? null : (
              <p className="pricing-card__count">{pack.jobs_count} Jobs</p>
            )}
            <p className="pricing-card__each">
              <span className="pricing-card__job-price">{formatPrice(pack.job_price)}</span> each
            </p>
            <p className="pricing-card__total">{formatPrice(pack.price)}</p>
            <AddToCartButton entityType="job-package" entityId={pack.id} redirectTo="/account/cart" />
          </li>
        ))}
      </ul>
      {loaderData.slides.length > 0 ? (
        <div className="pricing-slides">
          <h2>Why post with Good Food Jobs</h2>
          <PageCarousel
            label="Why post with Good Food Jobs"
            noun="slide"
            showStatus={false}
            pages={loaderData.slides.map((slide) => ({
              key: slide.id,
              title: slide.title,
              content: <RichHtml html={slide.content} />,
            }))}
          />
        </div>
      ) : null}
      {loaderData.faqs.length > 0 ? (
        <section aria-labelledby="pricing-faqs" className="pricing-faqs">
          <h2 id="pricing-faqs">Pricing questions</h2>
          {loaderData.faqs.map((faq) => (
            <details key={faq.id} className="pricing-faqs__item">
              <summary>{faq.question}</summary>
              <RichHtml html={faq.answer} />
              {faq.refund_form === 'yes' ? (
                <RefundForm faqId={faq.id} onSuccess={() => navigate('/confirmation/refundsuccess')} />
              ) : null}
            </details>
          ))}
        </section>
      ) : null}
    </Container>
  );
}
