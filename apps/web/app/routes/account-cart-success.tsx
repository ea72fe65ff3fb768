import { shoppingCartOrderSchema } from '@gfj/contracts/commerce';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { formatPrice } from '@gfj/contracts/job-display';
import { testimonialSchema } from '@gfj/contracts/testimonials';
import { useState } from 'react';
import { redirect } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { loadSession } from '../features/auth/app-state.server.ts';
import { ReceiptModal } from '../features/receipts/receipt-modal.tsx';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/account-cart-success';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  // As the page's heading: no thanks for an order that is not found.
  { title: `${loaderData?.order ? 'Thank you' : 'Order not found'} | Good Food Jobs` },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await loadSession(request, context);
  if (!session.userId) throw redirect('/login');
  const id = Number(new URL(request.url).searchParams.get('order'));
  const api = context.get(apiContext);
  // The testimonials marked for the checkout success page (content 2).
  const voices = await api.get(
    '/api/testimonials?show_on_checkout_success=1&pageSize=3',
    hydraCollectionSchema(testimonialSchema),
  );
  const testimonials = voices.ok ? voices.data.member : [];
  if (!Number.isInteger(id) || id < 1) return { order: null, testimonials };
  const answer = await api.get(`/api/shopping-cart-orders/${id}`, shoppingCartOrderSchema);
  return { order: answer.ok ? answer.data : null, testimonials };
}

/** After checkout: the order, what happens next, and its receipt (SAVE PAPER). */
export default function CartSuccessPage({ loaderData }: Route.ComponentProps) {
  const { order, testimonials } = loaderData;
  const [showReceipt, setShowReceipt] = useState(false);
  const listings = order?.items.filter((i) => i.entity_type === 'job').length ?? 0;
  const hasListing = listings > 0;
  return (
    <AccountLayout className="cart-page">
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        {/* No thanks for an order we cannot find (an old or mistyped address). */}
        <h1 className="account-page__title">{order ? 'Thank you for your order' : 'Order not found'}</h1>
      </header>
      {order ? (
        <>
          <Alert tone="success">
            Order {order.id} is paid ({formatPrice(order.total)}). A receipt is on its way to your email.
          </Alert>
          <ul className="checkout__lines">
            {order.items.map((item) => (
              <li key={item.id} className="checkout__line">
                <span className="checkout__name">{item.name}</span>
                <span className="checkout__price">{formatPrice(item.price)}</span>
              </li>
            ))}
          </ul>
          {hasListing ? (
            <p>
              {listings === 1 ? 'Your listing is' : 'Your listings are'} pending review: we review every
              listing within 24 hours.
            </p>
          ) : null}
          <div className="checkout__actions">
            <Button variant="secondary" className="receipt-trigger" onClick={() => setShowReceipt(true)}>
              Print receipt
            </Button>
            <ButtonLink to={hasListing ? '/account/posters' : '/account/posters/jobpackages'}>
              {hasListing ? 'See your listings' : 'See your job packages'}
            </ButtonLink>
          </div>
          {showReceipt ? (
            <ReceiptModal subject={{ kind: 'order', id: order.id }} onClose={() => setShowReceipt(false)} />
          ) : null}
        </>
      ) : (
        <Alert tone="info">We could not find this order.</Alert>
      )}
      {testimonials.length > 0 ? (
        <section aria-labelledby="success-voices" className="checkout-voices">
          <h2 id="success-voices">From employers who hired here</h2>
          {testimonials.map((t) => (
            <figure key={t.id} className="checkout-voices__item">
              <blockquote>{t.content}</blockquote>
              <figcaption>
                {t.name}
                {t.position_title ? `, ${t.position_title}` : ''}
              </figcaption>
            </figure>
          ))}
        </section>
      ) : null}
    </AccountLayout>
  );
}
