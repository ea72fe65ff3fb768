import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type ClientOnErrorFunction, isRouteErrorResponse } from 'react-router';
import { HydratedRouter } from 'react-router/dom';
import { isConnectionFailure, reportBrowserError } from './lib/error-reporting.ts';

/**
 * Render, loader and action failures in the browser, once each. A thrown response (a 404) is an
 * answer, not a failure, and a server loader's failure reaches the browser as React Router's
 * "Unexpected Server Error": the server reported it already, with its request id. A lost
 * connection is the visitor's, not a failure of the site (root's error boundary says so).
 */
const onError: ClientOnErrorFunction = (error, info) => {
  if (isRouteErrorResponse(error)) return;
  if (error instanceof Error && error.message === 'Unexpected Server Error') return;
  if (isConnectionFailure(error)) return;
  reportBrowserError(error, { route: info.pattern ?? info.location.pathname, kind: 'render' });
};

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={onError} />
    </StrictMode>,
  );
});
