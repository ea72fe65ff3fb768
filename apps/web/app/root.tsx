import '@fontsource-variable/fraunces/index.css';
import '@fontsource-variable/source-sans-3/index.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import './styles/pages.css';
import './styles/accounts.css';
import './styles/search.css';
import './styles/home-widgets.css';
// Page styles too: one stylesheet for every page is one render-blocking request (decision 011).
import './features/job-actions/job-actions.css';
import './features/cart/cart.css';
import './features/seekers/seekers.css';
import './styles/content.css';
// The two faces the first paint uses, preloaded so they usually arrive before it: swapping them
// in later re-wraps the job title and shifted the page by up to 0.4 CLS (decision 011).
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import sourceSansLatin from '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { NavigationFocus } from './components/ui/navigation-focus.tsx';
import { loadAppStateCached, noteSubmission } from './features/account/account.queries.ts';
import { loadAppState } from './features/auth/app-state.server.ts';
import { AppStateProvider, GUEST_APP_STATE } from './features/auth/app-state.tsx';
import { AuthModalsProvider } from './features/auth/auth-modals.tsx';
import { ContactFormHost } from './features/contact/contact-form-host.tsx';
import { SiteFooter } from './features/layout/site-footer.tsx';
import { SiteHeader } from './features/layout/site-header.tsx';
import { isConnectionFailure } from './lib/error-reporting.ts';
import { useNonce } from './lib/nonce.tsx';

// Error pages load when one is shown, so no page's first load carries them (decision 011).
const ErrorContent = lazy(() =>
  import('./features/layout/error-content.tsx').then((module) => ({ default: module.ErrorContent })),
);
const RequestErrorContent = lazy(() =>
  import('./features/layout/error-content.tsx').then((module) => ({ default: module.RequestErrorContent })),
);
const NotFoundContent = lazy(() =>
  import('./features/layout/not-found-content.tsx').then((module) => ({ default: module.NotFoundContent })),
);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'preload', href: sourceSansLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: frauncesLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

/** The app state every page gets (core 3): session, API URL, CSRF token, account counts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { appState: await loadAppState(request, context) };
}

/**
 * In the browser a signed-in visitor's app state (with the account menu's counts) comes from the
 * query cache: moving between pages asks the server nothing; changes to what it counts, and form
 * submissions, ask again.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadAppStateCached(serverLoader);
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod.toUpperCase() !== 'GET') noteSubmission();
  return defaultShouldRevalidate;
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Absent when the root loader itself failed: the error page renders as a guest.
  const appState = useRouteLoaderData<typeof loader>('root')?.appState ?? GUEST_APP_STATE;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2c6a3a" />
        <Meta />
        {/* Stylesheets come from our origin and need no nonce; an empty one keeps hydration matching. */}
        <Links nonce="" />
      </head>
      <body>
        <AppStateProvider state={appState}>
          <AuthModalsProvider>
            <a className="skip-link" href="#main">
              Skip to main content
            </a>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="site-main">
              {children}
            </main>
            <SiteFooter />
            <ContactFormHost />
            {/* Last: its effect runs after the page's own, which may have placed the focus. */}
            <NavigationFocus />
          </AuthModalsProvider>
        </AppStateProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // In the browser, a fetch or a module import that failed: the site could not be reached, not a
  // server fault. Said here, not in a lazy page, which could not be fetched either (decision 063).
  if (typeof document === 'object' && isConnectionFailure(error))
    return (
      <div className="container status-page" role="alert">
        <title>Connection lost | Good Food Jobs</title>
        <h1>We could not reach Good Food Jobs</h1>
        <p>Check your connection, then try again.</p>
        <a className="button" data-variant="primary" href={location.href}>
          Try again
        </a>
      </div>
    );
  return (
    <Suspense fallback={null}>
      {status === 404 ? (
        <NotFoundContent />
      ) : status >= 400 && status < 500 ? (
        <RequestErrorContent status={status} />
      ) : (
        <ErrorContent />
      )}
    </Suspense>
  );
}
