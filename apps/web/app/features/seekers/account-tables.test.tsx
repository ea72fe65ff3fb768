import type { SavedSearch, UserFollowJob } from '@gfj/contracts/seekers';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FavoritesTable } from './favorites-table.tsx';
import { SavedSearchesTable } from './saved-searches-table.tsx';

function follow(id: number, position: string): UserFollowJob {
  return {
    '@id': `/api/user-follow-jobs/${id}`,
    '@type': 'UserFollowJob',
    id,
    user: '/api/users/7',
    date_added: '2026-11-01T12:00:00Z',
    job: {
      '@id': `/api/jobs/${id + 100}`,
      '@type': 'Job',
      id: id + 100,
      position,
      company_name: 'Hollow Creek Farm',
      date_added: '2026-10-03T12:00:00Z',
      status: 'approved',
      item_url: `/jobs/${id + 100}/job-${id}`,
      past_deadline: false,
    },
  };
}

function savedSearch(id: number, name: string, status: SavedSearch['status'] = 'active'): SavedSearch {
  return {
    '@id': `/api/saved-searches/${id}`,
    '@type': 'SavedSearch',
    id,
    user: '/api/users/7',
    name,
    params: `keywords=${encodeURIComponent(name)}`,
    status,
    date_added: '2026-11-01T12:00:00Z',
    date_modified: '2026-11-02T12:00:00Z',
  };
}

