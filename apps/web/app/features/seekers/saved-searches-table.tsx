import { formatDate } from '@gfj/contracts/job-display';
import type { SavedSearch } from '@gfj/contracts/seekers';
import { Link } from 'react-router';
import { SearchPagination } from '../search/search-pagination.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
import type { AccountTableProps } from './favorites-table.tsx';
import { useOptimisticRows } from './use-optimistic-rows.ts';

export interface SavedSearchRequests {
  setStatus: (id: number, status: SavedSearch['status']) => Promise<boolean>;
  deleteSavedSearch: (id: number) => Promise<boolean>;
}

/**
 * Saved searches, the job alerts (core 2, 4): Search Title (a link to /search with its params),
 * Modified, Status (a checkbox applied at once, reverted on error) and the two-step delete.
 */
export function SavedSearchesTable({
  requests,
  ...props
}: AccountTableProps<SavedSearch> & { requests: SavedSearchRequests }) {
  const { rows, pendingIds, remove, update } = useOptimisticRows(props.rows, props);
  if (rows.length === 0 && props.page <= 1) {
    return (
      <div className="account-empty" role="status">
        <p>You have not saved any searches yet.</p>
        <Link to="/search" className="button" data-variant="primary" data-size="md">
          Search
        </Link>
      </div>
    );
  }
  return (
    <>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">Search Title</th>
            <th scope="col">Modified</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((search) => {
            const active = search.status === 'active';
            return (
              <tr key={search.id}>
                <th scope="row" data-label="Search Title">
                  <Link to={`/search?${search.params}`}>{search.name}</Link>
                </th>
                <td data-label="Modified">{formatDate(search.date_modified)}</td>
                <td data-label="Status">
                  <label className="alert-toggle">
                    <input
                      type="checkbox"
                      checked={active}
                      disabled={pendingIds.has(search.id)}
                      onChange={() => {
                        const status = active ? 'inactive' : 'active';
                        void update(search.id, { status }, () => requests.setStatus(search.id, status));
                      }}
                    />
                    <span>{active ? 'Active' : 'Inactive'}</span>
                    <span className="visually-hidden">
                      {' '}
                      email alerts for <bdi>{search.name}</bdi>
                    </span>
                  </label>
                </td>
                <td className="account-table__action">
                  <ConfirmDelete
                    label={search.name}
                    disabled={pendingIds.has(search.id)}
                    onConfirm={() => void remove(search.id, () => requests.deleteSavedSearch(search.id))}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SearchPagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefFor} />
    </>
  );
}
