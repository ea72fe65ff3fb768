/** One year, subdomains included: what the API's helmet sends, for pages and static files too. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The response with Strict-Transport-Security added (production mode runs behind HTTPS). The
 * headers are copied: some responses (Response.redirect) keep theirs immutable.
 */
export function withStrictTransportSecurity(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Strict-Transport-Security', HSTS);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