function deferred() {
  let resolve!: (value: boolean) => void;
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

function renderFavorites(
  rows: UserFollowJob[],
  page: number,
  deleteFollow: (id: number) => Promise<boolean>,
) {
  const onPageEmptied = vi.fn();
  const onSettled = vi.fn();
  render(
    <MemoryRouter>
      <h1 id="list-title" tabIndex={-1}>
        Favorites
      </h1>
      <FavoritesTable
        rows={rows}
        page={page}
        totalPages={3}
        hrefFor={(p) => `/account/seekers?page=${p}`}
        onPageEmptied={onPageEmptied}
        onSettled={onSettled}
        deleteFollow={deleteFollow}
        headingId="list-title"
      />
    </MemoryRouter>,
  );
  return { onPageEmptied, onSettled };
}

describe('FavoritesTable (core 2, 4)', () => {
  it('shows Job Title, Company, Posted as "MMM, DD YYYY" and Status', () => {
    renderFavorites([follow(1, 'Farm hand')], 1, vi.fn());
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(screen.getByRole('link', { name: 'Farm hand' }).getAttribute('href')).toBe('/jobs/101/job-1');
    expect(cells.map((c) => c.textContent)).toEqual(['Hollow Creek Farm', 'Oct, 03 2026', 'Open', '']);
  });

  it('asks before deleting: NO cancels and returns focus to the trash icon', () => {
    const deleteFollow = vi.fn();
    renderFavorites([follow(1, 'Farm hand')], 1, deleteFollow);
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Farm hand\u2069' }));
    expect(screen.getByText('Are you sure you want to delete?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('NO');
    fireEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(screen.queryByText('Are you sure you want to delete?')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Farm hand\u2069' }));
    expect(deleteFollow).not.toHaveBeenCalled();
  });

  it('YES removes the row at once and restores it at its old position when the delete fails', async () => {
    const request = deferred();
    const deleteFollow = vi.fn(() => request.promise);
    const { onSettled } = renderFavorites(
      [follow(1, 'Farm hand'), follow(2, 'Line cook'), follow(3, 'Baker')],
      1,
      deleteFollow,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Line cook\u2069' }));
    fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(deleteFollow).toHaveBeenCalledWith(2);
    expect(rowTitles()).toEqual(['Farm hand', 'Baker']);
    // The row left under the keyboard: focus moved on to the next row's icon, not to the body.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Baker\u2069' }));
    await act(async () => {
      request.resolve(false);
      await request.promise;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(rowTitles()).toEqual(['Farm hand', 'Line cook', 'Baker']);
    expect(onSettled).not.toHaveBeenCalled();
    // Silently (core 8), with the focus back on the row's icon.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Line cook\u2069' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps the row out and reloads the page when the delete succeeds', async () => {
    const { onSettled, onPageEmptied } = renderFavorites(
      [follow(1, 'Farm hand'), follow(2, 'Line cook')],
      2,
      vi.fn(async () => true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Farm hand\u2069' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    });
    expect(rowTitles()).toEqual(['Line cook']);
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onPageEmptied).not.toHaveBeenCalled();
    // Focus goes to the delete icon now in the row's place, and the outcome is announced.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Line cook\u2069' }));
    expect(screen.getByRole('status').textContent).toBe(
      '“\u2068Farm hand\u2069” was removed from your favorites.',
    );
  });

  it('goes back one page when the last row of a later page is deleted', async () => {
    const { onPageEmptied, onSettled } = renderFavorites(
      [follow(9, 'Cheesemaker')],
      3,
      vi.fn(async () => true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Cheesemaker\u2069' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    });
    expect(onPageEmptied).toHaveBeenCalledWith(2);
    expect(onSettled).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Favorites' }));
  });

  it('keeps a deleted row out when a revalidation that started before the delete lands after it', async () => {
    const rows = [follow(1, 'Farm hand'), follow(2, 'Line cook')];
    const props = {
      page: 1,
      totalPages: 1,
      hrefFor: (p: number) => `/account/seekers?page=${p}`,
      onPageEmptied: vi.fn(),
      onSettled: vi.fn(),
      deleteFollow: vi.fn(async () => true),
      headingId: 'list-title',
    };
    const { rerender } = render(
      <MemoryRouter>
        <FavoritesTable rows={rows} {...props} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Farm hand\u2069' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    });
    // Before: the stale list brought the row back (and the focus on its neighbour went with it).
    rerender(
      <MemoryRouter>
        <FavoritesTable rows={[...rows]} {...props} />
      </MemoryRouter>,
    );
    expect(rowTitles()).toEqual(['Line cook']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Line cook\u2069' }));
  });

  it('stays on page 1 and shows the empty message when its last row goes', async () => {
    const { onPageEmptied } = renderFavorites(
      [follow(9, 'Cheesemaker')],
      1,
      vi.fn(async () => true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Cheesemaker\u2069' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    });
    expect(onPageEmptied).not.toHaveBeenCalled();
    const [notice, empty] = screen.getAllByRole('status');
    expect(notice?.textContent).toBe('“\u2068Cheesemaker\u2069” was removed from your favorites.');
    expect(empty?.textContent).toBe('You are not following any jobs yet. Search jobs now.');
    expect(document.activeElement).toBe(empty);
    expect(screen.getByRole('link', { name: 'Search jobs now.' }).getAttribute('href')).toBe('/search');
  });
});

function renderSavedSearches(
  rows: SavedSearch[],
  setStatus: (id: number, status: SavedSearch['status']) => Promise<boolean>,
) {
  render(
    <MemoryRouter>
      <SavedSearchesTable
        rows={rows}
        page={1}
        totalPages={1}
        hrefFor={(p) => `?page=${p}`}
        onPageEmptied={vi.fn()}
        onSettled={vi.fn()}
        requests={{ setStatus, deleteSavedSearch: vi.fn(async () => true) }}
        headingId="list-title"
      />
    </MemoryRouter>,
  );
}

describe('SavedSearchesTable (core 2, 4)', () => {
  it('links each row to /search with its params and shows the empty message with a Search link', () => {
    renderSavedSearches([savedSearch(1, 'farm')], vi.fn());
    expect(screen.getByRole('link', { name: 'farm' }).getAttribute('href')).toBe('/search?keywords=farm');
    expect(screen.getByText('Nov, 02 2026')).toBeTruthy();
    cleanupAndRenderEmpty();
  });

  it('applies the status toggle at once, disables it while in flight and reverts it on error', async () => {
    const request = deferred();
    const setStatus = vi.fn(() => request.promise);
    renderSavedSearches([savedSearch(1, 'farm', 'active')], setStatus);
    const box = () =>
      screen.getByRole('checkbox', { name: /email alerts for \u2068farm/ }) as HTMLInputElement;
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    expect(setStatus).toHaveBeenCalledWith(1, 'inactive');
    expect(box().checked).toBe(false);
    expect(box().disabled).toBe(true);
    fireEvent.click(box());
    expect(setStatus).toHaveBeenCalledTimes(1);
    await act(async () => {
      request.resolve(false);
      await request.promise;
    });
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(false);
  });

  it('names each control after the search with its name isolated: an override in it stays inside', () => {
    // Before, the names ended with the bare name: its U+202E ran on into whatever was read next.
    const name = 'farm \u202Eevil';
    renderSavedSearches([savedSearch(1, name, 'active')], vi.fn());
    expect(
      screen.getByRole('checkbox', { name: `Active email alerts for \u2068${name}\u2069` }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Delete \u2068${name}\u2069` }));
    expect(screen.getByRole('group', { name: `Delete \u2068${name}\u2069` })).toBeTruthy();
  });

  it('keeps the new status when the server accepts it', async () => {
    renderSavedSearches(
      [savedSearch(1, 'farm', 'inactive')],
      vi.fn(async () => true),
    );
    const box = screen.getByRole('checkbox', { name: /email alerts for \u2068farm/ }) as HTMLInputElement;
    await act(async () => {
      fireEvent.click(box);
    });
    expect(box.checked).toBe(true);
    expect(screen.getByText('Active')).toBeTruthy();
  });
});

function cleanupAndRenderEmpty() {
  document.body.innerHTML = '';
  renderSavedSearches([], vi.fn());
  expect(screen.getByText('You have not saved any searches yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
}
