import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import EmailFriendDialog from './email-friend-dialog.tsx';
import { ShareJob } from './share-job.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

function fillValid(dialog: HTMLElement) {
  fill(dialog, 'Your name', 'Robin');
  fill(dialog, 'Your email', 'robin@example.org');
  fill(dialog, 'Your friend’s email', 'friend@example.org');
  fill(dialog, 'Message', 'You would love this one.');
}

describe('EmailFriendDialog (core 2, 5, 8)', () => {
  it('shows the spec messages, then revalidates on every change', async () => {
    render(<EmailFriendDialog jobId={42} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Email a friend' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Must be 3 or more characters long')).toBeTruthy();
    expect(within(dialog).getAllByText('Invalid email')).toHaveLength(2);
    expect(within(dialog).getByText('Must be 10 or more characters long')).toBeTruthy();
    fill(dialog, 'Message', 'x'.repeat(501));
    expect(await within(dialog).findByText('Must be 500 or fewer characters long')).toBeTruthy();
    fill(dialog, 'Your name', 'Robin');
    await waitFor(() => expect(within(dialog).queryByText('Must be 3 or more characters long')).toBeNull());
  });

  it('puts server violations on their fields and other failures in a red "code: message" alert', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json(
          { violations: [{ propertyPath: 'recipient_email', message: 'Invalid email' }] },
          { status: 422 },
        ),
      )
      .mockResolvedValueOnce(Response.json({ detail: 'Too many requests' }, { status: 429 }));
    vi.stubGlobal('fetch', fetch);
    render(<EmailFriendDialog jobId={42} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Email a friend' });
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Invalid email')).toBeTruthy();
    const body = Object.fromEntries(
      new URLSearchParams(String((fetch.mock.calls[0] as [string, RequestInit])[1].body)),
    );
    expect(body).toMatchObject({
      job: '42',
      sender_name: 'Robin',
      recipient_email: 'friend@example.org',
      website: '',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('429: Too many requests');
  });

  it('then shows the success modal with its text once, and the green alert on the page after it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true }, { status: 200 })),
    );
    render(
      <ShareJob
        jobId={42}
        jobUrl="https://gfj.example/jobs/42/x"
        position="Farm hand"
        companyName="Hollow"
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Email a friend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email a friend' });
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const done = await screen.findByRole('dialog', {
      name: 'your message has been sent. thanks for sharing!',
    });
    // The modal says it once (its title), with no second copy in an alert.
    expect(within(done).queryByRole('status')).toBeNull();
    expect(done.textContent?.match(/thanks for sharing/gi)).toHaveLength(1);
    expect(within(done).getByText('We emailed friend@example.org a link to this job.')).toBeTruthy();
    const [, closeButton] = within(done).getAllByRole('button', { name: 'Close' });
    await user.click(closeButton as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The alert's code loads once the message is sent (decision 011), so it may arrive a tick later.
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your message has been sent. Thanks for sharing',
    );
  });

  it('fills in a signed-in sender’s name and email', () => {
    render(
      <AppStateProvider
        state={{ ...GUEST_APP_STATE, userId: 8, username: 'june', email: 'june@goodfoodjobs.local' }}
      >
        <EmailFriendDialog jobId={42} onClose={() => {}} />
      </AppStateProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Email a friend' });
    expect((within(dialog).getByLabelText('Your name') as HTMLInputElement).value).toBe('June');
    expect((within(dialog).getByLabelText('Your email') as HTMLInputElement).value).toBe(
      'june@goodfoodjobs.local',
    );
    const friend = within(dialog).getByLabelText('Your friend’s email') as HTMLInputElement;
    expect(friend.value).toBe('');
    // Focus skips what is filled in already.
    expect(document.activeElement).toBe(friend);
  });
});
