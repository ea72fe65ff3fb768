import { createContext } from 'react-router';
import type { z } from 'zod';

/** What a loader gets back from the API: the parsed body, or null with the HTTP status. */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; data: null };

/**
 * The in-process API client given to loaders. Calls go through Fastify's `inject()` with the
 * visitor's cookies, so pages see exactly what the API would answer over HTTP.
 */
export interface ApiClient {
  /** GET a path under /api and parse it with a contracts schema; a body failing it counts as no data. */
  get<S extends z.ZodType>(path: string, schema: S): Promise<ApiResult<z.infer<S>>>;
  /**
   * Send a body (JSON, merge-patch, form-encoded or multipart) to a path under /api, for actions. The answer
   * keeps the raw body too, so a caller can read 422 violations and problem details.
   */
  send<S extends z.ZodType>(request: ApiSendRequest<S>): Promise<ApiSendResult<z.infer<S>>>;
}

export interface ApiSendRequest<S extends z.ZodType> {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'GET';
  path: string;
  /** JSON body (merge-patch for PATCH). */
  json?: unknown;
  /** Form-encoded body (the spec's `_token` posts). */
  form?: Record<string, string>;
  /** A multipart/form-data body (uploads a page's action hands on). */
  multipart?: FormData;
  /**
   * The visitor's CSRF token (`RequestInfo.csrfToken()`), sent as `x-csrf-token`: the API wants
   * one on a cookie-authenticated form or multipart body, as from the site's own forms.
   */
  csrfToken?: string;
  schema?: S;
  /** Ask the API to answer once the work is queued, not done (`Prefer: respond-async`, RFC 7240). */
  respondAsync?: boolean;
}

export type ApiSendResult<T> = (
  | { ok: true; status: number; data: T | null }
  | { ok: false; status: number; data: null }
) & { body: unknown };

/** The browser's error reporting (a Sentry-compatible receiver), when SENTRY_DSN is set. */
export interface BrowserErrorReporting {
  dsn: string;
  environment: string;
  release: string;
}

export interface RequestInfo {
  /** Per-request CSP nonce for the inline scripts React Router writes. */
  nonce: string;
  /** Passed to the browser in the app state; its receiver is the one CSP connect-src allows. */
  errorReporting?: BrowserErrorReporting;
  /** Stripe's keys are set: the pages' CSP lets Stripe.js and its frames in (checkout). */
  isStripeEnabled?: boolean;
  /**
   * Logs a failed render or loader with this request's id and reports it (once) when error
   * reporting is on.
   */
  reportError(error: unknown): void;
  /** Absolute origin for canonical URLs and sitemaps (config PUBLIC_URL). */
  publicUrl: string;
  /** Set-Cookie values the API produced during this request, handed on to the browser. */
  setCookies: string[];
  /**
   * Whether the visitor has a session cookie (access or refresh token) now: sent with the request
   * or set by an API call earlier in it (a sign-in action). Without one the visitor is a guest, and
   * the API need not be asked who is signed in.
   */
  hasSessionCookie(): boolean;
  /**
   * The visitor's CSRF token for the `_token` posts, asked from the API once per request (which
   * sets the `csrf` cookie when the visitor has none).
   */
  csrfToken(): Promise<string>;
  /**
   * Declares the page the same for every guest, so the server may serve its HTML to other guests
   * for a few seconds (server/page-cache.ts). A job page names its job: each copy served from the
   * cache still counts a view.
   */
  allowGuestPageCache(options?: GuestPageCacheOptions): void;
}

export interface GuestPageCacheOptions {
  /** The job whose view every served copy of the page counts. */
  countsViewOf?: number;
}

export const apiContext = createContext<ApiClient>();
export const requestInfoContext = createContext<RequestInfo>();
