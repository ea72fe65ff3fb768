import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root.tsx';

// The error pages load lazily: on a busy machine the first render takes over findBy's 1 s default.
const WAIT = { timeout: 10_000 };
const NeverShown = () => <p>never shown</p>;
const NoFallback = () => null;

function renderFailingRoute(failure: () => never, at = '/') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: NeverShown,
      // biome-ignore lint/suspicious/noExplicitAny: the stub's ErrorBoundary props differ from the typegen ones
      ErrorBoundary: ErrorBoundary as any,
      loader: failure,
      HydrateFallback: NoFallback,
    },
  ]);
  return render(<Stub initialEntries={[at]} />);
}

describe('root ErrorBoundary', () => {
  it('shows the error page without the error message or stack', async () => {
    renderFailingRoute(() => {
      throw new Error('database password is hunter2');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }, WAIT),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('hunter2');
  });

  it('says the site could not be reached when the browser could not fetch a page’s data', async () => {
    renderFailingRoute(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not reach Good Food Jobs' }, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Check your connection, then try again.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(window.location.href);
    expect(document.body.textContent).not.toMatch(/500|on our side/);
  });

  it('says so for each browser’s words, and for a page module that could not be loaded', async () => {
    for (const message of [
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'Failed to fetch dynamically imported module: http://localhost/assets/search-1.js',
      'Importing a module script failed.',
    ]) {
      const { unmount } = renderFailingRoute(() => {
        throw new TypeError(message);
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'We could not reach Good Food Jobs' }, WAIT),
        message,
      ).toBeTruthy();
      unmount();
    }
  });

  it('still blames the server for a fault in the page’s own code', async () => {
    renderFailingRoute(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'position')");
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }, WAIT),
    ).toBeTruthy();
  });

  it('shows the not-found page for a 404', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' }, WAIT),
    ).toBeTruthy();
  });

  it('says a listing may have been taken down only at a job address', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    }, '/post');
    expect(await screen.findByText(/The link may be old or mistyped\./)).toBeTruthy();
    expect(document.body.textContent).not.toContain('taken down');
  });

  it('says it at a job address', async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    }, '/jobs/987654321/gone');
    expect(await screen.findByText(/the listing may have been taken down/)).toBeTruthy();
  });
});
