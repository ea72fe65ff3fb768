import { describe, expect, it } from 'vitest';
import { buildLocationName, isPastDeadline } from './jobs.presenter.ts';

const place = { city: null, state: null, country: 'US', workRemote: false, workLocation: 'us' } as const;

describe('location_name', () => {
  it.each([
    [{ ...place, city: 'Ithaca', state: 'NY' }, 'Ithaca, NY'],
    [{ ...place, state: 'VT' }, 'VT'],
    [{ ...place, city: 'Lyon', country: 'FR', workLocation: 'international' }, 'Lyon, France'],
    [{ ...place, country: 'JP', workLocation: 'international' }, 'Japan'],
    [{ ...place, workRemote: true, workLocation: 'anywhere' }, 'Remote'],
    [{ ...place, city: 'Austin', state: 'TX', workRemote: true, workLocation: 'anywhere' }, 'Remote'],
    [{ ...place, workRemote: true }, 'Remote'],
    [place, 'United States'],
  ] as const)('%o -> %s', (job, expected) => {
    expect(buildLocationName(job)).toBe(expected);
  });
});

describe('past_deadline', () => {
  it('turns true once the deadline day is over in New York', () => {
    // 03:00 UTC on the 2nd is still the 1st in New York.
    expect(isPastDeadline('2026-05-01', new Date('2026-05-02T03:00:00Z'))).toBe(false);
    expect(isPastDeadline('2026-05-01', new Date('2026-05-02T05:00:00Z'))).toBe(true);
    expect(isPastDeadline(null, new Date())).toBe(false);
  });
});
