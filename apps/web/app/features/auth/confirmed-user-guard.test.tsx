import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppState, AppStateProvider, GUEST_APP_STATE } from './app-state.tsx';
import { AuthModalsProvider, useRequireConfirmedUser } from './auth-modals.tsx';

let bodies: string[] = [];
const applied = vi.fn();

beforeEach(() => {
  bodies = [];
  applied.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function ApplyButton() {
  const requireConfirmed = useRequireConfirmedUser();
  return (
    <button type="button" onClick={() => requireConfirmed(applied)}>
      Apply
    </button>
  );
}

let pageState: AppState = GUEST_APP_STATE;

function Page() {
  return (
    <AppStateProvider state={pageState}>
      <AuthModalsProvider>
        <ApplyButton />
      </AuthModalsProvider>
    </AppStateProvider>
  );
}

function renderAs(state: Partial<AppState>) {
  pageState = { ...GUEST_APP_STATE, csrfToken: 'csrf-1', ...state };
  const Stub = createRoutesStub([{ path: '/', Component: Page }]);
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

describe('useRequireConfirmedUser', () => {
  it('sends guests to the sign-in modal, with its link to register (product decisions: Applying)', async () => {
    const user = renderAs({});
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('link', { name: 'not a member yet? join us' })).toBeTruthy();
    expect(applied).not.toHaveBeenCalled();
  });

  it('lets confirmed users through', async () => {
    const user = renderAs({ userId: 3, username: 'sam', isConfirmed: true });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(applied).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks unconfirmed users to confirm; resend posts confirm=true and thanks them', async () => {
    const user = renderAs({ userId: 3, username: 'sam', isConfirmed: false });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm your email' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend the confirmation email' }));
    const thanks = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(thanks).getByText(/may take a few minutes/)).toBeTruthy();
    expect(bodies).toEqual(['_token=csrf-1&confirm=true']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toHaveLength(1);
    expect(applied).not.toHaveBeenCalled();
  });

  it('closing without resending posts confirm=false and returns focus', async () => {
    const user = renderAs({ userId: 3, username: 'sam', isConfirmed: false });
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    await screen.findByRole('dialog', { name: 'Please confirm your email' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual(['_token=csrf-1&confirm=false']);
    await waitFor(() => expect(document.activeElement).toBe(apply));
  });
});
