import { formatDate } from '@gfj/contracts/job-display';
import type { UserFollowJob } from '@gfj/contracts/seekers';
import { Link } from 'react-router';
import { AccountTable } from '../account/account-table.tsx';
import { type AccountListProps, useAccountRows } from '../account/use-account-rows.ts';
import { ACCOUNT_LIST_MESSAGES } from './account-list-messages.ts';

/** The Status column: what a seeker needs to know about a followed job. */
export function describeFollowedJobStatus(job: UserFollowJob['job']): string {
  if (job.status === 'filled') return 'Position filled';
  if (job.status === 'expired' || job.status === 'deleted' || job.status === 'refunded') return 'Expired';
  if (job.past_deadline) return 'Deadline passed';
  if (job.status === 'approved') return 'Open';
  return 'Not listed';
}

/**
 * Favorites (core 2): Job Title, Company, Posted, Status and the two-step delete; the empty
 * message links to the search. On phones the rows become stacked cards. Without JavaScript the
 * delete posts to the page's action.
 */
export function FavoritesTable({
  deleteFollow,
  ...props
}: AccountListProps<UserFollowJob> & { deleteFollow: (id: number) => Promise<boolean> }) {
  const list = useAccountRows(props);
  return (
    <AccountTable
      list={list}
      columns={[
        {
          header: 'Job Title',
          cell: (follow) => <Link to={follow.job.item_url}>{follow.job.position}</Link>,
        },
        { header: 'Company', cell: (follow) => follow.job.company_name },
        { header: 'Posted', cell: (follow) => formatDate(follow.job.date_added) },
        { header: 'Status', cell: (follow) => describeFollowedJobStatus(follow.job) },
      ]}
      actionsHeader="Delete"
      deletion={{
        label: (follow) => follow.job.position,
        request: (follow) => deleteFollow(follow.id),
        deleted: (follow) => ACCOUNT_LIST_MESSAGES.favoriteDeleted(follow.job.position),
      }}
      empty={
        <p className="account-empty" role="status" tabIndex={-1}>
          You are not following any jobs yet. <Link to="/search">Search jobs now.</Link>
        </p>
      }
    />
  );
}
