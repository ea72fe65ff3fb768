import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildJob } from './job.fixture.ts';
import { JobCard } from './job-card.tsx';

const now = new Date('2026-03-10T12:00:00Z');

function renderCard(...args: Parameters<typeof buildJob>) {
  const job = buildJob(...args);
  render(
    <MemoryRouter>
      <JobCard job={job} now={now} />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('JobCard', () => {
  it('links the title to the job page and shows company, place, type and pay', () => {
    const card = renderCard();
    const link = within(card).getByRole('link', { name: 'Vegetable Crew Lead' });
    expect(link.getAttribute('href')).toBe('/jobs/42/vegetable-crew-lead');
    expect(card.textContent).toContain('Hollow Creek Farm');
    expect(card.textContent).toContain('Ithaca, NY');
    expect(card.textContent).toContain('Full-Time');
    expect(card.textContent).toContain('$50,000 - $75,000');
  });

  it('shows the pay the poster entered rather than the search range it falls in', () => {
    const pay = (overrides: Parameters<typeof buildJob>[0]) => {
      const { container, unmount } = render(
        <MemoryRouter>
          <JobCard job={buildJob(overrides)} now={now} />
        </MemoryRouter>,
      );
      const text = container.querySelectorAll('.job-card__facts li')[2]?.textContent ?? '';
      unmount();
      return text.replace('Pay: ', '');
    };
    // An hourly job paying $18-22 is in the "$15-20/hr" range: the card said that.
    const hourly = { compensation_range: { id: 12, name: '$15-20/hr' }, pay_period: 'hour' as const };
    expect(pay({ ...hourly, pay_min: 1800, pay_max: 2200 })).toBe('$18–22/hr');
    expect(pay({ ...hourly, pay_min: 1850 })).toBe('$18.50/hr');
    expect(pay({ pay_period: 'year', pay_min: 4_500_000, pay_max: 5_500_000 })).toBe('$45,000–55,000/yr');
    expect(pay({ pay_period: 'year', pay_min: 4_500_000, pay_max: 4_500_000 })).toBe('$45,000/yr');
    // Without entered pay (older listings): the range's name.
    expect(pay({ ...hourly })).toBe('$15-20/hr');
  });

  it('cuts titles longer than 38 characters with an ellipsis and keeps the full title as a tooltip', () => {
    const card = renderCard({ position: 'Assistant Farm Manager for Diversified Vegetable Operation' });
    const link = within(card).getByRole('link');
    expect(link.textContent).toBe('Assistant Farm Manager for Diversified…');
    expect(link.getAttribute('title')).toBe('Assistant Farm Manager for Diversified Vegetable Operation');
  });

  it('labels a job added within 48 hours "New"', () => {
    const card = renderCard({ date_added: '2026-03-09T13:00:00+00:00' });
    expect(within(card).getByText('New')).toBeTruthy();
  });

  it('labels an older filled job "Position filled"', () => {
    const card = renderCard({ status: 'filled', past_deadline: true });
    expect(within(card).getByText('Position filled')).toBeTruthy();
    expect(within(card).queryByText('Deadline passed')).toBeNull();
  });

  it('labels an older job past its deadline "Deadline passed"', () => {
    const card = renderCard({ past_deadline: true });
    expect(within(card).getByText('Deadline passed')).toBeTruthy();
  });

  it('shows no label on an older open job', () => {
    const card = renderCard();
    for (const label of ['New', 'Position filled', 'Deadline passed']) {
      expect(within(card).queryByText(label)).toBeNull();
    }
  });
});
