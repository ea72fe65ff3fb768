import {
  canPostAgain,
  DASHBOARD_TEXT,
  displayStatus,
  expiresInText,
} from '@gfj/contracts/employer-dashboard';
import { formatDate } from '@gfj/contracts/job-display';
import type { Job } from '@gfj/contracts/jobs';
import { type MouseEvent, useState } from 'react';
import { Link } from 'react-router';
import { SearchPagination } from '../search/search-pagination.tsx';
import { ACCOUNT_LIST_MESSAGES } from '../seekers/account-list-messages.ts';
import { ConfirmDelete } from '../seekers/confirm-delete.tsx';
import { useOptimisticRows } from '../seekers/use-optimistic-rows.ts';
import { ListingBadge } from './listing-badge.tsx';
import { POST_AGAIN_INTENT, postAgainFailure } from './post-again.ts';
import { useSelectedRow } from './use-selected-row.ts';

export interface ListingRequests {
  /** PATCH the status (Mark as filled / unfilled); true when the server took it. */
  setStatus: (id: number, status: 'filled' | 'approved') => Promise<boolean>;
  deleteJob: (id: number) => Promise<boolean>;
  /** Post again (decision 061): the new draft's id, or what to tell the poster. */
  copyJob: (job: Job) => Promise<{ id: number } | { failure: string }>;
}

export interface ListingsTableProps {
  rows: Job[];
  page: number;
  totalPages: number;
  now: Date;
  hrefFor: (page: number) => string;
  onPageEmptied: (page: number) => void;
  /** A change the server took: refetch the page. */
  onSettled: () => void;
  requests: ListingRequests;
  /** A copy was made (Post again): open it. */
  onCopied: (id: number) => void;
  /**
   * The print receipt action (content 2): the seam the receipt modal (issue 16) plugs into, with
   * the listing; it finds the last invoice when the listing carries none. No button without it.
   */
  onPrintReceipt?: (job: Job) => void;
  /** The selected listing's statistics, shown below the table. */
  renderSelected: (job: Job) => React.ReactNode;
  /** Says what a change did, in the page's live region (the same words the page's action answers). */
  announce?: (notice: string) => void;
  /** Moves the focus to what is at row `index`'s place once it rendered (after a delete). */
  focusAt?: (index: number) => void;
  /** What shows instead of the table when page 1 has no rows (or its last one was deleted). */
  empty?: React.ReactNode;
}

/** Submitted, live and filled listings open in the posting form too (/post/{id}). */
const EDITABLE_AFTER_SUBMISSION: string[] = ['unapproved', 'approved', 'filled'];

export const titleOf = (job: Pick<Job, 'position'>) => job.position.trim() || DASHBOARD_TEXT.untitled;

/** Clicks on links and buttons inside a row do their own thing; elsewhere they select the row. */
function isOwnControl(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('a, button, input, label') !== null;
}

/**
 * The listings table (content 2, 4): Job Title, Company, Category, Status, Expires In, Views and
 * the actions; 4 rows a page. A row click selects it for the statistics below.
 */
