/**
 * The longest path parameter the router takes. Its own default (100) answered a longer `{id}` or
 * receipt token with a plain-JSON 414 of its own, before any of our handlers; no route here has a
 * regular-expression parameter (the reason for that bound), and Node refuses a request line past
 * its 16 KB header limit first, so every path reaches the routes and their own answers.
 */
export const MAX_PATH_PARAM_LENGTH = 16 * 1024;

/**
 * Fastify's `rewriteUrl`: a path whose percent-encoding is not UTF-8 (`/api/jobs/%FF`,
 * `/jobs/%C3`, a lone `%`) is read literally, each `%` as `%25`. The router cannot decode such a
 * path and answered it with its own plain-JSON 400 (not problem+json, no security headers, and for
 * a page no page at all); read literally it names nothing, so an API path gets its 404 and a page
 * path the site's not-found page. The query is left as it is (qs reads it leniently).
 */
export function readableUrl(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (!path.includes('%')) return url;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return `${path.replaceAll('%', '%25')}${end === -1 ? '' : url.slice(end)}`;
  }
}
