import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResponse, BrowserApiClient } from '../../lib/api-client.ts';
import { UNABLE_TO_PARSE } from './follow-toggle.ts';
import { useFollowToggle } from './use-follow-toggle.ts';

type Call = [string, { method?: string; json?: unknown } | undefined];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const ok = <T,>(data: T | null = null, status = 200): ApiResponse<T> => ({ ok: true, status, data });
const failed = (code: number): ApiResponse<never> => ({
  ok: false,
  status: code,
  data: null,
  error: { code, message: 'Nope', violations: [] },
});

function fakeApi(answer: (path: string, init?: { method?: string }) => Promise<ApiResponse<unknown>>) {
  const calls: Call[] = [];
  const api: BrowserApiClient = {
    request: (path, init) => {
      calls.push([path, init as Call[1]]);
      return answer(path, init) as never;
    },
  };
  return { api, calls };
}

describe('useFollowToggle (core 4, 7)', () => {
  it('flips at once, then follows with POST {user, job} when the lookup finds nothing', async () => {
    const lookup = deferred<ApiResponse<unknown>>();
    const { api, calls } = fakeApi((_path, init) =>
      init?.method === 'POST' ? Promise.resolve(ok(null, 201)) : lookup.promise,
    );
    const report = vi.fn();
    const { result } = renderHook(() => useFollowToggle(api, 7, 42, false, report));
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.toggle();
    });
    expect(result.current.following).toBe(true);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      lookup.resolve(ok({ totalItems: 0, member: [] }));
      await outcome;
    });
    expect(await outcome).toBe('followed');
    expect(result.current.following).toBe(true);
    expect(result.current.pending).toBe(false);
    expect(calls[0]?.[0]).toBe('/user-follow-jobs?user=%2Fapi%2Fusers%2F7&job=%2Fapi%2Fjobs%2F42');
    expect(calls[1]).toEqual([
      '/user-follow-jobs',
      { method: 'POST', json: { user: '/api/users/7', job: '/api/jobs/42' }, handlesSignOut: true },
    ]);
    expect(report).not.toHaveBeenCalled();
  });

  it('unfollows by deleting the first member the lookup returns', async () => {
    const { api, calls } = fakeApi((_path, init) =>
      Promise.resolve(
        init?.method === 'DELETE'
          ? ok(null, 204)
          : ok({ totalItems: 1, member: [{ '@id': '/api/user-follow-jobs/5' }] }),
      ),
    );
    const { result } = renderHook(() => useFollowToggle(api, 7, 42, true));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.toggle();
    });
    expect(outcome).toBe('unfollowed');
    expect(result.current.following).toBe(false);
    expect(calls[1]).toEqual(['/api/user-follow-jobs/5', { method: 'DELETE', handlesSignOut: true }]);
  });

  it('ignores clicks while a request is in flight', async () => {
    const lookup = deferred<ApiResponse<unknown>>();
    const { api, calls } = fakeApi((_path, init) =>
      init?.method === 'POST' ? Promise.resolve(ok(null, 201)) : lookup.promise,
    );
    const { result } = renderHook(() => useFollowToggle(api, 7, 42, false));
    let first: Promise<unknown> = Promise.resolve();
    let second: unknown;
    act(() => {
      first = result.current.toggle();
    });
    await act(async () => {
      second = await result.current.toggle();
    });
    expect(second).toBe('ignored');
    expect(result.current.following).toBe(true);
    await act(async () => {
      lookup.resolve(ok({ totalItems: 0, member: [] }));
      await first;
    });
    expect(calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('restores the previous state without a report when the request never reached the server', async () => {
    const offline: ApiResponse<never> = {
      ok: false,
      status: 0,
      data: null,
      error: { code: 0, message: 'Network error', violations: [] },
    };
    const { api } = fakeApi(() => Promise.resolve(offline));
    const report = vi.fn();
    const { result } = renderHook(() => useFollowToggle(api, 7, 42, true, report));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.toggle();
    });
    expect(outcome).toBe('failed');
    expect(result.current.following).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });

  it('restores the previous state and reports when the server refuses', async () => {
    const { api } = fakeApi((_path, init) =>
      Promise.resolve(init?.method === 'POST' ? failed(500) : ok({ totalItems: 0, member: [] })),
    );
    const report = vi.fn();
    const { result } = renderHook(() => useFollowToggle(api, 7, 42, false, report));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.toggle();
    });
    expect(outcome).toBe('failed');
    expect(result.current.following).toBe(false);
    expect(String(report.mock.calls[0]?.[0])).toContain('500: Nope');
  });

  it('answers signed-out, unreported and without reloading, when the session has ended elsewhere', async () => {
    const { api, calls } = fakeApi(() => Promise.resolve(failed(401)));
    const report = vi.fn();
    const { result } = renderHook(() => useFollowToggle(api, 7, 42, false, report));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.toggle();
    });
    expect(outcome).toBe('signed-out');
    expect(result.current.following).toBe(false);
    expect(report).not.toHaveBeenCalled();
    // The heart asks for a sign-in itself: the API client must not reload the page signed out.
    expect(calls.every(([, init]) => (init as { handlesSignOut?: boolean })?.handlesSignOut)).toBe(true);
  });

  it('reports "Unable to parse returned data!" when the lookup answer has the wrong shape', async () => {
    // A body failing its schema arrives as data: null (the API client's rule).
    const { api } = fakeApi(() => Promise.resolve(ok(null)));
    const report = vi.fn();
    const { result } = renderHook(() => useFollowToggle(api, 7, 42, true, report));
    await act(async () => {
      await result.current.toggle();
    });
    expect(result.current.following).toBe(true);
    expect(String(report.mock.calls[0]?.[0])).toContain(UNABLE_TO_PARSE);
  });
});
