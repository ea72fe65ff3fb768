import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, createApiClient, formatApiError, resolveApiUrl } from './api-client.ts';

type Step = { status: number; body?: unknown } | Error;

/** A fetch that answers with the given steps in order and records each call. */
function fakeFetch(steps: Step[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const step = steps.shift();
    if (!step) throw new Error('unexpected call');
    if (step instanceof Error) throw step;
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), {
      status: step.status,
      headers: { 'content-type': 'application/ld+json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const itemSchema = z.object({ id: z.number() });

describe('browser API client', () => {
  it('sends JSON-LD requests with cookies and a 25 s time-out to the configured API', async () => {
    const { fetch, calls } = fakeFetch([{ status: 200, body: { id: 1 } }]);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const api = createApiClient({ apiUrl: 'https://jobs.example/api', fetch });
    const result = await api.request('/api/users/1', {
      method: 'PATCH',
      json: { city: 'Ithaca' },
      schema: itemSchema,
    });
    expect(result).toEqual({ ok: true, status: 200, data: { id: 1 } });
    expect(calls[0]?.url).toBe('https://jobs.example/api/users/1');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.headers).toMatchObject({
      Accept: 'application/ld+json',
      'Content-Type': 'application/merge-patch+json',
    });
    expect(calls[0]?.init.body).toBe('{"city":"Ithaca"}');
    expect(timeout).toHaveBeenCalledWith(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(25_000);
  });

  it('on a 401 refreshes the token once and retries the request once', async () => {
    const { fetch, calls } = fakeFetch([
      { status: 401, body: { detail: 'Expired JWT Token' } },
      { status: 200, body: { token: 'new' } },
      { status: 200, body: { id: 7 } },
    ]);
    const onSignedOut = vi.fn();
    const api = createApiClient({ apiUrl: '/api', fetch, onSignedOut });
    const result = await api.request('/user-counters/7', { schema: itemSchema });
    expect(result).toEqual({ ok: true, status: 200, data: { id: 7 } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/user-counters/7',
      '/api/token/refresh',
      '/api/user-counters/7',
    ]);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that meet a 401 together, then retries each', async () => {
    const calls: string[] = [];
    const renewed = new Set<string>();
    let signedIn = false;
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      const path = String(url);
      calls.push(path);
      if (path === '/api/token/refresh') {
        // The refresh answers after both requests met their 401.
        await new Promise((resolve) => setTimeout(resolve, 20));
        signedIn = true;
        return new Response(JSON.stringify({ token: 'new' }), { status: 200 });
      }
      if (!signedIn) return new Response(JSON.stringify({ detail: 'Expired JWT Token' }), { status: 401 });
      renewed.add(path);
      return new Response(JSON.stringify({ id: 1 }), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const onSignedOut = vi.fn();
    const api = createApiClient({ apiUrl: '/api', fetch, onSignedOut });
    const [a, b] = await Promise.all([
      api.request('/users/1', { schema: itemSchema }),
      api.request('/user-counters/1', { schema: itemSchema }),
    ]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(calls.filter((c) => c === '/api/token/refresh')).toHaveLength(1);
    expect([...renewed].sort()).toEqual(['/api/user-counters/1', '/api/users/1']);
    expect(onSignedOut).not.toHaveBeenCalled();
    // A later 401 refreshes again: the shared refresh is over once it answered.
    signedIn = false;
    await api.request('/users/1');
    expect(calls.filter((c) => c === '/api/token/refresh')).toHaveLength(2);
  });

  it('leaves a 401 to a caller that handles the sign-out itself (no reload)', async () => {
    const { fetch } = fakeFetch([
      { status: 401, body: { detail: 'JWT Token not found' } },
      { status: 401, body: { detail: 'Invalid refresh token.' } },
    ]);
    const onSignedOut = vi.fn();
    const api = createApiClient({ apiUrl: '/api', fetch, onSignedOut });
    const result = await api.request('/user-follow-jobs', { handlesSignOut: true });
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails, without retrying', async () => {
    const { fetch, calls } = fakeFetch([
      { status: 401, body: { detail: 'Expired JWT Token' } },
      { status: 401, body: { detail: 'Invalid refresh token.' } },
    ]);
    const onSignedOut = vi.fn();
    const api = createApiClient({ apiUrl: '/api', fetch, onSignedOut });
    const result = await api.request('/users/7');
    expect(calls).toHaveLength(2);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(formatApiError(result.error)).toBe('401: Expired JWT Token');
  });

  it('refreshes at most once: a second 401 after the retry signs out', async () => {
    const { fetch, calls } = fakeFetch([
      { status: 401, body: { detail: 'Expired JWT Token' } },
      { status: 200, body: { token: 'new' } },
      { status: 401, body: { detail: 'Invalid JWT Token' } },
    ]);
    const onSignedOut = vi.fn();
    const api = createApiClient({ apiUrl: '/api', fetch, onSignedOut });
    const result = await api.request('/users/7');
    expect(calls).toHaveLength(3);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(result.status).toBe(401);
  });

  it('does not refresh for sign-in itself: its 401 is the answer', async () => {
    const { fetch, calls } = fakeFetch([{ status: 401, body: { message: 'Invalid credentials.' } }]);
    const api = createApiClient({ apiUrl: '/api', fetch });
    const result = await api.request('/login/check', { method: 'POST', json: {}, skipRefresh: true });
    expect(calls).toHaveLength(1);
    expect(result.ok ? null : result.error.message).toBe('Invalid credentials.');
  });

  it('reads 422 violations and treats a body failing its schema as no data', async () => {
    const { fetch } = fakeFetch([
      {
        status: 422,
        body: {
          status: 422,
          detail: 'email: Invalid email',
          violations: [{ propertyPath: 'email', message: 'Invalid email', code: 'x' }],
        },
      },
      { status: 200, body: { id: 'not a number' } },
    ]);
    const api = createApiClient({ apiUrl: '/api', fetch });
    const invalid = await api.request('/users', { method: 'POST', json: {} });
    expect(invalid.ok ? [] : invalid.error.violations).toEqual([
      { propertyPath: 'email', message: 'Invalid email' },
    ]);
    expect(await api.request('/users/1', { schema: itemSchema })).toEqual({
      ok: true,
      status: 200,
      data: null,
    });
  });

  it('reports a time-out or network failure as code 0, form posts as url-encoded', async () => {
    const { fetch, calls } = fakeFetch([new DOMException('timed out', 'TimeoutError')]);
    const api = createApiClient({ apiUrl: '/api', fetch });
    const result = await api.request('/reset-password/request', {
      method: 'POST',
      form: { email: 'a@b.co', _token: 't' },
    });
    expect(result.ok ? null : result.error).toEqual({
      code: 0,
      message: 'The request timed out.',
      violations: [],
    });
    expect(calls[0]?.init.body).toBe('email=a%40b.co&_token=t');
  });

  it('resolves IRIs and paths against the API URL', () => {
    expect(resolveApiUrl('https://x.test/api/', '/api/users/1')).toBe('https://x.test/api/users/1');
    expect(resolveApiUrl('/api', 'users')).toBe('/api/users');
    expect(resolveApiUrl('/api', 'https://x.test/api/reset-password/request')).toBe(
      'https://x.test/api/reset-password/request',
    );
  });
});

describe('multipart uploads', () => {
  it('sends the FormData as is (the browser sets the boundary) and keeps the one refresh and retry', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(null, { status: 401 }))
      .mockResolvedValueOnce(new Response(null, { status: 200 }))
      .mockResolvedValueOnce(Response.json({ success: true }, { status: 201 }));
    const client = createApiClient({ apiUrl: '/api', fetch });
    const form = new FormData();
    form.set('name', 'Sam');
    const answer = await client.request('/api/jobs/1/applications', { method: 'POST', multipart: form });
    expect(answer.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    const [url, init] = fetch.mock.calls[2] as [string, RequestInit];
    expect(url).toBe('/api/jobs/1/applications');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