export function ListingsTable(props: ListingsTableProps) {
  const { rows, pendingIds, remove } = useOptimisticRows(props.rows, props);
  const [selectedId, select] = useSelectedRow(rows);
  const [statusBusy, setStatusBusy] = useState<number | null>(null);
  const [copyBusy, setCopyBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selected = rows.find((row) => row.id === selectedId);

  const changeStatus = async (job: Job, status: 'filled' | 'approved') => {
    setStatusBusy(job.id);
    setFailure(null);
    const ok = await props.requests.setStatus(job.id, status).catch(() => false);
    setStatusBusy(null);
    if (ok) {
      const title = titleOf(job);
      props.announce?.(
        status === 'filled'
          ? ACCOUNT_LIST_MESSAGES.listingFilled(title)
          : ACCOUNT_LIST_MESSAGES.listingUnfilled(title),
      );
      props.onSettled();
    } else setFailure(ACCOUNT_LIST_MESSAGES.listingNotUpdated(titleOf(job)));
  };

  // Post again: with JavaScript, the copy is asked for here and opened; without, the form posts
  // to the page's action, which does the same.
  const postAgain = async (job: Job) => {
    setCopyBusy(job.id);
    setFailure(null);
    const result = await props.requests
      .copyJob(job)
      .catch(() => ({ failure: postAgainFailure(titleOf(job)) }));
    if ('id' in result) {
      props.onCopied(result.id);
      return;
    }
    setCopyBusy(null);
    setFailure(result.failure);
  };

  return (
    <>
      {failure ? (
        <p className="posters-failure" role="alert">
          {failure}
        </p>
      ) : null}
      {rows.length === 0 && props.page <= 1 && props.empty ? (
        props.empty
      ) : (
        <>
          <table className="account-table posters-table">
            <caption className="visually-hidden">
              Your job listings, page {props.page} of {props.totalPages}. Choose a row to see its statistics.
            </caption>
            <thead>
              <tr>
                <th scope="col">Job Title</th>
                <th scope="col">Company</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Expires In</th>
                <th scope="col">Views</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((job, index) => {
                const isSelected = job.id === selectedId;
                const status = displayStatus(job, props.now);
                const title = titleOf(job);
                const isDraft = job.status === 'draft';
                return (
                  <tr
                    key={job.id}
                    className="posters-table__row"
                    data-selected={isSelected || undefined}
                    onClick={(event) => {
                      if (!isOwnControl(event)) select(job.id);
                    }}
                  >
                    <th scope="row" data-label="Job Title">
                      <span className="posters-table__title">
                        <Link to={isDraft ? `/post/${job.id}` : job.item_url}>{title}</Link>
                        <ListingBadge job={job} now={props.now} />
                      </span>
                      <button
                        type="button"
                        className="posters-table__select"
                        aria-pressed={isSelected}
                        onClick={() => select(job.id)}
                      >
                        Statistics<span className="visually-hidden"> for {title}</span>
                      </button>
                    </th>
                    <td data-label="Company">{job.company_name || '—'}</td>
                    <td data-label="Category">{job.categories.map((c) => c.name).join(', ') || '—'}</td>
                    <td data-label="Status">
                      <span className="posters-table__status">{status.label}</span>
                      {status.hint ? <span className="posters-table__hint">{status.hint}</span> : null}
                    </td>
                    <td data-label="Expires In">{expiresInText(job, props.now, formatDate)}</td>
                    <td data-label="Views">{job.counter_view}</td>
                    <td className="account-table__action">
                      <div className="posters-table__actions">
                        {isDraft && status.inCart ? (
                          <Link className="button" data-variant="primary" data-size="md" to="/account/cart">
                            {DASHBOARD_TEXT.payInCart}
                          </Link>
                        ) : null}
                        {isDraft && !status.inCart ? (
                          <Link
                            className="button"
                            data-variant="primary"
                            data-size="md"
                            to={`/post/${job.id}`}
                          >
                            Post Job Now
                          </Link>
                        ) : null}
                        {EDITABLE_AFTER_SUBMISSION.includes(job.status) ? (
                          <Link
                            className="button"
                            data-variant="secondary"
                            data-size="md"
                            to={`/post/${job.id}`}
                            aria-label={`Edit ${title}`}
                          >
                            Edit
                          </Link>
                        ) : null}
                        {job.status === 'approved' || job.status === 'filled' ? (
                          // A form, so that without JavaScript (or before hydration) it posts to the
                          // page's action, which makes the same PATCH (decision 065).
                          <form
                            method="post"
                            action={props.hrefFor(props.page)}
                            className="posters-table__form"
                            onSubmit={(event) => {
                              event.preventDefault();
                              void changeStatus(job, job.status === 'approved' ? 'filled' : 'approved');
                            }}
                          >
                            <input
                              type="hidden"
                              name="intent"
                              value={job.status === 'approved' ? 'filled' : 'unfilled'}
                            />
                            <input type="hidden" name="id" value={job.id} />
                            <button
                              type="submit"
                              className="button"
                              data-variant="secondary"
                              data-size="md"
                              disabled={statusBusy === job.id}
                            >
                              {job.status === 'approved' ? 'Mark as filled' : 'Mark as unfilled'}
                              <span className="visually-hidden">: {title}</span>
                            </button>
                          </form>
                        ) : null}
                        {canPostAgain(job, props.now) ? (
                          <form
                            method="post"
                            className="posters-table__form"
                            onSubmit={(event) => {
                              event.preventDefault();
                              void postAgain(job);
                            }}
                          >
                            <input type="hidden" name="intent" value={POST_AGAIN_INTENT} />
                            <input type="hidden" name="job" value={job.id} />
                            <button
                              type="submit"
                              className="button"
                              data-variant="primary"
                              data-size="md"
                              aria-label={`${DASHBOARD_TEXT.postAgain} ${title}`}
                              disabled={copyBusy === job.id}
                            >
                              {DASHBOARD_TEXT.postAgain}
                            </button>
                          </form>
                        ) : null}
                        {props.onPrintReceipt && !isDraft ? (
                          <button
                            type="button"
                            className="button posters-table__receipt"
                            data-variant="ghost"
                            data-size="md"
                            onClick={() => props.onPrintReceipt?.(job)}
                          >
                            Print receipt<span className="visually-hidden">: {title}</span>
                          </button>
                        ) : null}
                        <ConfirmDelete
                          label={title}
                          disabled={pendingIds.has(job.id)}
                          // Without JavaScript YES posts to the page's action (to the page before when
                          // this is the last row of a later page, where the list goes back to).
                          form={{
                            id: job.id,
                            action: props.hrefFor(
                              rows.length === 1 && props.page > 1 ? props.page - 1 : props.page,
                            ),
                            cancelHref: props.hrefFor(props.page),
                          }}
                          onConfirm={() => {
                            props.focusAt?.(index);
                            void remove(job.id, () => props.requests.deleteJob(job.id)).then((ok) => {
                              if (ok) props.announce?.(ACCOUNT_LIST_MESSAGES.listingDeleted(title));
                              // Refused: the row is back in its place, and so is the focus.
                              else props.focusAt?.(index);
                            });
                          }}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <SearchPagination page={props.page} totalPages={props.totalPages} hrefFor={props.hrefFor} />
        </>
      )}
      {selected ? props.renderSelected(selected) : null}
    </>
  );
}
