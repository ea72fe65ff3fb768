// @vitest-environment node
import { createStaticHandler, isRouteErrorResponse, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleError } from './entry.server.tsx';
import { type RequestInfo, requestInfoContext } from './lib/load-context.ts';

/** handleError for a request, with the errors it reported. */
function reportedFor(request: Request, error: unknown = new Error('refused or failed')): unknown[] {
  const reported: unknown[] = [];
  const context = new RouterContextProvider();
  const reportError: RequestInfo['reportError'] = (error) => {
    reported.push(error);
  };
  // Only reportError is read on this path.
  context.set(requestInfoContext, { reportError } as Partial<RequestInfo> as RequestInfo);
  handleError(error, { request, params: {}, context } as Parameters<typeof handleError>[1]);
  return reported;
}

const form = (origin?: string, method = 'POST') =>
  new Request('http://localhost:3000/login', {
    method,
    headers: origin === undefined ? {} : { origin },
    body: method === 'GET' ? undefined : 'email=a%40b.c',
  });

describe('server errors handed to handleError', () => {
  it('reports a failure of a form sent from this site, or with no Origin (an old browser, a script)', () => {
    expect(reportedFor(form('http://localhost:3000'))).toHaveLength(1);
    expect(reportedFor(form())).toHaveLength(1);
  });

  it('does not report a form another site sent, which React Router refuses with 400', () => {
    expect(reportedFor(form('https://evil.example'))).toEqual([]);
    expect(reportedFor(form('http://localhost:4000'))).toEqual([]);
    expect(reportedFor(form('null'))).toEqual([]);
    expect(reportedFor(form('not a web address'))).toEqual([]);
    expect(reportedFor(form('https://evil.example', 'DELETE'))).toEqual([]);
  });

  it('reports a failed page read whatever its Origin says (reads are not refused)', () => {
    expect(reportedFor(form('https://evil.example', 'GET'))).toHaveLength(1);
  });

  it('does not report what the router refuses itself: a form posted to a page that takes none (405)', async () => {
    const handler = createStaticHandler([{ id: 'about', path: '/about', loader: () => null }]);
    const post = () => new Request('http://localhost:3000/about', { method: 'POST', body: 'a=1' });
    const result = await handler.query(post());
    const refusal = result instanceof Response ? undefined : result.errors?.about;
    expect(isRouteErrorResponse(refusal) && refusal.status).toBe(405);
    expect(reportedFor(post(), refusal)).toEqual([]);
  });
});
