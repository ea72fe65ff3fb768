import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppState, AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import { AuthModalsProvider } from '../auth/auth-modals.tsx';
import { PENDING_ACTION_TTL_MS, rememberPendingAction } from '../auth/pending-action.ts';
import { buildJob } from '../jobs/job.fixture.ts';
import { ApplyButton } from './apply-button.tsx';
import { FavoriteHeart } from './favorite-heart.tsx';

let requests: Array<{ url: string; method: string; body: unknown }> = [];
/** The API's view: whether the session has ended, and whether job 42 is followed. */
let sessionEnded = false;
let following = false;

beforeEach(() => {
  sessionStorage.clear();
  requests = [];
  sessionEnded = false;
  following = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      requests.push({ url: String(url), method, body: init.body ? JSON.parse(String(init.body)) : null });
      if (sessionEnded)
        return new Response(JSON.stringify({ code: 401, message: 'JWT Token not found' }), { status: 401 });
      if (method === 'GET') {
        const member = following ? [{ '@id': '/api/user-follow-jobs/9' }] : [];
        return new Response(JSON.stringify({ totalItems: member.length, member }), { status: 200 });
      }
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify({ '@id': '/api/user-follow-jobs/9' }), { status: 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const SIGNED_IN: Partial<AppState> = { userId: 8, username: 'june', isConfirmed: true, csrfToken: 'csrf-1' };

let pageState: AppState = GUEST_APP_STATE;
let pageContent: ReactNode = null;

function Page() {
  return (
    <AppStateProvider state={pageState}>
      <AuthModalsProvider>{pageContent}</AuthModalsProvider>
    </AppStateProvider>
  );
}

/** One page load as `state`; a reload after signing in is a new render with the new state. */
function load(state: Partial<AppState>, children: ReactNode) {
  pageState = { ...GUEST_APP_STATE, ...state };
  pageContent = children;
  const Stub = createRoutesStub([{ path: '/jobs/42/x', Component: Page }]);
  const view = render(<Stub initialEntries={['/jobs/42/x']} />);
  return { user: userEvent.setup(), unmount: view.unmount };
}

/** The dialogs and the follow protocol load on first use: allow for a busy machine. */
const LAZY = { timeout: 5000 };

const job = buildJob({ how_to_apply_online: 'https://hollowcreek.example/jobs' });

describe('a guest’s Favorite, kept through sign-in', () => {
  it('opens the sign-in modal, then favorites the job once the page loads signed in', async () => {
    const guest = load({}, <FavoriteHeart jobId={42} initial={false} />);
    await guest.user.click(screen.getByRole('button', { name: 'Favorite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    expect(within(dialog).getByRole('link', { name: 'not a member yet? join us' })).toBeTruthy();
    expect(requests).toEqual([]);
    // Signing in reloads the page.
    guest.unmount();
    load(SIGNED_IN, <FavoriteHeart jobId={42} initial={false} />);
    expect(await screen.findByRole('dialog', { name: 'LIKE THIS JOB?' }, LAZY)).toBeTruthy();
    // Behind the modal (hidden from the accessibility tree while it is open).
    expect(screen.getByRole('button', { name: 'Favorited', hidden: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/user-follow-jobs',
      body: { user: '/api/users/8', job: '/api/jobs/42' },
    });
  });

  it('forgets the click when the guest closes the modal without signing in', async () => {
    const guest = load({}, <FavoriteHeart jobId={42} initial={false} />);
    await guest.user.click(screen.getByRole('button', { name: 'Favorite' }));
    await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    await guest.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    guest.unmount();
    load(SIGNED_IN, <FavoriteHeart jobId={42} initial={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Favorite' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves an already favorited job alone, and only finishes the job it was asked for', async () => {
    rememberPendingAction({ kind: 'favorite', jobId: 42 });
    load(SIGNED_IN, <FavoriteHeart jobId={41} initial={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(sessionStorage.length).toBe(1);
  });

  it('finishes a member’s Unfavorite made after their session ended elsewhere, once signed in again', async () => {
    following = true;
    sessionEnded = true;
    const ended = load(SIGNED_IN, <FavoriteHeart jobId={42} initial={true} />);
    await ended.user.click(screen.getByRole('button', { name: 'Favorited' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, LAZY)).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    // Signing in again reloads the page, still showing the job favorited.
    ended.unmount();
    sessionEnded = false;
    requests = [];
    load(SIGNED_IN, <FavoriteHeart jobId={42} initial={true} />);
    expect(await screen.findByRole('dialog', { name: 'CHANGED YOUR MIND?' }, LAZY)).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([
      { url: '/api/user-follow-jobs/9', method: 'DELETE', body: null },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('only forgets a click the signed-in page shows done already', async () => {
    rememberPendingAction({ kind: 'unfavorite', jobId: 42 });
    load(SIGNED_IN, <FavoriteHeart jobId={42} initial={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it('does not finish a click older than its time limit', async () => {
    rememberPendingAction({ kind: 'favorite', jobId: 42 }, Date.now() - PENDING_ACTION_TTL_MS - 1);
    load(SIGNED_IN, <FavoriteHeart jobId={42} initial={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});

describe('a guest’s Apply Now, kept through sign-in', () => {
  it('opens the sign-in modal (not Join), then the ways to apply once signed in', async () => {
    const guest = load({}, <ApplyButton job={job} />);
    await guest.user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, LAZY)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Join' })).toBeNull();
    guest.unmount();
    load(SIGNED_IN, <ApplyButton job={job} />);
    const apply = await screen.findByRole('dialog', { name: `Apply: ${job.position}` });
    expect(within(apply).getByRole('link', { name: 'Apply on hollowcreek.example' })).toBeTruthy();
  });

  it('asks a newly registered (unconfirmed) user to confirm their email first', async () => {
    rememberPendingAction({ kind: 'apply', jobId: 42 });
    load({ ...SIGNED_IN, isConfirmed: false }, <ApplyButton job={job} />);
    expect(await screen.findByRole('dialog', { name: 'Please confirm your email' }, LAZY)).toBeTruthy();
  });
});
