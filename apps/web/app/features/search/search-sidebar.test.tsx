import { defaultFilters, parseFiltersFromUrl, type SearchFilters } from '@gfj/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SearchPagination } from './search-pagination.tsx';
import { SearchSidebar } from './search-sidebar.tsx';
import type { ResultsSummary } from './show-results-button.tsx';

function renderSidebar(filters: SearchFilters = defaultFilters(), isInteractive = true) {
  const onFiltersChange = vi.fn<(next: SearchFilters) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SearchSidebar
            filters={filters}
            onFiltersChange={onFiltersChange}
            isInteractive={isInteractive}
            results={{ totalItems: 42, isFallback: false }}
            isLoading={false}
            onShowResults={() => true}
          />
        ),
      },
    ],
    { initialEntries: ['/search'] },
  );
  render(<RouterProvider router={router} />);
  const last = () => onFiltersChange.mock.calls.at(-1)?.[0];
  return { onFiltersChange, last };
}

const radios = () =>
  within(screen.getByRole('group', { name: 'Within' })).getAllByRole('radio') as HTMLInputElement[];
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('SearchSidebar', () => {
  it('shows on the collapsed Filters button how many filters are set', () => {
    renderSidebar(
      parseFiltersFromUrl(
        'zip_code=10001&categories[]=1&categories[]=3&compensation_types[paid][]=4&date_posted=week&keywords=cook&sort=date_added.asc',
      ),
    );
    // zip (with its distance), two categories, a pay type and a date: keywords and sort are not filters.
    expect(screen.getByRole('button', { name: 'Filters 5 active' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('offers to clear every filter at once, keeping the words searched and the order', () => {
    renderSidebar(
      parseFiltersFromUrl(
        'zip_code=10001&categories[]=1&types[]=2&date_posted=week&keywords=goat%20cheese&sort=date_added.asc',
      ),
    );
    const clear = screen.getByRole('link', { name: 'Clear all filters (4 active)' });
    expect(clear.getAttribute('href')).toBe(
      '/search?keywords=goat%20cheese&everywhere=1&sort=date_added.asc',
    );
  });

  it('shows no count when nothing is filtered', () => {
    renderSidebar();
    expect(screen.queryByRole('link', { name: /Clear all filters/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('shows the five sections, all open', () => {
    renderSidebar();
    const titles = [...document.querySelectorAll('details')].map((d) => [
      d.querySelector('summary')?.textContent,
      d.open,
    ]);
    expect(titles).toEqual([
      ['Location', true],
      ['Category', true],
      ['Job Type', true],
      ['Compensation', true],
      ['Date Posted', true],
    ]);
  });

  it('keeps the radius disabled until a valid zip, then searches with distance 30', () => {
    const { onFiltersChange, last } = renderSidebar();
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    expect(radios().every((r) => r.disabled || r.closest('fieldset')?.disabled)).toBe(true);

    fireEvent.change(zip, { target: { value: '1000' } });
    expect(onFiltersChange).not.toHaveBeenCalled(); // a partial zip is not a search yet
    expect(screen.getByRole('group', { name: 'Within' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(zip, { target: { value: '10001' } });
    expect(last()).toMatchObject({ zip_code: '10001', distance: 30 });
    expect(screen.getByRole('group', { name: 'Within' }).hasAttribute('disabled')).toBe(false);
    expect(radios().find((r) => r.checked)?.value).toBe('30');

    fireEvent.click(screen.getByRole('radio', { name: '60 miles' }));
    expect(last()).toMatchObject({ zip_code: '10001', distance: 60 });
  });

  it('clears zip and distance when "Outside the US" is chosen, and keeps one scope', () => {
    const { last } = renderSidebar(parseFiltersFromUrl('zip_code=10001&distance=15&page=3'));
    expect(box('Everywhere').checked).toBe(true);
    fireEvent.click(box('Outside the US'));
    const next = last();
    expect(next?.outside).toBe(true);
    expect(next?.everywhere).toBe(false);
    expect(next?.zip_code).toBeUndefined();
    expect(next?.distance).toBeUndefined();
    expect(next?.page).toBeUndefined(); // any change resets the page
    expect(box('Everywhere').checked).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Zip code' }) as HTMLInputElement).value).toBe('');

    fireEvent.click(box('Work remotely'));
    expect(last()).toMatchObject({ anywhere: true, outside: false, everywhere: false });
    fireEvent.click(box('Work remotely'));
    expect(last()).toMatchObject({ anywhere: false, outside: false, everywhere: true });
  });

  it('removes the salary ranges when "Salaried" is unchecked', () => {
    const { last } = renderSidebar(
      parseFiltersFromUrl(
        'compensation_types[paid][]=5&compensation_types[paid][]=4&compensation_ranges[salaried][]=10&compensation_ranges[hourly][]=12',
      ),
    );
    expect(box('$50,000 - $75,000').checked).toBe(true);
    fireEvent.click(box('Salaried'));
    expect(last()?.compensation_types.paid).toEqual([4]);
    expect(last()?.compensation_ranges).toEqual({ salaried: [], hourly: [12] });
    expect(screen.queryByRole('checkbox', { name: '$50,000 - $75,000' })).toBeNull();
  });

  it('adds categories and types and sets the date posted', () => {
    const { last } = renderSidebar();
    fireEvent.click(box('Culinary'));
    expect(last()?.categories).toEqual([3]);
    fireEvent.click(box('Part-Time'));
    expect(last()).toMatchObject({ categories: [3], types: [2] });
    fireEvent.click(screen.getByRole('radio', { name: 'Past Week' }));
    expect(last()?.date_posted).toBe('week');
    fireEvent.click(screen.getByRole('radio', { name: 'Any Time' }));
    expect(last()?.date_posted).toBeUndefined();
  });

  it('names its fields as the URL does, with an Apply button only before hydration', () => {
    renderSidebar(parseFiltersFromUrl('keywords=bread&regions[]=west'), false);
    expect(box('Culinary').name).toBe('categories[]');
    expect(box('Hourly').name).toBe('compensation_types[paid][]');
    const hidden = [...document.querySelectorAll('input[type="hidden"]')].map((i) => [
      (i as HTMLInputElement).name,
      (i as HTMLInputElement).value,
    ]);
    expect(hidden).toEqual([
      ['keywords', 'bread'],
      ['regions[]', 'west'],
    ]);
    expect(screen.getByRole('button', { name: 'Apply filters' })).toBeTruthy();
    // The phone panel's live button needs JavaScript: without it the form's button submits.
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
    // And the panel opens from a link to the sidebar (its :target), not from a button needing it.
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Filters 1 active' }).getAttribute('href')).toBe('#filters');
    expect(screen.getByRole('complementary', { name: 'Filters' }).id).toBe('filters');
    expect(document.querySelector('form')?.hasAttribute('data-open')).toBe(false);
  });
});

interface PanelState {
  results: ResultsSummary | null;
  isLoading: boolean;
}

/** The sidebar as the search page uses it on a phone, with the results' heading beside it. */
function PhonePage({
  onShowResults,
  hasResultsHeading,
  expose,
}: {
  onShowResults: () => boolean;
  hasResultsHeading: boolean;
  expose: (set: (state: PanelState) => void) => void;
}) {
  const [state, set] = useState<PanelState>({
    results: { totalItems: 1234, isFallback: false },
    isLoading: false,
  });
  expose(set);
  return (
    <>
      <SearchSidebar
        filters={defaultFilters()}
        onFiltersChange={() => {}}
        isInteractive
        results={state.results}
        isLoading={state.isLoading}
        onShowResults={onShowResults}
      />
      {hasResultsHeading ? (
        <h2 id="results-count" tabIndex={-1}>
          results
        </h2>
      ) : null}
    </>
  );
}

/** Renders the phone page and opens its filters panel. */
function renderPhonePanel(hasResultsHeading = true) {
  let setState: (state: PanelState) => void = () => {};
  const onShowResults = vi.fn(() => {
    const heading = document.getElementById('results-count');
    heading?.focus();
    return heading !== null;
  });
  const element = (
    <PhonePage
      onShowResults={onShowResults}
      hasResultsHeading={hasResultsHeading}
      expose={(set) => {
        setState = set;
      }}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/search'] });
  render(<RouterProvider router={router} />);
  const toggle = screen.getByRole('button', { name: 'Filters' });
  fireEvent.click(toggle);
  return { toggle, onShowResults, update: (state: PanelState) => act(() => setState(state)) };
}

describe('SearchSidebar on a phone', () => {
  it('says on the panel’s button how many jobs match, and that the results load after a change', () => {
    const { update } = renderPhonePanel();
    expect(screen.getByRole('button', { name: 'Show 1,234 jobs' })).toBeTruthy();
    update({ results: { totalItems: 1234, isFallback: false }, isLoading: true });
    expect(screen.getByRole('button', { name: 'Updating results…' })).toBeTruthy();
    update({ results: { totalItems: 1, isFallback: false }, isLoading: false });
    expect(screen.getByRole('button', { name: 'Show 1 job' })).toBeTruthy();
    update({ results: { totalItems: 50, isFallback: true }, isLoading: false });
    expect(screen.getByRole('button', { name: 'No exact matches: show newest jobs' })).toBeTruthy();
    update({ results: null, isLoading: false });
    expect(screen.getByRole('button', { name: 'Show results' })).toBeTruthy();
  });

  it('closes the panel onto the results with "Show N jobs"', () => {
    const { toggle, onShowResults } = renderPhonePanel();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show 1,234 jobs' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(onShowResults).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('results-count');
  });

  it('gives focus back to the Filters button when there are no results to go to', () => {
    const { toggle } = renderPhonePanel(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show 1,234 jobs' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('starts open when the page was opened on #filters (the link followed before hydration)', () => {
    window.location.hash = '#filters';
    try {
      renderSidebar();
      expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('true');
      expect(document.querySelector('form')?.getAttribute('data-open')).toBe('true');
    } finally {
      window.location.hash = '';
    }
  });

  it('closes with Escape from inside the panel, focus back on the Filters button', () => {
    const { toggle, onShowResults } = renderPhonePanel();
    const culinary = box('Culinary');
    culinary.focus();
    fireEvent.keyDown(culinary, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(onShowResults).not.toHaveBeenCalled();
  });
});

describe('SearchPagination', () => {
  it('links previous, next and the pages of range 3 with 2 margins, marking the current page', () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <SearchPagination page={10} totalPages={20} hrefFor={(p) => `/search?keywords=x&page=${p}`} />
          ),
        },
      ],
      { initialEntries: ['/search'] },
    );
    render(<RouterProvider router={router} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Previous',
      '1',
      '2',
      '9',
      '10',
      '11',
      '19',
      '20',
      'Next',
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/search?keywords=x&page=11',
    );
  });
});
