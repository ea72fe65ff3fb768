import {
  canPostAgain,
  DASHBOARD_TEXT,
  displayStatus,
  expiresInText,
} from '@gfj/contracts/employer-dashboard';
import { formatDate } from '@gfj/contracts/job-display';
import type { Job } from '@gfj/contracts/jobs';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isolate } from '../../lib/isolate.ts';
import { AccountTable } from '../account/account-table.tsx';
import { type AccountListProps, useAccountRows } from '../account/use-account-rows.ts';
import { ACCOUNT_LIST_MESSAGES } from '../seekers/account-list-messages.ts';
import { ListingBadge } from './listing-badge.tsx';
import { PAY_IN_CART_INTENT, POST_AGAIN_INTENT, postAgainFailure } from './post-again.ts';
import { useSelectedRow } from './use-selected-row.ts';

export interface ListingRequests {
  /** PATCH the status (Mark as filled / unfilled); true when the server took it. */
  setStatus: (id: number, status: 'filled' | 'approved') => Promise<boolean>;
  deleteJob: (id: number) => Promise<boolean>;
  /** Post again (decision 061): the new draft's id, or what to tell the poster. */
  copyJob: (job: Job) => Promise<{ id: number } | { failure: string }>;
}

export interface ListingsTableProps extends AccountListProps<Job> {
  now: Date;
  requests: ListingRequests;
  /** A copy was made (Post again): open it. */
  onCopied: (id: number) => void;
  /**
   * The print receipt action (content 2): the seam the receipt modal (issue 16) plugs into, with
   * the listing; it finds the last invoice when the listing carries none. No button without it.
   */
  onPrintReceipt?: (job: Job) => void;
  /** The selected listing's statistics, shown below the table. */
  renderSelected: (job: Job) => ReactNode;
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
export function ListingsTable({ requests, ...props }: ListingsTableProps) {
  const list = useAccountRows(props);
  const [selectedId, select] = useSelectedRow(list.rows);
  const [statusBusy, setStatusBusy] = useState<number | null>(null);
  const [copyBusy, setCopyBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selected = list.rows.find((row) => row.id === selectedId);
  // The statistics sit below the table, on a phone a screen or more away: a choice made there
  // brings them into view (a row click when they are out of sight; the Statistics button always,
  // with the focus, so a keyboard or screen reader user lands on them). Choosing used to change
  // nothing in sight.
  const panel = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState<{ focus: boolean } | null>(null);
  useEffect(() => {
    const target = panel.current?.firstElementChild;
    if (!reveal || !(target instanceof HTMLElement)) return;
    if (reveal.focus) {
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    }
    if (reveal.focus || target.getBoundingClientRect().top > window.innerHeight - 96)
      target.scrollIntoView({ block: 'start' });
  }, [reveal]);

  const changeStatus = async (job: Job, status: 'filled' | 'approved') => {
    setStatusBusy(job.id);
    setFailure(null);
    const ok = await requests.setStatus(job.id, status).catch(() => false);
    setStatusBusy(null);
    if (ok) {
      const title = titleOf(job);
      list.feedback.announce(
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
    const result = await requests.copyJob(job).catch(() => ({ failure: postAgainFailure(titleOf(job)) }));
    if ('id' in result) {
      props.onCopied(result.id);
      return;
    }
    setCopyBusy(null);
    setFailure(result.failure);
  };

  return (
    <AccountTable
      list={list}
      className="posters-table"
      caption={`Your job listings, page ${props.page} of ${props.totalPages}. Choose a row to see its statistics.`}
      columns={[
        {
          header: 'Job Title',
          cell: (job) => (
            <>
              <span className="posters-table__title">
                <Link to={job.status === 'draft' ? `/post/${job.id}` : job.item_url}>{titleOf(job)}</Link>
                <ListingBadge job={job} now={props.now} />
              </span>
              <button
                type="button"
                className="posters-table__select"
                aria-pressed={job.id === selectedId}
                onClick={() => {
                  select(job.id);
                  setReveal({ focus: true });
                }}
              >
                Statistics<span className="visually-hidden"> for {isolate(titleOf(job))}</span>
              </button>
            </>
          ),
        },
        { header: 'Company', cell: (job) => job.company_name || '—' },
        { header: 'Category', cell: (job) => job.categories.map((c) => c.name).join(', ') || '—' },
        {
          header: 'Status',
          cell: (job) => {
            const status = displayStatus(job, props.now);
            return (
              <>
                <span className="posters-table__status">{status.label}</span>
                {status.hint ? <span className="posters-table__hint">{status.hint}</span> : null}
              </>
            );
          },
        },
        { header: 'Expires In', cell: (job) => expiresInText(job, props.now, formatDate) },
        { header: 'Views', cell: (job) => job.counter_view },
      ]}
      rowProps={(job) => ({
        className: 'posters-table__row',
        'data-selected': job.id === selectedId || undefined,
        onClick: (event) => {
          if (isOwnControl(event)) return;
          select(job.id);
          setReveal({ focus: false });
        },
      })}
      actionsHeader="Actions"
      deletion={{
        label: titleOf,
        request: (job) => requests.deleteJob(job.id),
        deleted: (job) => ACCOUNT_LIST_MESSAGES.listingDeleted(titleOf(job)),
      }}
      actions={(job, deleteControl) => {
        const status = displayStatus(job, props.now);
        const title = titleOf(job);
        const isDraft = job.status === 'draft';
        return (
          <div className="posters-table__actions">
            {isDraft && status.inCart ? (
              // A page post, with or without JavaScript: the listing goes back in the cart when its
              // line left it (taken out, or the cart expired), then the cart opens. A link opened
              // an empty cart then, with no way back to paying for the listing.
              <form method="post" action={props.hrefFor(props.page)} className="posters-table__form">
                <input type="hidden" name="intent" value={PAY_IN_CART_INTENT} />
                <input type="hidden" name="id" value={job.id} />
                <button type="submit" className="button" data-variant="primary" data-size="md">
                  {DASHBOARD_TEXT.payInCart}
                </button>
              </form>
            ) : null}
            {isDraft && !status.inCart ? (
              <Link className="button" data-variant="primary" data-size="md" to={`/post/${job.id}`}>
                Post Job Now
              </Link>
            ) : null}
            {EDITABLE_AFTER_SUBMISSION.includes(job.status) ? (
              <Link
                className="button"
                data-variant="secondary"
                data-size="md"
                to={`/post/${job.id}`}
                aria-label={`Edit ${isolate(title)}`}
              >
                Edit
              </Link>
            ) : null}
            {job.status === 'approved' || job.status === 'filled' ? (
              // Without JavaScript the page's action makes the same PATCH (decision 065).
              <RowActionForm
                action={props.hrefFor(props.page)}
                fields={{ intent: job.status === 'approved' ? 'filled' : 'unfilled', id: job.id }}
                onSubmit={() => void changeStatus(job, job.status === 'approved' ? 'filled' : 'approved')}
                variant="secondary"
                busy={statusBusy === job.id}
              >
                {job.status === 'approved' ? 'Mark as filled' : 'Mark as unfilled'}
                <span className="visually-hidden">: {isolate(title)}</span>
              </RowActionForm>
            ) : null}
            {canPostAgain(job, props.now) ? (
              <RowActionForm
                fields={{ intent: POST_AGAIN_INTENT, job: job.id }}
                onSubmit={() => void postAgain(job)}
                variant="primary"
                label={`${DASHBOARD_TEXT.postAgain} ${isolate(title)}`}
                busy={copyBusy === job.id}
              >
                {DASHBOARD_TEXT.postAgain}
              </RowActionForm>
            ) : null}
            {props.onPrintReceipt && !isDraft ? (
              <button
                type="button"
                className="button posters-table__receipt"
                data-variant="ghost"
                data-size="md"
                onClick={() => props.onPrintReceipt?.(job)}
              >
                Print receipt<span className="visually-hidden">: {isolate(title)}</span>
              </button>
            ) : null}
            {deleteControl}
          </div>
        );
      }}
      empty={
        <p className="account-empty" role="status" tabIndex={-1}>
          <span>
            {DASHBOARD_TEXT.empty.replace(' Pricing page.', ' ')}
            <Link to="/pricing">Pricing page</Link>.
          </span>
        </p>
      }
      before={
        failure ? (
          <p className="posters-failure" role="alert">
            {failure}
          </p>
        ) : null
      }
    >
      {selected ? <div ref={panel}>{props.renderSelected(selected)}</div> : null}
    </AccountTable>
  );
}

/**
 * A row's action that is a form, so that without JavaScript (or before hydration) it posts
 * `fields` to the page's action, which does the same as `onSubmit` does here with it.
 */
function RowActionForm({
  action,
  fields,
  onSubmit,
  variant,
  label,
  busy,
  children,
}: {
  action?: string;
  fields: Record<string, string | number>;
  onSubmit: () => void;
  variant: 'primary' | 'secondary';
  /** The button's accessible name, when its text does not say enough. */
  label?: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      className="posters-table__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSubmit();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className="button"
        data-variant={variant}
        data-size="md"
        aria-label={label}
        // Busy, yet focusable: a disabled button dropped the keyboard focus to the page, so after
        // Mark as filled the next Tab started again from the top.
        aria-disabled={busy || undefined}
      >
        {children}
      </button>
    </form>
  );
}
