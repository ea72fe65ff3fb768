import { CART_ERROR_TITLE } from '@gfj/contracts/commerce';
import { faqSchema } from '@gfj/contracts/faqs';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { formatPrice } from '@gfj/contracts/job-display';
import { pricingSlideSchema } from '@gfj/contracts/pricing-slides';
import { data, redirect, useNavigate } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Container } from '../components/ui/container.tsx';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { PageCarousel } from '../components/ui/page-carousel.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { RichHtml } from '../components/ui/rich-html.tsx';
import { loadSession } from '../features/auth/app-state.server.ts';
import { AddToCartButton, cartErrorMessages } from '../features/cart/add-to-cart-button.tsx';
import { addToCart, loadPackages } from '../features/cart/cart.server.ts';
import { GUEST_PACKAGE_COOKIE_NAME } from '../features/cart/guest-package.ts';
import { PackageArt } from '../features/cart/package-art.tsx';
import { sendRefundRequest } from '../features/faq/refund.server.ts';
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
 * ADD TO CART without JavaScript (or before hydration) posts here: a guest's package is kept in the
 * guest cookie and the guest signs in, then lands on the cart, which adds it (as the button does);
 * a member's is added to the open cart and the cart page opens. A refusal comes back as the
 * button's "Woops. Something went wrong!" messages, beside the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.intent === 'refund') return sendRefundRequest(form, context);
  const packageId = Number(form.entity_id);
  if (form.intent !== 'add-to-cart' || form.entity_type !== 'job-package') throw data(null, { status: 400 });
  if (!Number.isSafeInteger(packageId) || packageId < 1) throw data(null, { status: 400 });
  const session = await loadSession(request, context);
  if (!session.userId) {
    const cookie = `${GUEST_PACKAGE_COOKIE_NAME}=${packageId}; Path=/; Max-Age=86400; SameSite=Lax`;
    throw redirect(`/login?redirect=${encodeURIComponent('/account/cart')}`, {
      headers: { 'Set-Cookie': cookie },
    });
  }
  const added = await addToCart(context, 'job-package', packageId);
  if (!added.ok) return data({ cartError: cartErrorMessages(added.error) }, { status: added.status || 502 });
  throw redirect('/account/cart');
}

/**
 * /pricing: the job packages pricing list, the pricing carousel (staff's slides: title and HTML,
 * moved only by its buttons, no indicators) and the pricing FAQs (core 2, content 2), with the
 * refund request form under a question whose refund_form is 'yes', as on /faq.
 */
export default function PricingPage({ loaderData, actionData }: Route.ComponentProps) {
  const cartError = actionData && 'cartError' in actionData ? actionData.cartError : null;
  const refund = actionData && 'refund' in actionData ? actionData.refund : undefined;
  const navigate = useNavigate();
  return (
    <Container className="pricing-page">
      <PageHeading
        eyebrow="Job packages"
        title="Pricing"
        lede="One listing is $60. Posting often? A job package saves you up to a third, and stays valid for 12 months."
      />
      {cartError ? (
        <Alert tone="danger">
          <strong>{CART_ERROR_TITLE}</strong>
          {cartError.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
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
            <AddToCartButton
              entityType="job-package"
              entityId={pack.id}
              action="/pricing"
              redirectTo="/account/cart"
            />
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
            <details key={faq.id} className="pricing-faqs__item" open={refund?.faqId === faq.id || undefined}>
              <summary>{faq.question}</summary>
              <RichHtml html={faq.answer} />
              {faq.refund_form === 'yes' ? (
                <RefundForm
                  faqId={faq.id}
                  result={refund?.faqId === faq.id ? refund : undefined}
                  onSuccess={() => navigate('/confirmation/refundsuccess')}
                />
              ) : null}
            </details>
          ))}
        </section>
      ) : null}
    </Container>
  );
}
