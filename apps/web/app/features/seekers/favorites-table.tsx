import { formatDate } from '@gfj/contracts/job-display';
import type { UserFollowJob } from '@gfj/contracts/seekers';
import { Link } from 'react-router';
import { SearchPagination } from '../search/search-pagination.tsx';
import { ConfirmDelete } from './confirm-delete.tsx';
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
}

/**
 * Favorites (core 2): Job Title, Company, Posted, Status and the two-step delete; the empty
 * message links to the search. On phones the rows become stacked cards.
 */
export function FavoritesTable({
  deleteFollow,
  ...props
}: AccountTableProps<UserFollowJob> & { deleteFollow: (id: number) => Promise<boolean> }) {
  const { rows, pendingIds, remove } = useOptimisticRows(props.rows, props);
  if (rows.length === 0 && props.page <= 1) {
    return (
      <p className="account-empty" role="status">
        You are not following any jobs yet. <Link to="/search">Search jobs now.</Link>
      </p>
    );
  }
  return (
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
          {rows.map((follow) => (
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
                  onConfirm={() => void remove(follow.id, () => deleteFollow(follow.id))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SearchPagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefFor} />
    </>
  );
}
