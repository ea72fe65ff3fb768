import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearchPanel, HeaderSearchProvider, HeaderSearchToggle } from './header-search.tsx';
import { buildHeaderSearchUrl, readHeaderSearch } from './header-search-url.ts';
import { AUTO_CLOSE_MS, useAutoClose } from './use-auto-close.ts';

function renderHeader(path: string, disabled = false) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <header>
            <HeaderSearchProvider>
              <HeaderSearchToggle />
              <HeaderSearchPanel disabled={disabled} />
            </HeaderSearchProvider>
          </header>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const panel = () => document.getElementById('header-search-panel');

describe('useAutoClose', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes 10 s after the mouse leaves, not before', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useAutoClose(onClose, { enabled: true }));
    expect(AUTO_CLOSE_MS).toBe(10_000);
    result.current.onMouseLeave();
    vi.advanceTimersByTime(9_999);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the mouse comes back', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useAutoClose(onClose, { enabled: true }));
    result.current.onMouseLeave();
    vi.advanceTimersByTime(6_000);
    result.current.onMouseEnter();
    vi.advanceTimersByTime(60_000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('never fires while disabled (the search page keeps the bar open)', () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useAutoClose(onClose, { enabled: false }));
    result.current.onMouseLeave();
    vi.advanceTimersByTime(60_000);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('HeaderSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the toggle, focuses the keyword box and closes 10 s after the mouse leaves', async () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const input = await screen.findByRole('combobox', { name: 'Job title or keyword' });
    expect(document.activeElement).toBe(input);

    // Typing keeps the bar; once focus is elsewhere the timer may close it.
    input.blur();
    fireEvent.mouseLeave(panel() as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    fireEvent.mouseEnter(panel() as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(panel()).not.toBeNull();

    fireEvent.mouseLeave(panel() as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(AUTO_CLOSE_MS);
    });
    expect(panel()).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('is always open on /search, without a toggle, and filled from the URL', async () => {
    renderHeader('/search?keywords=cheese&regions[]=west&categories[]=3');
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    const input = await screen.findByRole('combobox', { name: 'Job title or keyword' });
    expect((input as HTMLInputElement).value).toBe('cheese');
    expect(document.activeElement).not.toBe(input);
    fireEvent.click(await screen.findByRole('button', { name: 'search by region 1 selected' }));
    expect((screen.getByRole('checkbox', { name: 'West' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.mouseLeave(panel() as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(panel()).not.toBeNull();
  });

  it('submits from another page to /search with keywords and regions', async () => {
    const router = renderHeader('/jobs/1/x');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Job title or keyword' });
    fireEvent.change(input, { target: { value: 'baker' } });
    fireEvent.click(await screen.findByRole('button', { name: 'search by region' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'North East' }));
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH JOBS' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(decodeURIComponent(router.state.location.search)).toBe('?keywords=baker&regions[]=north-east');
  });
});

describe('HeaderSearch keyboard', () => {
  it('closes with Escape once the suggestions are closed and gives focus back to the toggle', async () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(toggle);
    const input = await screen.findByRole('combobox', { name: 'Job title or keyword' });
    fireEvent.change(input, { target: { value: 'ab' } });
    fireEvent.keyDown(input, { key: 'Escape' }); // first Escape clears the box
    expect((input as HTMLInputElement).value).toBe('');
    expect(panel()).not.toBeNull();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});

describe('HeaderSearch region map and Escape', () => {
  it('closes the open map with Escape (also on /search, where the bar stays), focus back on its toggle', async () => {
    renderHeader('/search?keywords=cheese');
    await screen.findByRole('combobox', { name: 'Job title or keyword' });
    const toggle = await screen.findByRole('button', { name: 'search by region' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const west = screen.getByRole('checkbox', { name: 'West' });
    west.focus();
    fireEvent.keyDown(west, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    expect(panel()).not.toBeNull();
  });

  it('on other pages, a first Escape closes the map and a second one the bar', async () => {
    renderHeader('/');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('combobox', { name: 'Job title or keyword' });
    const mapToggle = await screen.findByRole('button', { name: 'search by region' });
    fireEvent.click(mapToggle);
    fireEvent.keyDown(mapToggle, { key: 'Escape' });
    expect(mapToggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel()).not.toBeNull();
    fireEvent.keyDown(mapToggle, { key: 'Escape' });
    expect(panel()).toBeNull();
  });
});

describe('HeaderSearch blocked', () => {
  it('does not submit while the disabled flag is set', async () => {
    const router = renderHeader('/', true);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByRole('combobox', { name: 'Job title or keyword' });
    fireEvent.change(input, { target: { value: 'baker' } });
    const submit = screen.getByRole('button', { name: 'SEARCH JOBS' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(submit);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('buildHeaderSearchUrl', () => {
  it('starts a new search from other pages', () => {
    expect(buildHeaderSearchUrl(' goat cheese ', ['west', 'central'])).toBe(
      '/search?keywords=goat%20cheese&regions[]=west&regions[]=central',
    );
    expect(buildHeaderSearchUrl('', [])).toBe('/search');
  });

  it('on /search keeps the other filters, replaces keywords and regions, and drops the page', () => {
    expect(
      buildHeaderSearchUrl(
        'chef',
        ['south-east'],
        '?keywords=cook&regions[]=west&categories[]=3&page=4&zip_code=10001',
      ),
    ).toBe('/search?keywords=chef&regions[]=south-east&categories[]=3&zip_code=10001');
    expect(buildHeaderSearchUrl('', [], '?keywords=cook&regions%5B%5D=west&types[]=1')).toBe(
      '/search?types[]=1',
    );
  });

  it('leaves "outside the US" when a region is chosen (a region is a US place)', () => {
    expect(buildHeaderSearchUrl('', ['west'], '?outside=1&types[]=1')).toBe(
      '/search?regions[]=west&types[]=1',
    );
    expect(buildHeaderSearchUrl('cook', [], '?outside=1')).toBe('/search?keywords=cook&outside=1');
  });
});

describe('readHeaderSearch', () => {
  it('fills the bar from the address, control characters as spaces (never raw in the page)', () => {
    expect(readHeaderSearch('?keywords=cider%00maker%01&regions[]=west&regions[]=mars')).toEqual({
      keywords: 'cider maker ',
      regions: ['west'],
    });
  });
});
