import { formatDate } from '@gfj/contracts/job-display';
import type { UserFollowJob } from '@gfj/contracts/seekers';
import { Link } from 'react-router';
import { SearchPagination } from '../search/search-pagination.tsx';
import { ListNotice, useListFeedback } from './account-list-feedback.tsx';
import { ACCOUNT_LIST_MESSAGES } from './account-list-messages.ts';
import { ConfirmDelete, type ConfirmDeleteForm } from './confirm-delete.tsx';
import { useOptimisticRows } from './use-optimistic-rows.ts';

/** The Status column: what a seeker needs to know about a followed job. */
export function describeFollowedJobStatus(job: UserFollowJob['job']): string {
  if (job.status === 'filled') return 'Position filled';
  if (job.status === 'expired' || job.status === 'deleted' || job.status === 'refunded') return 'Expired';
  if (job.past_deadline) return 'Deadline passed';
  if (job.status === 'approved') return 'Open';
  return 'Not listed';
}

export interface AccountTableProps<T> {
  rows: T[];
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onPageEmptied: (page: number) => void;
  onSettled: () => void;
  /** The page's heading (focusable), where focus goes when a later page empties. */
  headingId: string;
  /** The page action's outcome of a form posted without JavaScript. */
  notice?: string | undefined;
}

/**
 * The delete form a row posts without JavaScript: to this page, or to the one before when it is the
 * last row of a later page (so the answer lands on the page the list goes back to, core 4).
 */
export function deleteFormFor(
  id: number,
  rowCount: number,
  { page, hrefFor }: Pick<AccountTableProps<unknown>, 'page' | 'hrefFor'>,
): ConfirmDeleteForm {
  return { id, action: hrefFor(rowCount === 1 && page > 1 ? page - 1 : page), cancelHref: hrefFor(page) };
}

/**
 * Favorites (core 2): Job Title, Company, Posted, Status and the two-step delete; the empty
 * message links to the search. On phones the rows become stacked cards. Without JavaScript the
 * delete posts to the page's action.
 */
export function FavoritesTable({
  deleteFollow,
  ...props
}: AccountTableProps<UserFollowJob> & { deleteFollow: (id: number) => Promise<boolean> }) {
  const { rows, pendingIds, remove } = useOptimisticRows(props.rows, props);
  const feedback = useListFeedback(props);
  return (
    <div ref={feedback.rootRef} className="account-list">
      <ListNotice notice={feedback.notice} />
      {rows.length === 0 && props.page <= 1 ? (
        <p className="account-empty" role="status" tabIndex={-1}>
          You are not following any jobs yet. <Link to="/search">Search jobs now.</Link>
        </p>
      ) : (
        <>
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Job Title</th>
                <th scope="col">Company</th>
                <th scope="col">Posted</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((follow, index) => (
                <tr key={follow.id}>
                  <th scope="row" data-label="Job Title">
                    <Link to={follow.job.item_url}>{follow.job.position}</Link>
                  </th>
                  <td data-label="Company">{follow.job.company_name}</td>
                  <td data-label="Posted">{formatDate(follow.job.date_added)}</td>
                  <td data-label="Status">{describeFollowedJobStatus(follow.job)}</td>
                  <td className="account-table__action">
                    <ConfirmDelete
                      label={follow.job.position}
                      disabled={pendingIds.has(follow.id)}
                      form={deleteFormFor(follow.id, rows.length, props)}
                      onConfirm={() => {
                        feedback.focusAt(index);
                        void remove(follow.id, () => deleteFollow(follow.id)).then((ok) => {
                          if (ok)
                            feedback.announce(ACCOUNT_LIST_MESSAGES.favoriteDeleted(follow.job.position));
                          // Refused: the row is back in its place, and so is the focus.
                          else feedback.focusAt(index);
                        });
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <SearchPagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefFor} />
        </>
      )}
    </div>
  );
}
