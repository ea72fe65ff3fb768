/** The origin of a Sentry DSN (`https://key@host/1` -> `https://host`), the only one reports go to. */
export function reportingOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/**
 * Security headers for HTML pages. Scripts run only from our origin or with this request's
 * nonce; inline style attributes stay allowed because components set CSS variables inline.
 * The browser may connect to our origin and, when error reporting is on, to its receiver only.
 */
export function applyPageSecurityHeaders(headers: Headers, nonce: string, errorReportingDsn?: string): void {
  const isDev = import.meta.env.DEV;
  const receiver = reportingOrigin(errorReportingDsn);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self'${receiver ? ` ${receiver}` : ''}${isDev ? ' ws: wss:' : ''}`,
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
