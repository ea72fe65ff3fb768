import { formatDate } from '@gfj/contracts/job-display';
import type { SavedSearch } from '@gfj/contracts/seekers';
import { Link } from 'react-router';
import { useHydrated } from '../../components/ui/use-hydrated.ts';
import { isolate } from '../../lib/isolate.ts';
import { AccountTable } from '../account/account-table.tsx';
import { type AccountListProps, type AccountRows, useAccountRows } from '../account/use-account-rows.ts';
import { ACCOUNT_LIST_MESSAGES } from './account-list-messages.ts';

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
}: AccountListProps<SavedSearch> & { requests: SavedSearchRequests }) {
  const list = useAccountRows(props);
  const isHydrated = useHydrated();
  return (
    <AccountTable
      list={list}
      columns={[
        {
          header: 'Search Title',
          cell: (search) => <Link to={`/search?${search.params}`}>{search.name}</Link>,
        },
        { header: 'Modified', cell: (search) => formatDate(search.date_modified) },
        {
          header: 'Status',
          cell: (search) =>
            isHydrated ? (
              <AlertToggle search={search} list={list} setStatus={requests.setStatus} />
            ) : (
              <AlertSwitchForm search={search} action={props.hrefFor(props.page)} />
            ),
        },
      ]}
      actionsHeader="Delete"
      deletion={{
        label: (search) => search.name,
        request: (search) => requests.deleteSavedSearch(search.id),
        deleted: (search) => ACCOUNT_LIST_MESSAGES.savedSearchDeleted(search.name),
      }}
      empty={
        <div className="account-empty" role="status" tabIndex={-1}>
          <p>You have not saved any searches yet.</p>
          <Link to="/search" className="button" data-variant="primary" data-size="md">
            Search
          </Link>
        </div>
      }
    />
  );
}

/** The alerts' switch with JavaScript: applied at once, said once the server took it. */
function AlertToggle({
  search,
  list,
  setStatus,
}: {
  search: SavedSearch;
  list: AccountRows<SavedSearch>;
  setStatus: SavedSearchRequests['setStatus'];
}) {
  const active = search.status === 'active';
  return (
    <label className="alert-toggle">
      <input
        type="checkbox"
        checked={active}
        disabled={list.pendingIds.has(search.id)}
        onChange={() => {
          const status = active ? 'inactive' : 'active';
          void list
            .update(search.id, { status }, () => setStatus(search.id, status))
            .then((ok) => {
              if (!ok) return;
              const { alertsOn, alertsOff } = ACCOUNT_LIST_MESSAGES;
              list.feedback.announce((status === 'active' ? alertsOn : alertsOff)(search.name));
            });
        }}
      />
      <span>{active ? 'Active' : 'Inactive'}</span>
      <span className="visually-hidden"> email alerts for {isolate(search.name)}</span>
    </label>
  );
}

/** The alerts' switch until hydration (and without JavaScript): a form posting to the page's action. */
function AlertSwitchForm({ search, action }: { search: SavedSearch; action: string }) {
  const active = search.status === 'active';
  return (
    <form method="post" action={action} className="alert-switch">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={search.id} />
      <input type="hidden" name="status" value={active ? 'inactive' : 'active'} />
      <span>{active ? 'Active' : 'Inactive'}</span>
      <button type="submit" className="button" data-variant="secondary" data-size="md">
        {active ? 'Turn off' : 'Turn on'}
        <span className="visually-hidden"> email alerts for {isolate(search.name)}</span>
      </button>
    </form>
  );
}
