import { ERROR_REPORTING_SAMPLE_RATES } from '@gfj/contracts/operations';
import { scrubReport } from '@gfj/contracts/report-scrubbing';
import type { ErrorReportingConfig } from '../config.ts';
import { currentRequestId } from './request-context.ts';

type SentryNode = typeof import('@sentry/node');

/** The SDK once started; loaded only when SENTRY_DSN is set, so a server without it pays nothing. */
let sentry: SentryNode | undefined;
/** Errors already sent: a failure seen by two layers (a render and its boundary) is one report. */
const reported = new WeakSet<object>();

/**
 * Starts the server's error reporting with the spec's trace sample rate (core 9), the release and
 * environment, and no personal data: every event and transaction goes through `scrubReport`.
 * Without a configuration it does nothing and `reportError` stays a no-op.
 */
export async function startErrorReporting(config: ErrorReportingConfig | undefined): Promise<boolean> {
  if (!config || sentry) return sentry !== undefined;
  const sdk = await import('@sentry/node');
  sdk.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
    // The server's own requests go to outside services (Stripe's API), which are
    // not part of our traces: no `sentry-trace` or `baggage` (our release, environment and key)
    // is sent to them. Incoming requests still continue a trace the browser sends (same origin).
    tracePropagationTargets: [],
    // Collect no personal data in the first place; `scrubReport` catches what slips through.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['accept', 'content-type', 'user-agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
    },
    // The API's error handler reports unhandled errors itself, once, with the request id; the SDK's
    // own Fastify hook would report them a second time, without it.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
    initialScope: { tags: { side: 'server' } },
    beforeSend: (event) => scrubReport(event),
    // Spans are sent one by one (Sentry 11 streams them): each is scrubbed the same way.
    beforeSendSpan: (span) => scrubReport(span),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  sentry = sdk;
  return true;
}

/** Sends what is queued and stops reporting (server shutdown, tests). */
export async function stopErrorReporting(timeoutMs = 2000): Promise<void> {
  const sdk = sentry;
  sentry = undefined;
  await sdk?.close(timeoutMs);
}

/** Where an error happened, for the report (never the raw URL: it may carry a token). */
export interface ErrorContext {
  /** The route pattern (`/api/users/:id`) or the page path. */
  route?: string;
  method?: string;
  /** Defaults to the request being served now. */
  requestId?: string;
}

/**
 * Reports an unexpected server error once, tagged with its request id (also in the log line), so
 * a report and the request's log lines can be found from each other.
 */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (!sentry) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const requestId = context.requestId ?? currentRequestId();
  sentry.captureException(error, {
    tags: {
      ...(requestId ? { request_id: requestId } : {}),
      ...(context.route ? { route: context.route } : {}),
      ...(context.method ? { method: context.method } : {}),
    },
  });
}
