import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HowToApply } from './how-to-apply.tsx';
import { buildJob } from './job.fixture.ts';

const WAYS = {
  how_to_apply: 'Tell us when you could start.',
  apply_on_site: true,
  how_to_apply_online: 'https://hollowcreek.example/jobs',
  how_to_apply_phone: '(607) 555-0100',
  how_to_apply_in_person: 'Come by the farm stand.',
};

let job = buildJob();
const Section = () => <HowToApply job={job} />;

function renderSection(overrides: Parameters<typeof buildJob>[0]) {
  job = buildJob(overrides);
  const Stub = createRoutesStub([{ path: '/', Component: Section }]);
  render(<Stub initialEntries={['/']} />);
}

describe('HowToApply', () => {
  it('shows the ways to apply and Apply Now for an approved job before its deadline', async () => {
    renderSection(WAYS);
    await screen.findByRole('button', { name: 'Apply Now' });
    // Apply Now opens the ways to apply (guests get the sign-in modal first).
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /apply on hollowcreek.example/ }).getAttribute('href')).toBe(
      'https://hollowcreek.example/jobs',
    );
    expect(screen.getByText(/choose Apply Now and we email your resume/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a business for sale is inquired about, not applied to: no Apply, no resume, the message goes to the seller', async () => {
    renderSection({
      ...WAYS,
      company_name: 'Rise Up Bakery',
      post_type: { ...buildJob().post_type, id: 2 },
    });
    await screen.findByRole('button', { name: 'Inquire Now' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('How to inquire');
    expect(
      screen.getByText(
        'On this site: choose Inquire Now and we email your message to the seller, Rise Up Bakery',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'inquire on hollowcreek.example' })).toBeTruthy();
    const section = document.querySelector('#how-to-apply')?.textContent ?? '';
    expect(section).not.toMatch(/appl(y|ied|ication)|resume/i);
  });

  it.each([
    [{ status: 'filled' as const }, 'No longer for sale'],
    [{ status: 'expired' as const }, 'This listing has expired'],
    [{ status: 'approved' as const, past_deadline: true }, 'Deadline passed'],
  ])('a closed business for sale says so in its own words (%o)', async (overrides, text) => {
    renderSection({ ...WAYS, ...overrides, post_type: { ...buildJob().post_type, id: 2 } });
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Inquiries');
    expect(screen.getByText(/This listing no longer takes inquiries\./)).toBeTruthy();
    expect(document.querySelector('#how-to-apply')?.textContent ?? '').not.toMatch(/appl(y|ied|ication)/i);
    // Its like are businesses for sale (job type 7), not the jobs of its categories.
    expect(screen.getByRole('link', { name: 'See businesses for sale' }).getAttribute('href')).toBe(
      '/search?types[]=7',
    );
    expect(screen.queryByRole('link', { name: /jobs/ })).toBeNull();
  });

  it('sends the reader of a closed education program on to education programs (job type 8)', async () => {
    renderSection({ ...WAYS, status: 'filled', post_type: { ...buildJob().post_type, id: 3 } });
    await screen.findByRole('status');
    expect(screen.getByRole('link', { name: 'See education programs' }).getAttribute('href')).toBe(
      '/search?types[]=8',
    );
  });

  it('says when the signed-in user inquired about a business for sale', async () => {
    renderSection({
      ...WAYS,
      post_type: { ...buildJob().post_type, id: 2 },
      current_user_applied_on: '2026-03-05T14:00:00+00:00',
    });
    expect(await screen.findByText('You inquired on Mar, 05 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inquire Now' })).toBeNull();
  });

  it.each([
    [{ status: 'filled' as const }, 'Position filled'],
    [{ status: 'expired' as const }, 'This listing has expired'],
    [{ past_deadline: true }, 'Deadline passed'],
  ])('shows only the status, and no way to apply, when the job is closed (%o)', async (overrides, text) => {
    renderSection({ ...WAYS, ...overrides });
    await screen.findByRole('status');
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    const section = document.querySelector('#how-to-apply')?.textContent ?? '';
    for (const instruction of ['Apply Now', 'apply on', '555-0100', 'farm stand', 'could start', 'email']) {
      expect(section).not.toContain(instruction);
    }
    expect(screen.getByRole('link', { name: 'See open jobs like it' }).getAttribute('href')).toBe(
      '/search?categories[]=1',
    );
  });

  it('says when the signed-in user applied, instead of Apply Now', async () => {
    renderSection({ ...WAYS, current_user_applied_on: '2026-03-05T14:00:00+00:00' });
    await screen.findByText('You applied on Mar, 05 2026.');
    expect(screen.getByText('You applied on Mar, 05 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(screen.queryByText(/choose Apply Now/)).toBeNull();
    // The other ways stay readable.
    expect(screen.getByText('By phone: (607) 555-0100')).toBeTruthy();
  });
});
