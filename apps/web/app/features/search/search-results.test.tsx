import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PastLastPage, ResultsHeader } from './search-results.tsx';

const options = () =>
  within(screen.getByRole('combobox', { name: 'Sort by' }))
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('ResultsHeader: the sort', () => {
  it('without keywords offers the newest first once, as the default (it was listed twice)', () => {
    render(
      <ResultsHeader
        totalItems={3}
        isFallback={false}
        sort={undefined}
        hasKeywords={false}
        onSortChange={vi.fn()}
      />,
    );
    expect(options()).toEqual([
      ['', 'Newest first (default)'],
      ['date_added.asc', 'Oldest first'],
      ['highlighted_popular', 'Most popular'],
    ]);
  });

  it('without keywords, an address asking for the newest first shows the default chosen', () => {
    render(
      <ResultsHeader
        totalItems={3}
        isFallback={false}
        sort="date_added.desc"
        hasKeywords={false}
        onSortChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', '');
  });

  it('with keywords the default is the best match, and the newest first is one of the orders', () => {
    render(
      <ResultsHeader
        totalItems={3}
        isFallback={false}
        sort="date_added.desc"
        hasKeywords
        onSortChange={vi.fn()}
      />,
    );
    expect(options()).toEqual([
      ['', 'Best match'],
      ['date_added.asc', 'Oldest first'],
      ['date_added.desc', 'Newest first'],
      ['highlighted_popular', 'Most popular'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'date_added.desc');
  });
});

describe('PastLastPage', () => {
  it('names the page asked for, but not the largest number read in place of a longer one', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PastLastPage page={7} lastPage={6} href="/search?page=6" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'There is no page 7' })).toBeTruthy();
    unmount();
    // /search?page=99999999999999999999 said "There is no page 2147483647".
    render(
      <MemoryRouter>
        <PastLastPage page={2_147_483_647} lastPage={6} href="/search?page=6" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'There is no such page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 6' })).toBeTruthy();
  });
});
