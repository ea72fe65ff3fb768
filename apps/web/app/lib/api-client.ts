/**
 * The browser's API client (core 7, 8, 9): base URL from the app state, 25 s time-out, JSON with
 * `Accept: application/ld+json`, cookies included; on a 401 one token refresh and one retry, then
 * the signed-out state. Answers are parsed with a contracts schema: an invalid shape is no data.
 *
 * Kept free of zod imports (schemas are passed in) so pages that only sign out stay small.
 */

import { reportBrowserError } from './error-reporting.ts';

/** The spec's API time-out (core 9). */
export const API_TIMEOUT_MS = 25_000;

/** Structural subset of a zod schema, so this module does not import zod. */
export interface ResponseSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiViolation {
  propertyPath: string;
  message: string;
}

/** What went wrong: `code` is the HTTP status (0 for no answer), `message` the problem detail. */
export interface ApiError {
  code: number;
  message: string;
  violations: ApiViolation[];
}

export type ApiResponse<T> =
  | { ok: true; status: number; data: T | null }
  | { ok: false; status: number; data: null; error: ApiError };

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body; PATCH bodies go as merge-patch (api-conventions). */
  json?: unknown;
  /** Form-encoded body (the `_token` posts). */
  form?: Record<string, string>;
  /** Multipart body (file uploads); the browser sets its content type and boundary. */
  multipart?: FormData;
  /** Longer than the default for uploads. */
  timeoutMs?: number;
  schema?: ResponseSchema<T>;
  /** Extra request headers (e.g. the checkout's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Sign-in itself must not trigger a refresh: its 401 is the answer. */
  skipRefresh?: boolean;
  /** Outlives the page (a draft's last changes sent as the poster leaves or reloads). */
  keepalive?: boolean;
  /**
   * The caller answers a 401 itself (the favorite heart asks the visitor to sign in): the page is
   * not reloaded signed out when the refresh fails.
   */
  handlesSignOut?: boolean;
}

export interface ApiClientOptions {
  /** e.g. https://example.org/api */
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called once the refresh failed: the visitor is signed out. */
  onSignedOut?: () => void;
}

export interface BrowserApiClient {
  request<T = unknown>(path: string, init?: ApiRequest<T>): Promise<ApiResponse<T>>;
}

function readViolations(body: unknown): ApiViolation[] {
  if (!body || typeof body !== 'object' || !('violations' in body)) return [];
  const list = (body as { violations: unknown }).violations;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) =>
    item && typeof item.propertyPath === 'string' && typeof item.message === 'string'
      ? [{ propertyPath: item.propertyPath, message: item.message }]
      : [],
  );
}

function readMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['detail', 'message', 'description', 'title'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value.length > 0) return value;
    }
  }
  return fallback;
}

/** What a visitor is told for a 429, whose answer says only "Too Many Requests". */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes, then try again.';

/** The error a non-2xx answer describes (problem+json, violations, or a plain message). */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  const message = readMessage(body, statusText || 'Something went wrong!');
  return {
    code: status,
    message: status === 429 && message === 'Too Many Requests' ? RATE_LIMITED_MESSAGE : message,
    violations: readViolations(body),
  };
}

/** "code: message", the red alert's text (core 8). */
export function formatApiError(error: ApiError): string {
  return `${error.code}: ${error.message}`;
}

/** `/api/users/1` or `/users/1` -> `${apiUrl}/users/1`. */
export function resolveApiUrl(apiUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const base = apiUrl.replace(/\/$/, '');
  const relative = path.startsWith('/api/') ? path.slice(4) : path;
  return `${base}${relative.startsWith('/') ? relative : `/${relative}`}`;
}

export function createApiClient(options: ApiClientOptions): BrowserApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  async function send(url: string, init: ApiRequest<unknown>): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/ld+json', ...init.headers };
    let body: string | FormData | undefined;
    if (init.multipart) {
      body = init.multipart;
    } else if (init.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['Content-Type'] = init.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
      body = JSON.stringify(init.json);
    }
    return doFetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      ...(init.keepalive ? { keepalive: true } : {}),
      signal: AbortSignal.timeout(init.timeoutMs ?? timeoutMs),
    });
  }

  async function renew(): Promise<boolean> {
    try {
      const response = await send(resolveApiUrl(options.apiUrl, '/token/refresh'), {});
      return response.ok;
    } catch {
      return false;
    }
  }

  // Requests that meet a 401 together share one refresh: each sending the same refresh cookie
  // would rotate it once and present it again (decision 006's grace period forgives that, but one
  // refresh is what was meant).
  let refreshing: Promise<boolean> | null = null;
  function refresh(): Promise<boolean> {
    refreshing ??= renew().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return null;
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  return {
    async request<T>(path: string, init: ApiRequest<T> = {}): Promise<ApiResponse<T>> {
      const url = resolveApiUrl(options.apiUrl, path);
      let response: Response;
      try {
        response = await send(url, init as ApiRequest<unknown>);
        if (response.status === 401 && !init.skipRefresh) {
          // One refresh, one retry (core 8); then the visitor is signed out and it is reported.
          const renewed = await refresh();
          if (renewed) response = await send(url, init as ApiRequest<unknown>);
          if (response.status === 401) {
            if (!renewed) {
              reportBrowserError(new Error('401 and the token refresh failed: request rejected'), {
                kind: 'api',
                path: new URL(url, 'http://localhost').pathname,
              });
            }
            if (!init.handlesSignOut) options.onSignedOut?.();
          }
        }
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return {
          ok: false,
          status: 0,
          data: null,
          error: { code: 0, message: timedOut ? 'The request timed out.' : 'Network error', violations: [] },
        };
      }
      const body = await readBody(response);
      if (!response.ok) {
        return {
          ok: false,
          status: response.status,
          data: null,
          error: toApiError(response.status, body, response.statusText),
        };
      }
      if (!init.schema) return { ok: true, status: response.status, data: null };
      const parsed = init.schema.safeParse(body);
      // A body failing its contract counts as no data (core 8).
      return { ok: true, status: response.status, data: parsed.success ? parsed.data : null };
    },
  };
}
