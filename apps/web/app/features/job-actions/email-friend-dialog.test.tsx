import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EmailFriendDialog from './email-friend-dialog.tsx';

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
  it('shows the spec messages, then revalidates on every change', () => {
    render(<EmailFriendDialog jobId={42} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Email a friend' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Must be 3 or more characters long')).toBeTruthy();
    expect(within(dialog).getAllByText('Invalid email')).toHaveLength(2);
    expect(within(dialog).getByText('Must be 10 or more characters long')).toBeTruthy();
    fill(dialog, 'Message', 'x'.repeat(501));
    expect(within(dialog).getByText('Must be 500 or fewer characters long')).toBeTruthy();
    fill(dialog, 'Your name', 'Robin');
    expect(within(dialog).queryByText('Must be 3 or more characters long')).toBeNull();
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

  it('then shows the success modal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true }, { status: 200 })),
    );
    render(<EmailFriendDialog jobId={42} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Email a friend' });
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const done = await screen.findByRole('dialog', {
      name: 'your message has been sent. thanks for sharing!',
    });
    expect(within(done).getByRole('status').textContent).toBe(
      'Your message has been sent. Thanks for sharing',
    );
  });
});
