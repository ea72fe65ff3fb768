import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HowToApply } from './how-to-apply.tsx';
import { buildJob } from './job.fixture.ts';

describe('HowToApply', () => {
  it('shows Apply Now for an approved job before its deadline', () => {
    render(<HowToApply job={buildJob({ how_to_apply_email: 'jobs@hollowcreek.example' })} />);
    // Apply Now opens the ways to apply (guests get the sign-in modal first).
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /apply on hollowcreek.example/ }).getAttribute('href')).toBe(
      'https://hollowcreek.example/jobs',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    [{ status: 'filled' as const }, 'Position filled'],
    [{ status: 'expired' as const }, 'This listing has expired'],
    [{ past_deadline: true }, 'Deadline passed'],
  ])('shows the status text instead of Apply Now when the job is closed (%o)', (overrides, text) => {
    render(<HowToApply job={buildJob(overrides)} />);
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(text);
  });
});
