import { ERROR_REPORTING_SAMPLE_RATES } from '@gfj/contracts/operations';
import { scrubReport } from '@gfj/contracts/report-scrubbing';
import * as Sentry from '@sentry/react';
import type { CaptureError } from './error-reporting.ts';
import type { BrowserErrorReporting } from './load-context.ts';

/**
 * Sentry in the browser with the spec's sample rates (core 9, content 9): traces 0.5, session
 * replays 0.1, replays of sessions with an error 1.0. Replays mask all text and block media; no
 * personal data is collected and every report passes `scrubReport` before it leaves.
 */
export function startSentry(config: BrowserErrorReporting, userId: number | null): CaptureError {
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    integrations: [
      Sentry.browserTracingIntegration(),
      // No compression worker: the pages' CSP allows no blob: workers.
      Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true, useCompression: false }),
    ],
    tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.sessionReplays,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysOnError,
    // Trace headers go to our own API only, never to the receiver or anyone else.
    tracePropagationTargets: [/^\/(?!\/)/, window.location.origin],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    initialScope: {
      tags: { side: 'browser' },
      ...(userId ? { user: { id: String(userId) } } : {}),
    },
    beforeSend: (event) => scrubReport(event),
    // Spans are sent one by one (Sentry 11 streams them): each is scrubbed the same way.
    beforeSendSpan: (span) => scrubReport(span),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  return (error, tags) => {
    Sentry.captureException(error, tags ? { tags } : undefined);
  };
}
