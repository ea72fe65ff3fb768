import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { ApiClientOptions, BrowserApiClient } from '../../lib/api-client.ts';
import { startBrowserErrorReporting } from '../../lib/error-reporting.ts';
import type { BrowserErrorReporting } from '../../lib/load-context.ts';
import { forgetQueryCaches, queryStorageKey } from '../../lib/query-storage.ts';

/** Counts shown in the account menu (core 3, User counter). */
export interface AccountCounts {
  jobs_count: number;
  jobs_follow_count: number;
  job_packages_count: number;
  saved_searches_count: number;
}

/** The app state every page gets from the root loader (core 3). */
export interface AppState {
  baseUrl: string;
  apiUrl: string;
  userId: number | null;
  username: string | null;
  /** The signed-in user's email: forms fill it in for them (apply, email a friend). */
  email: string | null;
  lastLogin: string | null;
  isConfirmed: boolean;
  isStaff: boolean;
  resetPasswordRequestUrl: string;
  resetPasswordRequestCsrfToken: string;
  /** Same token, for the other `_token` posts (confirmation resend). */
  csrfToken: string;
  /** Set when the server reports errors (SENTRY_DSN): the browser then reports its own. */
  errorReporting: BrowserErrorReporting | null;
  counts: AccountCounts | null;
  /**
   * The signed-in user's cart lines as the page was served (null for guests): the header's count
   * until the browser loads the cart itself, and for good without JavaScript.
   */
  cartCount: number | null;
}

export const GUEST_APP_STATE: AppState = {
  baseUrl: '',
  apiUrl: '/api',
  userId: null,
  username: null,
  email: null,
  lastLogin: null,
  isConfirmed: false,
  isStaff: false,
  resetPasswordRequestUrl: '/api/reset-password/request',
  resetPasswordRequestCsrfToken: '',
  csrfToken: '',
  errorReporting: null,
  counts: null,
  cartCount: null,
};

interface AppStateValue {
  state: AppState;
  api: BrowserApiClient;
}

const AppStateContext = createContext<AppStateValue | null>(null);

/**
 * The API client, loaded with its first request: no page calls the API before the visitor acts, so
 * its code (refresh, retry, time-out) stays out of the first load (docs/decisions/011). Requests
 * share one client; a failed load is tried again next time and answers as no connection does.
 */
function createLazyApiClient(options: ApiClientOptions): BrowserApiClient {
  let client: Promise<BrowserApiClient> | null = null;
  return {
    async request(path, init) {
      client ??= import('../../lib/api-client.ts').then(({ createApiClient }) => createApiClient(options));
      try {
        return await (await client).request(path, init);
      } catch {
        client = null;
        return {
          ok: false,
          status: 0,
          data: null,
          error: { code: 0, message: 'Network error', violations: [] },
        };
      }
    },
  };
}

function reloadSignedOut() {
  if (typeof window !== 'undefined') window.location.reload();
}

/**
 * The configured apiUrl, unless the visitor reached the site under another origin (127.0.0.1 for
 * localhost): then the same-origin /api, so cookies and CORS keep working.
 */
function browserApiUrl(apiUrl: string): string {
  if (typeof window === 'undefined' || !/^https?:\/\//.test(apiUrl)) return apiUrl;
  return new URL(apiUrl).origin === window.location.origin ? apiUrl : '/api';
}

/** Who this browser page is for (null: a guest). Set as the page renders in the browser only. */
let browserVisitor: number | null = null;

/** The signed-in user of this page in the browser, for the per-user query cache. */
export function browserUserId(): number | null {
  return browserVisitor;
}

export function AppStateProvider({ state, children }: { state: AppState; children: ReactNode }) {
  // Never on the server: that module state would be shared by every request.
  if (typeof window !== 'undefined') browserVisitor = state.userId;
  const value = useMemo(
    () => ({
      state,
      api: createLazyApiClient({
        apiUrl: browserApiUrl(state.apiUrl),
        // Only a page that shows someone signed in needs to change; a guest page stays as it is
        // (and can never reload in a loop).
        onSignedOut: state.userId ? reloadSignedOut : undefined,
      }),
    }),
    [state],
  );
  // Off unless configured; the SDK then loads after the page is up, never on its first load.
  useEffect(
    () => startBrowserErrorReporting(state.errorReporting, state.userId),
    [state.errorReporting, state.userId],
  );
  // The browser keeps only this visitor's cached queries: after a sign-out (whichever way it came
  // about) the first page removes the previous user's.
  useEffect(() => forgetQueryCaches(queryStorageKey(state.userId)), [state.userId]);
  return <AppStateContext.Provider value={value}>{children}</AppStateContext.Provider>;
}

function useAppStateValue(): AppStateValue {
  const value = useContext(AppStateContext);
  if (value) return value;
  return { state: GUEST_APP_STATE, api: createLazyApiClient({ apiUrl: GUEST_APP_STATE.apiUrl }) };
}

/** The root loader's app state (guest defaults outside the provider, e.g. in tests). */
export function useAppState(): AppState {
  return useAppStateValue().state;
}

/** The browser API client configured with the app state's apiUrl. */
export function useApiClient(): BrowserApiClient {
  return useAppStateValue().api;
}
