import { ACCOUNT_MESSAGES } from '@gfj/contracts/accounts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { AppStateProvider, GUEST_APP_STATE } from './app-state.tsx';
import { AuthModalsProvider, useSignInModal } from './auth-modals.tsx';

type Answer = { status: number; body?: unknown };
let answers: Array<[RegExp, Answer]> = [];
let requests: Array<{ url: string; body: unknown }> = [];
const reload = vi.fn();
let reloadSpy: MockInstance<() => void> | undefined;

/** Answers API calls by URL pattern (first match, used once). */
function answer(pattern: RegExp, status: number, body?: unknown) {
  answers.push([pattern, { status, body }]);
}

beforeEach(() => {
  answers = [];
  requests = [];
  reload.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, body: init.body });
      const index = answers.findIndex(([pattern]) => pattern.test(url));
      if (index < 0) throw new Error(`no answer for ${url}`);
      const [, reply] = answers.splice(index, 1)[0] as [RegExp, Answer];
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
      });
    }),
  );
  // The page's own Location, with only reload replaced: a copy of it (`{ ...location }`) has no
  // href, and the files of a worker share one window (isolate: false), so a copy left behind broke
  // every later test reading location.href.
  reloadSpy = vi.spyOn(window.location, 'reload').mockImplementation(reload);
});

afterEach(() => {
  vi.unstubAllGlobals();
  reloadSpy?.mockRestore();
});

function Opener() {
  const modal = useSignInModal();
  return (
    <>
      <button type="button" onClick={() => modal.open('login')}>
        open sign in
      </button>
      <button type="button" onClick={() => modal.open('register')}>
        open join
      </button>
    </>
  );
}

const STATE = { ...GUEST_APP_STATE, resetPasswordRequestCsrfToken: 'csrf-1' };

function Page() {
  return (
    <AppStateProvider state={STATE}>
      <AuthModalsProvider>
        <Opener />
      </AuthModalsProvider>
    </AppStateProvider>
  );
}

function renderModal() {
  const Stub = createRoutesStub([{ path: '/', Component: Page }]);
  render(<Stub initialEntries={['/']} />);
  return userEvent.setup();
}

describe('sign-in modal', () => {
  it('moves between Sign in, Join and Forgot Password with the spec texts and links', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'open sign in' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(signIn).getByLabelText('Remember me')).toBeTruthy();
    expect(within(signIn).getByRole('link', { name: 'forgot?' })).toBeTruthy();

    await user.click(within(signIn).getByRole('link', { name: 'not a member yet? join us' }));
    const join = await screen.findByRole('dialog', { name: 'Join' });
    expect(within(join).getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/fine-print');
    expect(within(join).getByRole('link', { name: 'privacy notice' }).getAttribute('href')).toBe(
      '/fine-print',
    );
    expect(within(join).getByRole('radio', { name: 'a job seeker' })).toBeTruthy();
    expect(within(join).getByRole('radio', { name: 'a job poster' })).toBeTruthy();
    expect(within(join).getByRole('button', { name: 'Join' })).toBeTruthy();

    await user.click(within(join).getByRole('link', { name: 'already a member? sign in' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign in' })).getByRole('link', { name: 'forgot?' }),
    );
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.click(within(forgot).getByRole('link', { name: 'back to Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('validates as the visitor types and shows the server message on a 401', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'open sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(dialog).getByLabelText('Email'), 'ab');
    expect(await within(dialog).findByText('Must be 3 or more characters long')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Email'));
    expect(await within(dialog).findByText('Please enter an email address')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.org');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-1');
    answer(/\/login\/check$/, 401, { message: 'Invalid credentials.' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid credentials.');
    expect(reload).not.toHaveBeenCalled();

    answer(/\/login\/check$/, 200, { token: 'jwt' });
    await user.click(within(dialog).getByLabelText('Remember me'));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(requests.at(-1)?.body))).toEqual({
      email: 'sam@example.org',
      password: 'secret-1',
      _remember_me: true,
    });
  });

  it('maps 422 violations to the register fields and other failures to a "code: message" alert', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'open join' }));
    const join = await screen.findByRole('dialog', { name: 'Join' });
    await user.type(within(join).getByLabelText('Email'), 'sam@example.org');
    await user.type(within(join).getByLabelText('Password'), 'secret-1');
    await user.type(within(join).getByLabelText('Confirm password'), 'secret-1');

    answer(/\/users$/, 422, {
      status: 422,
      detail: `email: ${ACCOUNT_MESSAGES.emailTaken}`,
      violations: [{ propertyPath: 'email', message: ACCOUNT_MESSAGES.emailTaken }],
    });
    await user.click(within(join).getByRole('button', { name: 'Join' }));
    const email = within(join).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(join).getByText(ACCOUNT_MESSAGES.emailTaken)).toBeTruthy();

    answer(/\/users$/, 429, { status: 429, detail: 'Too Many Requests' });
    await user.click(within(join).getByRole('button', { name: 'Join' }));
    expect((await within(join).findByRole('alert')).textContent).toBe(
      '429: Too many attempts. Please wait a few minutes, then try again.',
    );
    await user.click(within(join).getByRole('button', { name: 'Dismiss message' }));
    expect(within(join).queryByRole('alert')).toBeNull();
  });

  it('registers, signs in automatically and shows the success state; closing reloads', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'open join' }));
    const join = await screen.findByRole('dialog', { name: 'Join' });
    await user.type(within(join).getByLabelText('Email'), 'sam@example.org');
    await user.type(within(join).getByLabelText('Password'), 'secret-1');
    await user.type(within(join).getByLabelText('Confirm password'), 'secret-1');
    await user.click(within(join).getByRole('radio', { name: 'a job poster' }));
    answer(/\/users$/, 201, { id: 1 });
    // The automatic sign-in failing is only reported: the success message still shows.
    answer(/\/login\/check$/, 500, { detail: 'Internal Server Error' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(within(join).getByRole('button', { name: 'Join' }));
    const done = await screen.findByRole('dialog', { name: 'Welcome to Good Food Jobs!' });
    expect(within(done).getByText(ACCOUNT_MESSAGES.registered)).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    expect(JSON.parse(String(requests[0]?.body))).toMatchObject({ identify_as: 'job poster' });
    await user.click(within(done).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('sends the reset request with the CSRF token and always shows the neutral text', async () => {
    const user = renderModal();
    await user.click(screen.getByRole('button', { name: 'open sign in' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sign in' })).getByRole('link', { name: 'forgot?' }),
    );
    const forgot = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await user.type(within(forgot).getByLabelText('Email'), 'nobody@example.org');
    answer(/\/reset-password\/request$/, 200, { success: true, message: 'x' });
    await user.click(within(forgot).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetRequestSent)).toBeTruthy();
    expect(requests[0]?.body).toBe('email=nobody%40example.org&_token=csrf-1&website=');
  });
});
