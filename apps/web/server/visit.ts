import { randomBytes } from 'node:crypto';
import { ACCESS_COOKIE, REFRESH_COOKIE, reportError } from '@gfj/api';
import type { FastifyInstance } from 'fastify';
import { RouterContextProvider } from 'react-router';
import type {
  ApiClient,
  BrowserErrorReporting,
  GuestPageCacheOptions,
  RequestInfo,
} from '../app/lib/load-context.ts';
import { createInjectApiClient } from './api-client.ts';
import type { EntryWithContexts } from './pages.ts';

/** What a page request gives its loaders, and what they said about sharing the page. */
export interface Visit {
  info: RequestInfo;
  api: ApiClient;
  /** Set when the loaders declared the page the same for every guest. */
  sharing(): GuestPageCacheOptions | undefined;
  /** The CSRF token, when a loader asked for it. */
  askedCsrfToken(): Promise<string> | undefined;
}

/** A page response's CSP nonce (a rendered page's, or a cached page's for this visitor). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** What every visit shares: the API, the site's address, the browser's error reporting. */
export interface VisitSetting {
  api: FastifyInstance;
  publicUrl: string;
  errorReporting?: BrowserErrorReporting | undefined;
}

/**
 * A failed render or loader: logged through the API's logger (the request's id comes from its
 * context) and reported once.
 */
export function reportPageError(api: FastifyInstance, url: string, error: unknown): void {
  api.log.error({ err: error }, 'page failed');
  reportError(error, { route: new URL(url, 'http://localhost').pathname, method: 'GET' });
}

/**
 * A page request's visit: its API client (the visitor's cookies and address; a write also passes
 * its Origin and Sec-Fetch-Site on) and what its loaders are told and tell back.
 */
export function startVisit(
  setting: VisitSetting,
  request: { url: string; method: string; headers: Pick<Headers, 'get'> },
  remoteAddress: string | undefined,
): Visit {
  const { api, publicUrl, errorReporting } = setting;
  const setCookies: string[] = [];
  const forwardSite = request.method !== 'GET' && request.method !== 'HEAD';
  const apiClient = createInjectApiClient(api, request, setCookies, { remoteAddress, forwardSite });
  let csrfToken: Promise<string> | undefined;
  let sharing: GuestPageCacheOptions | undefined;
  const info: RequestInfo = {
    nonce: newNonce(),
    ...(errorReporting ? { errorReporting } : {}),
    ...(api.config?.stripe ? { isStripeEnabled: true } : {}),
    reportError: (error) => reportPageError(api, request.url, error),
    publicUrl,
    setCookies,
    hasSessionCookie: () => apiClient.hasCookie(ACCESS_COOKIE) || apiClient.hasCookie(REFRESH_COOKIE),
    csrfToken() {
      if (!csrfToken) {
        // GET /api/csrf-token's own function, called directly as a cached page's is (decision
        // 052): a request through the API for it cost every rendered page a second inject.
        const issued = api.pageVisits.csrfToken(apiClient.cookies());
        if (issued.setCookie) apiClient.setCookie(issued.setCookie);
        csrfToken = Promise.resolve(issued.token);
      }
      return csrfToken;
    },
    allowGuestPageCache(options = {}) {
      sharing = options;
    },
  };
  return { info, api: apiClient, sharing: () => sharing, askedCsrfToken: () => csrfToken };
}

export function loadContextOf(visit: Visit, entry: EntryWithContexts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(entry.apiContext, visit.api);
  context.set(entry.requestInfoContext, visit.info);
  return context;
}
