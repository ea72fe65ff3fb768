import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ApiClientOptions, BrowserApiClient } from '../../lib/api-client.ts';

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
  lastLogin: string | null;
  isConfirmed: boolean;
  isStaff: boolean;
  resetPasswordRequestUrl: string;
  resetPasswordRequestCsrfToken: string;
  /** Same token, for the other `_token` posts (confirmation resend). */
  csrfToken: string;
  counts: AccountCounts | null;
}

export const GUEST_APP_STATE: AppState = {
  baseUrl: '',
  apiUrl: '/api',
  userId: null,
  username: null,
  lastLogin: null,
  isConfirmed: false,
  isStaff: false,
  resetPasswordRequestUrl: '/api/reset-password/request',
  resetPasswordRequestCsrfToken: '',
  csrfToken: '',
  counts: null,
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

export function AppStateProvider({ state, children }: { state: AppState; children: ReactNode }) {
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
