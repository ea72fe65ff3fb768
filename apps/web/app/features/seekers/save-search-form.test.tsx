import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppState, AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import { AuthModalsProvider } from '../auth/auth-modals.tsx';
import { ALERTS_AFTER_CONFIRMING } from './alerts-after-confirming.tsx';
import { NAME_TO_SAVE, SaveSearchForm } from './save-search-form.tsx';

let requests: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  sessionStorage.clear();
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const isJson = typeof init.body === 'string' && /^[[{]/.test(init.body);
      const body = isJson ? JSON.parse(String(init.body)) : (init.body ?? null);
      requests.push({ url: String(url), method, body });
      if (method === 'GET')
        return new Response(JSON.stringify({ totalItems: 0, member: [] }), { status: 200 });
      return new Response(JSON.stringify({ '@id': '/api/saved-searches/5', id: 5 }), { status: 201 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const SIGNED_IN: Partial<AppState> = { userId: 8, username: 'june', isConfirmed: true, csrfToken: 'csrf-1' };
const QUERY = 'categories[]=1&types[]=1';
const LAZY = { timeout: 5000 };

let pageState: AppState = GUEST_APP_STATE;
let pageQuery = QUERY;

function Page() {
  return (
    <AppStateProvider state={pageState}>
      <AuthModalsProvider>
        <SaveSearchForm query={pageQuery} />
      </AuthModalsProvider>
    </AppStateProvider>
  );
}

/** One page load as `state`; signing in reloads the page, a new render with the new state. */
function load(state: Partial<AppState>, query = QUERY) {
  pageState = { ...GUEST_APP_STATE, ...state };
  pageQuery = query;
  const Stub = createRoutesStub([{ path: '/search', Component: Page }]);
  const view = render(<Stub initialEntries={[`/search?${query}`]} />);
  return { user: userEvent.setup(), unmount: view.unmount };
}

const posts = () => requests.filter((r) => r.method === 'POST');

describe('a guest’s “Save this search”, kept through sign-in', () => {
  it('saves the named search once the page loads signed in, and says so', async () => {
    const guest = load({});
    await guest.user.type(screen.getByLabelText('Name this search'), 'Orchard jobs');
    await guest.user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' }, LAZY)).toBeTruthy();
    expect(posts()).toEqual([]);
    guest.unmount();

    load(SIGNED_IN);
    const heading = await screen.findByRole('heading', { name: 'your search has been saved.' }, LAZY);
    expect(screen.getByText('Your search has been saved successfully.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(posts()).toEqual([
      { url: '/api/saved-searches', method: 'POST', body: { name: 'Orchard jobs', params: QUERY } },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('without a name yet, waits for one in the focused field, then saves', async () => {
    const guest = load({});
    await guest.user.click(screen.getByRole('button', { name: 'Save search' }));
    await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    guest.unmount();

    const member = load(SIGNED_IN);
    expect(await screen.findByText(NAME_TO_SAVE)).toBeTruthy();
    const field = screen.getByLabelText('Name this search');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(posts()).toEqual([]);
    await member.user.type(field, 'Cider makers');
    await member.user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('heading', { name: 'your search has been saved.' })).toBeTruthy();
    expect(posts()).toEqual([
      { url: '/api/saved-searches', method: 'POST', body: { name: 'Cider makers', params: QUERY } },
    ]);
  });

  it('finishes only the search it was asked for, and forgets it when the modal is closed', async () => {
    const guest = load({});
    await guest.user.type(screen.getByLabelText('Name this search'), 'Orchard jobs');
    await guest.user.click(screen.getByRole('button', { name: 'Save search' }));
    await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    guest.unmount();
    const elsewhere = load(SIGNED_IN, 'keywords=cheese');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toEqual([]);
    expect(screen.queryByText(NAME_TO_SAVE)).toBeNull();
    elsewhere.unmount();

    const again = load({});
    await again.user.click(screen.getByRole('button', { name: 'Save search' }));
    await screen.findByRole('dialog', { name: 'Sign in' }, LAZY);
    await again.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    again.unmount();
    load(SIGNED_IN);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toEqual([]);
    expect(screen.queryByText(NAME_TO_SAVE)).toBeNull();
  });
});

describe('the name field and the saved view', () => {
  it('holds the spec’s 38 characters at most, the limit the API checks (it let 80 through)', async () => {
    const { user } = load(SIGNED_IN);
    const field = screen.getByLabelText('Name this search');
    expect(field.getAttribute('maxlength')).toBe('38');
    await user.type(field, 'x'.repeat(45));
    expect((field as HTMLInputElement).value).toHaveLength(38);
  });

  it('tells an account whose email is not confirmed that its alerts wait for that, with a new link', async () => {
    const { user } = load({ ...SIGNED_IN, isConfirmed: false });
    await user.type(screen.getByLabelText('Name this search'), 'Orchard jobs');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('heading', { name: 'your search has been saved.' })).toBeTruthy();
    expect(screen.getByText(ALERTS_AFTER_CONFIRMING)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend the confirmation email' }));
    await waitFor(() =>
      expect(posts().map((r) => r.url)).toEqual(['/api/saved-searches', '/api/email-confirmation/resend']),
    );
  });

  it('a name the rules refuse: the message under the field, and the keyboard on the field', async () => {
    const { user } = load(SIGNED_IN);
    const field = screen.getByLabelText('Name this search');
    await user.type(field, 'ab');
    await user.keyboard('{Tab}{Enter}');
    // Before: the focus stayed on the button and nothing was read out.
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Name this search')).toHaveProperty('value', 'ab');
    expect((field as HTMLInputElement).getAttribute('aria-describedby')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('says nothing of confirming to a confirmed account', async () => {
    const { user } = load(SIGNED_IN);
    await user.type(screen.getByLabelText('Name this search'), 'Orchard jobs');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('heading', { name: 'your search has been saved.' })).toBeTruthy();
    expect(screen.queryByText(ALERTS_AFTER_CONFIRMING)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend the confirmation email' })).toBeNull();
  });
});
