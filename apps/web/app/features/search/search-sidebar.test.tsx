import { defaultFilters, parseFiltersFromUrl, type SearchFilters } from '@gfj/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SearchPagination } from './search-pagination.tsx';
import { SearchSidebar } from './search-sidebar.tsx';

function renderSidebar(filters: SearchFilters = defaultFilters(), isInteractive = true) {
  const onFiltersChange = vi.fn<(next: SearchFilters) => void>();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SearchSidebar filters={filters} onFiltersChange={onFiltersChange} isInteractive={isInteractive} />
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
