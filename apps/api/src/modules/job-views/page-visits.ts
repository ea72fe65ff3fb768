import { normalizeIP } from '@fastify/rate-limit';
import { referralChannelOf } from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { baseCookieOptions } from '../../security/cookies.ts';
import { CSRF_COOKIE, csrfTokenFor } from '../../security/csrf.ts';
import { createHitCounter, routeRateLimitKey } from '../../security/rate-limit-store.ts';
import type { JobViewCounter, JobViewOutcome } from './job-views.service.ts';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, visitorKeyOf } from './job-views.visitor.ts';

/**
 * Per visitor (address): a person reads a few job pages a minute; a script counting views for a
 * job is stopped here (decision 018). Job pages served from the guest page cache count against
 * the same window as POST /api/job-views.
 */
export const JOB_VIEWS_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/** Where POST /api/job-views is served: its rate-limit key names it. */
export const JOB_VIEWS_URL = '/api/job-views';

/** The key POST /api/job-views counts this address under (IPv6: its subnet, as the plugin does). */
export function jobViewsRateKey(ip: string): string {
  return routeRateLimitKey('POST', JOB_VIEWS_URL, normalizeIP(ip));
}

/** A job page view to count: the visitor's cookies and address, and the page URL's `ref`. */
export interface PageJobView {
  jobId: number;
  cookies: ReadonlyMap<string, string>;
  ip: string;
  ref: string | null;
  now?: Date;
}

/**
 * What a page served from the guest page cache does for its visitor, called directly rather than
 * through a request to the API: the hot path of a cached job page is then a version read and
 * string joins, with nothing awaited on the database (issue 13's job page budget).
 */
export interface PageVisits {
  /** The CSRF token for the visitor's `csrf` cookie, and the cookie to set when they have none. */
  csrfToken(cookies: ReadonlyMap<string, string>): { token: string; setCookie?: string };
  /**
   * Counts the view as POST /api/job-views does (the same visitor key, rate-limit window and
   * batched counter), after the answer: `outcome` settles when it is written, or `limited`.
   * `setCookie` is the new visitor cookie, when the visitor has no valid one.
   */
  countJobView(view: PageJobView): {
    setCookie?: string;
    outcome: Promise<JobViewOutcome | 'limited'>;
  };
  /** Resolves once every view counted so far is queued in the counter (or limited, or failed). */
  settled(): Promise<void>;
}

export function createPageVisits(app: FastifyInstance, counter: JobViewCounter): PageVisits {
  const secret = () => app.config.jwtSecret;
  const cookie = (name: string, value: string, maxAge?: number) =>
    app.serializeCookie(name, value, { ...baseCookieOptions(app), ...(maxAge ? { maxAge } : {}) });
  const inFlight = new Set<Promise<unknown>>();
  const hits = createHitCounter(app.db);
  return {
    csrfToken(cookies) {
      const { token, newCookie } = csrfTokenFor(secret(), cookies.get(CSRF_COOKIE));
      return newCookie ? { token, setCookie: cookie(CSRF_COOKIE, newCookie) } : { token };
    },
    countJobView(view) {
      const now = view.now ?? new Date();
      const visitor = visitorKeyOf(view.cookies.get(VISITOR_COOKIE), view.ip, now, secret());
      const ref = referralChannelOf(view.ref);
      const { max, timeWindow } = JOB_VIEWS_RATE_LIMIT;
      // Boxed, so `queued` settles when the view joins the counter's queue, not when it is written.
      const joined = hits.count(jobViewsRateKey(view.ip), timeWindow, now.getTime()).then((window) => ({
        outcome:
          window.hits > max
            ? Promise.resolve('limited' as const)
            : counter.count({ jobId: view.jobId, visitorKey: visitor.key, ref, now }),
      }));
      const outcome = joined.then((box) => box.outcome);
      const queued: Promise<void> = joined
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => inFlight.delete(queued));
      inFlight.add(queued);
      // Counting is best effort: a failure loses a count, never the page.
      outcome.catch((error: unknown) =>
        app.log.error({ err: error, jobId: view.jobId }, 'job view not counted'),
      );
      return visitor.newCookie
        ? { setCookie: cookie(VISITOR_COOKIE, visitor.newCookie, VISITOR_COOKIE_MAX_AGE), outcome }
        : { outcome };
    },
    async settled() {
      await Promise.all(inFlight);
    },
  };
}
