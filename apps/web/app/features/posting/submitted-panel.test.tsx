import type { JobSubmission } from '@gfj/contracts/posting';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmittedPanel } from './submitted-panel.tsx';

const JOB = { id: 41, slug: 'line-cook-green-acres' };

function submission(outcome: JobSubmission['outcome']): JobSubmission {
  const paying = outcome === 'payment_required';
  return {
    '@type': 'JobSubmission',
    job: '/api/jobs/41',
    outcome,
    status: paying ? 'draft' : 'unapproved',
    message: paying ? 'Your listing is in your cart.' : 'Your listing is waiting for review.',
    next: paying ? '/account/cart' : '/account/posters',
  };
}

/** The panel on /post, inside a router (its links are router links). */
function renderPanel(outcome: JobSubmission['outcome']) {
  const Stub = createRoutesStub([{ path: '/post', Component: PanelRoute }]);
  shown = submission(outcome);
  render(<Stub initialEntries={['/post']} />);
}

let shown: JobSubmission;
function PanelRoute() {
  return <SubmittedPanel submission={shown} job={JOB} />;
}

const cartUpdates = vi.fn();
afterEach(() => {
  window.removeEventListener('cart:updated', cartUpdates);
  cartUpdates.mockReset();
});

describe('SubmittedPanel', () => {
  it('waiting for payment: says so, focuses the outcome and has the header read the cart again', async () => {
    window.addEventListener('cart:updated', cartUpdates);
    renderPanel('payment_required');
    const heading = await screen.findByRole('heading', { name: 'One more step: payment' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe('/account/cart');
    // Before: the header still showed the count from before the listing joined the cart.
    expect(cartUpdates).toHaveBeenCalledTimes(1);
  });

  it('off to review with a credit: the cart is unchanged, so nothing is read again', async () => {
    window.addEventListener('cart:updated', cartUpdates);
    renderPanel('submitted');
    expect(await screen.findByRole('heading', { name: 'Your listing is on its way' })).toBeTruthy();
    expect(cartUpdates).not.toHaveBeenCalled();
  });
});
