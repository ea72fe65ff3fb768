import { formatDate } from '@gfj/contracts/job-display';
import type { SavedSearch } from '@gfj/contracts/seekers';
import { Link } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { SearchPagination } from '../search/search-pagination.tsx';
import { ListNotice, useListFeedback } from './account-list-feedback.tsx';
import { ACCOUNT_LIST_MESSAGES } from './account-list-messages.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { type AccountTableProps, deleteFormFor } from './favorites-table.tsx';
import { useOptimisticRows } from './use-optimistic-rows.ts';

export interface SavedSearchRequests {
  setStatus: (id: number, status: SavedSearch['status']) => Promise<boolean>;
  deleteSavedSearch: (id: number) => Promise<boolean>;
}

/**
 * Saved searches, the job alerts (core 2, 4): Search Title (a link to /search with its params),
 * Modified, Status (a checkbox applied at once, reverted on error) and the two-step delete. Until
 * hydration (and without JavaScript) the status is a button that posts the switch to the page's
 * action, and the delete posts there too.
 */
export function SavedSearchesTable({
  requests,
  ...props
}: AccountTableProps<SavedSearch> & { requests: SavedSearchRequests }) {
  const { rows, pendingIds, remove, update } = useOptimisticRows(props.rows, props);
  const feedback = useListFeedback(props);
  const isHydrated = useHydrated();
  return (
    <div ref={feedback.rootRef} className="account-list">
      <ListNotice notice={feedback.notice} />
      {rows.length === 0 && props.page <= 1 ? (
        <div className="account-empty" role="status" tabIndex={-1}>
          <p>You have not saved any searches yet.</p>
          <Link to="/search" className="button" data-variant="primary" data-size="md">
            Search
          </Link>
        </div>
      ) : (
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
              {rows.map((search, index) => {
                const active = search.status === 'active';
                return (
                  <tr key={search.id}>
                    <th scope="row" data-label="Search Title">
                      <Link to={`/search?${search.params}`}>{search.name}</Link>
                    </th>
                    <td data-label="Modified">{formatDate(search.date_modified)}</td>
                    <td data-label="Status">
                      {isHydrated ? (
                        <label className="alert-toggle">
                          <input
                            type="checkbox"
                            checked={active}
                            disabled={pendingIds.has(search.id)}
                            onChange={() => {
                              const status = active ? 'inactive' : 'active';
                              void update(search.id, { status }, () =>
                                requests.setStatus(search.id, status),
                              ).then((ok) => {
                                if (!ok) return;
                                const { alertsOn, alertsOff } = ACCOUNT_LIST_MESSAGES;
                                feedback.announce((status === 'active' ? alertsOn : alertsOff)(search.name));
                              });
                            }}
                          />
                          <span>{active ? 'Active' : 'Inactive'}</span>
                          <span className="visually-hidden">
                            {' '}
                            email alerts for <bdi>{search.name}</bdi>
                          </span>
                        </label>
                      ) : (
                        <form method="post" action={props.hrefFor(props.page)} className="alert-switch">
                          <input type="hidden" name="intent" value="status" />
                          <input type="hidden" name="id" value={search.id} />
                          <input type="hidden" name="status" value={active ? 'inactive' : 'active'} />
                          <span>{active ? 'Active' : 'Inactive'}</span>
                          <button type="submit" className="button" data-variant="secondary" data-size="md">
                            {active ? 'Turn off' : 'Turn on'}
                            <span className="visually-hidden">
                              {' '}
                              email alerts for <bdi>{search.name}</bdi>
                            </span>
                          </button>
                        </form>
                      )}
                    </td>
                    <td className="account-table__action">
                      <ConfirmDelete
                        label={search.name}
                        disabled={pendingIds.has(search.id)}
                        form={deleteFormFor(search.id, rows.length, props)}
                        onConfirm={() => {
                          feedback.focusAt(index);
                          void remove(search.id, () => requests.deleteSavedSearch(search.id)).then((ok) => {
                            if (ok) feedback.announce(ACCOUNT_LIST_MESSAGES.savedSearchDeleted(search.name));
                            // Refused: the row is back in its place, and so is the focus.
                            else feedback.focusAt(index);
                          });
                        }}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <SearchPagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefFor} />
        </>
      )}
    </div>
  );
}
