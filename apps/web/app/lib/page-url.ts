/**
 * The address of the page a request is for. React Router loads a page's data in the browser from
 * `/path.data?_routes=…` (`/_.data` for `/`), and loaders see that request's URL: a redirect built
 * from it (the sign-in page's `redirect`, say) would send the visitor to the data instead of the
 * page. Page addresses are as React Router itself normalises them.
 */
export function pageUrlOf(url: URL | string): URL {
  const page = new URL(url, 'http://site.invalid');
  if (page.pathname === '/_.data') page.pathname = '/';
  else if (page.pathname.endsWith('/_.data')) page.pathname = page.pathname.slice(0, -'/_.data'.length);
  else if (page.pathname.endsWith('.data')) page.pathname = page.pathname.slice(0, -'.data'.length);
  // Only then is the query written anew (URLSearchParams would turn `%20` into `+`).
  if (page.searchParams.has('_routes')) page.searchParams.delete('_routes');
  return page;
}

/** Path and query of the page a request is for (see pageUrlOf). */
export function pagePathOf(url: URL | string): string {
  const page = pageUrlOf(url);
  return `${page.pathname}${page.search}`;
}

/** `/login?redirect=…` back to the page a signed-out request was for. */
export function signInPathFor(request: Request, { withQuery = true } = {}): string {
  const page = pageUrlOf(request.url);
  return `/login?redirect=${encodeURIComponent(withQuery ? `${page.pathname}${page.search}` : page.pathname)}`;
}
