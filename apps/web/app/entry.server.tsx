import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { type RequestInfo, requestInfoContext } from './lib/load-context.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { applyPageSecurityHeaders } from './lib/security-headers.server.ts';

// The server imports the context keys from the build so it uses the very objects loaders read
// (stack.md: the key must be the one the build uses).
export { apiContext, requestInfoContext } from './lib/load-context.ts';

export const streamTimeout = 5_000;

function passOnCookies(headers: Headers, context: RouterContextProvider) {
  for (const cookie of context.get(requestInfoContext).setCookies) headers.append('Set-Cookie', cookie);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const requestInfo = loadContext.get(requestInfoContext);
  const { nonce } = requestInfo;
  applyPageSecurityHeaders(
    responseHeaders,
    nonce,
    requestInfo.errorReporting?.dsn,
    requestInfo.isStripeEnabled,
  );
  passOnCookies(responseHeaders, loadContext);

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the complete document in one go.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary that has finished rendering goes in the page where it stands. By
        // default React sends one that would take the shell past 12,800 bytes as a hidden copy that
        // a script moves in place, so without JavaScript it never showed: on /search, the header's
        // keyword box stayed a grey skeleton. Boundaries still waiting stream as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, React Router renders the error page and calls handleError itself.
          if (shellRendered) requestInfo.reportError(error);
        },
      },
    );
  });
}

/**
 * A form sent from another site, or with an Origin that is not a web address (`null` included):
 * React Router refuses it with 400 before any action runs (its CSRF check) and hands the refusal
 * to `handleError`. The same test as React Router's, which allows no other origins here.
 */
export function isRefusedCrossSiteForm(request: Request): boolean {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(request.method.toUpperCase())) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true;
  }
}

/**
 * Loader, action and render failures on the server: logged with the request's id and reported
 * once. A thrown response (`data(null, { status: 404 })`) is an answer, not a failure; a request
 * the visitor abandoned is not either, nor a form another site sent (answered 400: anyone could
 * otherwise fill the error reports by posting forms from anywhere), nor a request the router
 * refuses itself (a form posted to a page without one: 405).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRefusedCrossSiteForm(request)) return;
  // An answer the router gives itself to what a visitor asked (405: a page that takes no form;
  // 404) is not a failure either: anyone could otherwise fill the reports by posting to pages.
  if (isRouteErrorResponse(error) && (error.status < 500 || !(error as { error?: unknown }).error)) return;
  let requestInfo: RequestInfo;
  try {
    requestInfo = (context as RouterContextProvider).get(requestInfoContext);
  } catch {
    // No load context yet (React Router failed before making it): nowhere better to say it.
    console.error(error);
    return;
  }
  requestInfo.reportError(error);
};

/** Client-side navigations fetch loader data: cookies the API set must reach the browser too. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  passOnCookies(response.headers, context as RouterContextProvider);
  return response;
};
