import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStateProvider, GUEST_APP_STATE } from '../auth/app-state.tsx';
import { INQUIRY_FORM_WORDING } from '../jobs/listing-form-wording.ts';
import { ApplicationForm, checkResume } from './application-form.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
});

const JUNE = { ...GUEST_APP_STATE, userId: 8, username: 'june', email: 'june@goodfoodjobs.local' };

const pdf = (size = 20, name = 'resume.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('the on-site application (product decisions: Applying)', () => {
  it('asks for a PDF or DOCX resume of at most 10 MB', () => {
    expect(checkResume(null)).toBe('Please attach your resume.');
    expect(checkResume(pdf(20, 'resume.txt'))).toBe('The resume must be a PDF or Word (DOCX) document.');
    expect(checkResume(pdf(10 * 1024 * 1024 + 1))).toBe('The resume must be 10 MB or smaller.');
    expect(checkResume(pdf(10 * 1024 * 1024))).toBeUndefined();
    expect(checkResume(pdf(20, 'CV.DOCX'))).toBeUndefined();
  });

  it('sends multipart name, email, message and resume; server violations land on their fields', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json(
          {
            violations: [
              { propertyPath: 'resume', message: 'The resume must be a PDF or Word (DOCX) document.' },
            ],
          },
          { status: 422 },
        ),
      )
      .mockResolvedValueOnce(
        Response.json({ success: true, message: 'Your application has been sent.' }, { status: 201 }),
      );
    vi.stubGlobal('fetch', fetch);
    render(<ApplicationForm jobId={42} />);
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Sam Rivers' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'sam@example.org' } });
    fireEvent.change(screen.getByLabelText(/Resume/), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The resume must be a PDF or Word (DOCX) document.')).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/jobs/42/applications');
    const form = init.body as FormData;
    expect(form.get('name')).toBe('Sam Rivers');
    expect(form.get('email')).toBe('sam@example.org');
    expect((form.get('resume') as File).name).toBe('resume.pdf');
    // The violation can show a render before the form leaves its submitting state (the button then
    // reads "Sending…" and is disabled): wait for the button to be back before sending again.
    fireEvent.click(await screen.findByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your application has been sent.');
  });

  it('fills in a signed-in applicant’s details, remembers the name they used, and says when they applied before', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json({ success: true, message: 'Your application has been sent.' }, { status: 201 }),
      )
      .mockResolvedValueOnce(
        Response.json({ detail: 'You already applied to this job on Mar, 05 2026.' }, { status: 409 }),
      );
    vi.stubGlobal('fetch', fetch);
    const onApplied = vi.fn();
    const first = render(
      <AppStateProvider state={JUNE}>
        <ApplicationForm jobId={42} onApplied={onApplied} />
      </AppStateProvider>,
    );
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('June');
    expect((screen.getByLabelText('Your email') as HTMLInputElement).value).toBe('june@goodfoodjobs.local');
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'June Okafor' } });
    fireEvent.change(screen.getByLabelText(/Resume/), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your application has been sent.');
    expect(onApplied).toHaveBeenCalledTimes(1);
    first.unmount();

    render(
      <AppStateProvider state={JUNE}>
        <ApplicationForm jobId={42} />
      </AppStateProvider>,
    );
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('June Okafor');
    fireEvent.change(screen.getByLabelText(/Resume/), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '409: You already applied to this job on Mar, 05 2026.',
    );
  });

  it('for a business for sale it is an inquiry: a required message to the seller and no resume', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json(
          { success: true, message: 'Your message has been sent to the seller.' },
          { status: 201 },
        ),
      );
    vi.stubGlobal('fetch', fetch);
    render(<ApplicationForm jobId={42} wording={INQUIRY_FORM_WORDING} />);
    expect(screen.queryByLabelText(/Resume/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Sam Rivers' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'sam@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('Please write your message to the seller.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Your message to the seller'), {
      target: { value: 'Is the oven included?' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send inquiry' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your message has been sent to the seller.');
    const form = (fetch.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect(form.get('message')).toBe('Is the oven included?');
    expect(form.has('resume')).toBe(false);
  });
});
