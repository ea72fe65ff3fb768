/** The origin of a Sentry DSN (`https://key@host/1` -> `https://host`), the only one reports go to. */
export function reportingOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/** What Stripe.js and the Payment Element need (Stripe's published CSP list), with Stripe's keys only. */
const STRIPE_SOURCES = {
  script: ' https://js.stripe.com https://*.js.stripe.com',
  frame: ' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: ' https://api.stripe.com',
  img: ' https://*.stripe.com',
};

/**
 * Security headers for HTML pages. Scripts run only from our origin or with this request's
 * nonce; inline style attributes stay allowed because components set CSS variables inline.
 * The browser may connect to our origin and, when error reporting is on, to its receiver only;
 * with Stripe's keys, Stripe.js, its frames and its API are allowed too (checkout's Payment Element).
 */
export function applyPageSecurityHeaders(
  headers: Headers,
  nonce: string,
  errorReportingDsn?: string,
  isStripeEnabled = false,
): void {
  const isDev = import.meta.env.DEV;
  const receiver = reportingOrigin(errorReportingDsn);
  const stripe = (kind: keyof typeof STRIPE_SOURCES) => (isStripeEnabled ? STRIPE_SOURCES[kind] : '');
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${stripe('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${stripe('img')}`,
    "font-src 'self' data:",
    `connect-src 'self'${receiver ? ` ${receiver}` : ''}${stripe('connect')}${isDev ? ' ws: wss:' : ''}`,
    ...(isStripeEnabled ? [`frame-src${stripe('frame')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  headers.set('Content-Security-Policy', directives.join('; '));
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
}
