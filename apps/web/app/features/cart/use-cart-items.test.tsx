import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppState } from '../auth/app-state.tsx';

// The header's two carts (the phone link, the desktop dropdown) each mount when their own lazy
// chunk arrives, often in different turns: the page must still read the cart once, not once per
// mount. Each test loads the modules afresh, since the loaded items are kept per page (module).

const EMPTY_CART = {
  '@context': '/api/contexts/ShoppingCartItem',
  '@id': '/api/shopping-cart-items',
  '@type': 'Collection',
  totalItems: 0,
  member: [],
};

let reads = 0;
let answerStatus = 200;
/** When set, reads wait for it before they are answered. */
let held: Promise<void> | null = null;

beforeEach(() => {
  vi.resetModules();
  reads = 0;
  answerStatus = 200;
  held = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.endsWith('/api/shopping-cart-items')) throw new Error(`unexpected ${url}`);
      reads += 1;
      await held;
      return new Response(answerStatus === 200 ? JSON.stringify(EMPTY_CART) : '{}', {
        status: answerStatus,
        headers: { 'content-type': 'application/ld+json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The files of a worker share loaded modules (isolate: false): the instance this test loaded,
  // with visitor 7's empty cart marked as loaded, would otherwise be the one a later file imports,
  // and its header cart would never read (CI failed so, once, in remove-names.test.tsx).
  vi.resetModules();
});

/** One of the header's carts: its count (the freshly loaded module's hook). */
function Count({ label, useCart }: { label: string; useCart: () => { count: number } }) {
  return <p>{`${label}: ${useCart().count}`}</p>;
}

/** The header with the carts `mounted` names, for a visitor whose page was served with 3 items. */
async function header() {
  const { AppStateProvider, GUEST_APP_STATE } = await import('../auth/app-state.tsx');
  const { useCart } = await import('./use-cart-items.ts');
  const state: AppState = { ...GUEST_APP_STATE, userId: 7, username: 'maria', cartCount: 3 };
  return (mounted: string[]) => (
    <AppStateProvider state={state}>
      {mounted.map((label) => (
        <Count key={label} label={label} useCart={useCart} />
      ))}
    </AppStateProvider>
  );
}

describe('useCart: one read of the cart for the page', () => {
  it('a cart mounting after the first load shows the loaded items without a second read', async () => {
    const page = await header();
    const view = render(page(['phone']));
    expect(screen.getByText('phone: 3')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('phone: 0')).toBeTruthy());
    expect(reads).toBe(1);

    view.rerender(page(['phone', 'desktop']));
    expect(screen.getByText('desktop: 0')).toBeTruthy();
    // A turn later, nothing more was asked for.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(reads).toBe(1);
  });

  it('a cart mounting while the first read is on its way waits for it', async () => {
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const page = await header();
    const view = render(page(['phone']));
    await waitFor(() => expect(reads).toBe(1));
    view.rerender(page(['phone', 'desktop']));
    await act(async () => {
      release();
    });
    await waitFor(() => expect(screen.getByText('desktop: 0')).toBeTruthy());
    expect(screen.getByText('phone: 0')).toBeTruthy();
    expect(reads).toBe(1);
  });

  it('every cart:updated reads again, once for all the carts listening', async () => {
    const page = await header();
    render(page(['phone', 'desktop']));
    await waitFor(() => expect(reads).toBe(1));
    await act(async () => {
      window.dispatchEvent(new Event('cart:updated'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(reads).toBe(2);
  });

  it('after a failed read, the next cart to mount asks again, and keeps the served count meanwhile', async () => {
    answerStatus = 503;
    const page = await header();
    const view = render(page(['phone']));
    await waitFor(() => expect(reads).toBe(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByText('phone: 3')).toBeTruthy();

    answerStatus = 200;
    view.rerender(page(['phone', 'desktop']));
    await waitFor(() => expect(screen.getByText('desktop: 0')).toBeTruthy());
    expect(reads).toBe(2);
  });
});
