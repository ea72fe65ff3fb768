import type { BrowserErrorReporting } from './load-context.ts';

/** Sends one error with tags (what failed, where). */
export type CaptureError = (error: unknown, tags?: Record<string, string>) => void;

let sdk: Promise<CaptureError> | undefined;

/**
 * Starts the browser's error reporting when the server has it on (SENTRY_DSN). The SDK (with
 * session replay) is loaded here, after the page is up: it is never part of a page's first load
 * (decision 011's budget), and without a DSN it is never loaded at all.
 */
export function startBrowserErrorReporting(
  config: BrowserErrorReporting | null,
  userId: number | null,
): void {
  if (!config || sdk || typeof window === 'undefined') return;
  sdk = import('./error-reporting.client.ts').then((module) => module.startSentry(config, userId));
  sdk.catch(() => {
    // A failed load (offline, a new deploy) leaves reporting off for this page.
  });
}

/**
 * A fetch or a module import that could not reach the server (Chrome "Failed to fetch", Firefox
 * "NetworkError … fetch", Safari "Load failed", "Failed to fetch dynamically imported module"): the
 * visitor's connection, not a fault of ours. The page says so (root's error boundary, the heart's
 * message); it is not reported, since a report would only say someone went offline.
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|import|load f/i.test(error.message);
}

/**
 * Reports a browser failure: render errors, and the API failures the spec says are "reported"
 * (a session that could not be renewed, a follow toggle that could not read its answer).
 * Nothing happens while reporting is off.
 */
export function reportBrowserError(error: unknown, tags?: Record<string, string>): void {
  void sdk?.then(
    (capture) => capture(error, tags),
    () => undefined,
  );
}
