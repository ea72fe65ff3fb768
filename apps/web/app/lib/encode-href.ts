/**
 * An href with the square brackets of its query written as %5B/%5D (`categories%5B%5D=1`): the
 * same URL to browsers and to the API's bracket parser, and valid HTML (the Nu checker rejects raw
 * brackets in a query). Links stored as text (slider URLs) go through this when rendered.
 */
export function encodeHrefBrackets(href: string): string {
  const queryStart = href.indexOf('?');
  if (queryStart === -1) return href;
  return (
    href.slice(0, queryStart + 1) +
    href
      .slice(queryStart + 1)
      .replace(/\[/g, '%5B')
      .replace(/\]/g, '%5D')
  );
}
