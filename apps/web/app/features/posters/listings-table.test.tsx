import { DASHBOARD_TEXT, expiresInText, headerBadge } from '@gfj/contracts/employer-dashboard';
import { formatDate } from '@gfj/contracts/job-display';
import type { Job } from '@gfj/contracts/jobs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildJob } from '../jobs/job.fixture.ts';
import { ACCOUNT_LIST_MESSAGES } from '../seekers/account-list-messages.ts';
import { ExpiryAlerts } from './expiry-alerts.tsx';
import { type ListingRequests, ListingsTable, type ListingsTableProps } from './listings-table.tsx';

const NOW = new Date('2026-11-24T12:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000 - 3_600_000).toISOString();

function listing(id: number, overrides: Partial<Job> = {}): Job {
  return buildJob({
    '@id': `/api/jobs/${id}`,
    id,
    position: `Listing ${id}`,
    item_url: `/jobs/${id}/listing-${id}`,
    date_expire: inDays(20),
    ...overrides,
  });
}

function deferred() {
  let resolve!: (value: boolean) => void;
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderTable(
  props: Partial<Omit<ListingsTableProps, 'requests'>> & { rows: Job[]; requests?: Partial<ListingRequests> },
) {
  const requests: ListingRequests = {
    setStatus: vi.fn(async () => true),
    deleteJob: vi.fn(async () => true),
    copyJob: vi.fn(async () => ({ id: 100 })),
    ...props.requests,
  };
  const all: ListingsTableProps = {
    page: 1,
    totalPages: 1,
    now: NOW,
    hrefFor: (page) => `/account/posters?page=${page}`,
    onPageEmptied: vi.fn(),
    onSettled: vi.fn(),
    onCopied: vi.fn(),
    headingId: 'listings-title',
    renderSelected: (job) => <p data-testid="selected">{job.position}</p>,
    ...props,
    requests,
  };
  const view = render(
    <MemoryRouter>
      <ListingsTable {...all} />
    </MemoryRouter>,
  );
  const rerender = (next: Partial<ListingsTableProps>) =>
    view.rerender(
      <MemoryRouter>
        <ListingsTable {...all} {...next} />
      </MemoryRouter>,
    );
  return { ...all, rerender };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const titles = () => bodyRows().map((row) => within(row).getAllByRole('link')[0]?.textContent);
const selected = () => screen.getByTestId('selected').textContent;
/** The table's live region: what a change did. */
const notice = () => screen.getByRole('status').textContent;

describe('dashboard rules', () => {
  it('badges: draft, expires today at 1 day, red from 2 to 7 days, expired at 0 or fewer', () => {
    expect(headerBadge({ status: 'draft' }, NOW)).toEqual({ text: 'draft', isWarning: false });
    expect(headerBadge({ status: 'approved', date_expire: inDays(1) }, NOW)).toEqual({
      text: 'expires today',
      isWarning: false,
    });
    expect(headerBadge({ status: 'filled', date_expire: inDays(2) }, NOW)).toEqual({
      text: 'expires in 2 days',
      isWarning: true,
    });
    expect(headerBadge({ status: 'approved', date_expire: inDays(7) }, NOW)).toEqual({
      text: 'expires in 7 days',
      isWarning: true,
    });
    expect(headerBadge({ status: 'approved', date_expire: inDays(8) }, NOW)).toEqual({
      text: 'expires in 8 days',
      isWarning: false,
    });
    expect(headerBadge({ status: 'approved', date_expire: inDays(0) }, NOW)).toEqual({
      text: 'expired',
      isWarning: true,
    });
    expect(headerBadge({ status: 'expired', date_expire: inDays(-3) }, NOW)?.text).toBe('expired');
    expect(headerBadge({ status: 'unapproved' }, NOW)).toBeNull();
  });

  it('expires in: N days while positive, else the formatted expiry date', () => {
    expect(expiresInText({ status: 'approved', date_expire: inDays(12) }, NOW, formatDate)).toBe('12 days');
    expect(expiresInText({ status: 'approved', date_expire: inDays(1) }, NOW, formatDate)).toBe('1 day');
    expect(
      expiresInText({ status: 'expired', date_expire: '2026-11-02T15:00:00+00:00' }, NOW, formatDate),
    ).toBe('Nov, 02 2026');
    expect(expiresInText({ status: 'draft' }, NOW, formatDate)).toBe('—');
    // Refunded: it left the site for good (it read "30 days" beside refunded).
    expect(expiresInText({ status: 'refunded', date_expire: inDays(30) }, NOW, formatDate)).toBe('—');
  });
});

describe('ListingsTable', () => {
  it('shows each column, pending with its hint, drafts linking to their edit page, Untitled titles', () => {
    renderTable({
      rows: [
        listing(1, { status: 'unapproved' }),
        listing(2, { status: 'draft', position: '' }),
        listing(3, { status: 'approved', date_expire: inDays(3), counter_view: 57 }),
        listing(4, { status: 'filled', date_expire: inDays(-2) }),
      ],
    });
    const [pending, draft, live, filled] = bodyRows();
    expect(within(pending as HTMLElement).getByText('pending')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText(DASHBOARD_TEXT.pendingHint)).toBeTruthy();
    expect(
      within(draft as HTMLElement)
        .getByRole('link', { name: 'Untitled' })
        .getAttribute('href'),
    ).toBe('/post/2');
    expect(
      within(draft as HTMLElement)
        .getByRole('link', { name: 'Post Job Now' })
        .getAttribute('href'),
    ).toBe('/post/2');
    expect(within(draft as HTMLElement).getByText('draft', { selector: '.badge' })).toBeTruthy();
    expect(
      within(live as HTMLElement)
        .getByRole('link', { name: 'Listing 3' })
        .getAttribute('href'),
    ).toBe('/jobs/3/listing-3');
    expect(
      within(live as HTMLElement)
        .getByText('expires in 3 days')
        .getAttribute('data-tone'),
    ).toBe('passed');
    expect(within(live as HTMLElement).getByText('active')).toBeTruthy();
    expect(within(live as HTMLElement).getByText('57')).toBeTruthy();
    expect(within(live as HTMLElement).getByRole('button', { name: /Mark as filled/ })).toBeTruthy();
    expect(
      within(filled as HTMLElement).getByText('expired', { selector: '.posters-table__status' }),
    ).toBeTruthy();
    expect(within(filled as HTMLElement).getByRole('button', { name: /Mark as unfilled/ })).toBeTruthy();
    expect(within(filled as HTMLElement).getByText('Nov, 22 2026')).toBeTruthy();
  });

  it('offers Edit (named with the title) for submitted, live and filled listings, not drafts', () => {
    renderTable({
      rows: [
        listing(1, { status: 'unapproved' }),
        listing(2, { status: 'draft' }),
        listing(3, { status: 'approved' }),
        listing(4, { status: 'filled' }),
      ],
    });
    const [pending, draft, live, filled] = bodyRows();
    for (const [row, id] of [
      [pending, 1],
      [live, 3],
      [filled, 4],
    ] as const) {
      const edit = within(row as HTMLElement).getByRole('link', { name: `Edit \u2068Listing ${id}\u2069` });
      expect(edit.getAttribute('href')).toBe(`/post/${id}`);
    }
    expect(within(draft as HTMLElement).queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('tells a draft waiting in the cart and a listing a moderator returned from a plain draft', () => {
    renderTable({
      rows: [
        listing(1, { status: 'draft', awaiting_payment: true }),
        listing(2, { status: 'draft', moderation_reason: 'Please add the pay range.' }),
        listing(3, { status: 'draft' }),
      ],
    });
    const [inCart, returned, plain] = bodyRows();
    const cartRow = within(inCart as HTMLElement);
    expect(cartRow.getByText('Awaiting payment')).toBeTruthy();
    expect(cartRow.getByText('It goes to review once it is paid.')).toBeTruthy();
    // A page post: the listing back in the cart if it left it, then the cart.
    const pay = cartRow.getByRole('button', { name: 'Pay in your cart' });
    const payForm = pay.closest('form') as HTMLFormElement;
    expect(payForm.method).toBe('post');
    expect(Object.fromEntries(new FormData(payForm))).toEqual({ intent: 'pay-in-cart', id: '1' });
    expect(cartRow.queryByRole('link', { name: 'Post Job Now' })).toBeNull();
    const returnedRow = within(returned as HTMLElement);
    expect(returnedRow.getByText('Returned by a moderator')).toBeTruthy();
    expect(returnedRow.getByText('Please add the pay range.')).toBeTruthy();
    expect(returnedRow.getByRole('link', { name: 'Post Job Now' }).getAttribute('href')).toBe('/post/2');
    expect(
      within(plain as HTMLElement).getByText('draft', { selector: '.posters-table__status' }),
    ).toBeTruthy();
  });

  it('selects the first row by default, a clicked row, and keeps it while it stays on the page', () => {
    const { rerender } = renderTable({ rows: [listing(1), listing(2), listing(3)] });
    expect(selected()).toBe('Listing 1');
    fireEvent.click(within(bodyRows()[2] as HTMLElement).getByText('Hollow Creek Farm'));
    expect(selected()).toBe('Listing 3');
    expect(
      within(bodyRows()[2] as HTMLElement)
        .getByRole('button', { name: /Statistics/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // A new page of data that still has it: kept, wherever it is now.
    rerender({ rows: [listing(3), listing(5)] });
    expect(selected()).toBe('Listing 3');
    // Gone from the page: the first row again.
    rerender({ rows: [listing(6), listing(7)] });
    expect(selected()).toBe('Listing 6');
    // The keyboard way: the row's Statistics button, which takes the focus (and the view) to them.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    fireEvent.click(screen.getByRole('button', { name: 'Statistics for \u2068Listing 7\u2069' }));
    expect(selected()).toBe('Listing 7');
    expect(document.activeElement).toBe(screen.getByTestId('selected'));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('marks filled and unfilled with a status update, then refetches', async () => {
    const setStatus = vi.fn(async () => true);
    const props = renderTable({
      rows: [listing(1), listing(2, { status: 'filled' })],
      requests: { setStatus, deleteJob: vi.fn() },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Mark as filled\W+Listing 1/ }));
    });
    expect(setStatus).toHaveBeenCalledWith(1, 'filled');
    expect(notice()).toBe(ACCOUNT_LIST_MESSAGES.listingFilled('Listing 1'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Mark as unfilled\W+Listing 2/ }));
    });
    expect(setStatus).toHaveBeenCalledWith(2, 'approved');
    expect(notice()).toBe(ACCOUNT_LIST_MESSAGES.listingUnfilled('Listing 2'));
    expect(props.onSettled).toHaveBeenCalledTimes(2);
  });

  it('deletes in two steps, removes the row at once and puts it back at its place on error', async () => {
    const answer = deferred();
    const deleteJob = vi.fn(() => answer.promise);
    const props = renderTable({
      rows: [listing(1), listing(2), listing(3)],
      requests: { setStatus: vi.fn(), deleteJob },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Listing 2\u2069' }));
    expect(screen.getByText('Are you sure you want to delete?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'NO' }));
    expect(deleteJob).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Listing 2\u2069' }));
    fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    expect(titles()).toEqual(['Listing 1', 'Listing 3']);
    // The focus goes to the delete now in the row's place, not to the page's body.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Listing 3\u2069' }));
    await act(async () => {
      answer.resolve(false);
      await answer.promise;
    });
    expect(titles()).toEqual(['Listing 1', 'Listing 2', 'Listing 3']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Listing 2\u2069' }));
    expect(props.onSettled).not.toHaveBeenCalled();
    // A refusal says nothing: the row is back (core 8).
    expect(notice()).toBe('');
  });

  it('says a delete the server took, in the words the page action uses without JavaScript', async () => {
    renderTable({ rows: [listing(1), listing(2)] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Listing 2\u2069' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    });
    expect(notice()).toBe(ACCOUNT_LIST_MESSAGES.listingDeleted('Listing 2'));
    // The last row went: the focus is on the delete of the one before it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete \u2068Listing 1\u2069' }));
  });

  it('goes one page back when the last row of a page beyond the first is deleted', async () => {
    const props = renderTable({ rows: [listing(9)], page: 3, totalPages: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete \u2068Listing 9\u2069' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'YES' }));
    });
    expect(props.onPageEmptied).toHaveBeenCalledWith(2);
    expect(props.onSettled).not.toHaveBeenCalled();
  });

  it('offers Post again (named with the title) for ended listings only: expired, filled, refunded', () => {
    renderTable({
      rows: [
        listing(1, { status: 'expired', date_expire: inDays(-3) }),
        listing(2, { status: 'filled' }),
        listing(3, { status: 'approved', date_expire: inDays(0) }),
        listing(4, { status: 'refunded' }),
        listing(5, { status: 'approved' }),
        listing(6, { status: 'draft' }),
        listing(7, { status: 'unapproved' }),
      ],
    });
    const offered = screen
      .getAllByRole('button', { name: /^Post again / })
      .map((button) => button.getAttribute('aria-label'));
    expect(offered).toEqual([
      'Post again \u2068Listing 1\u2069',
      'Post again \u2068Listing 2\u2069',
      'Post again \u2068Listing 3\u2069',
      'Post again \u2068Listing 4\u2069',
    ]);
    // Without JavaScript it is a form posting to the page, naming the listing.
    const form = screen.getByRole('button', { name: 'Post again \u2068Listing 1\u2069' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
      intent: 'post-again',
      job: '1',
    });
  });

  it('Post again asks for the copy and opens it; a refusal is said, and the button works again', async () => {
    const copyJob = vi
      .fn<ListingRequests['copyJob']>()
      .mockResolvedValueOnce({ failure: 'Only a listing that has been published can be posted again.' })
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ id: 42 });
    const props = renderTable({ rows: [listing(1, { status: 'expired' })], requests: { copyJob } });
    const button = screen.getByRole('button', { name: 'Post again \u2068Listing 1\u2069' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(copyJob).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Only a listing that has been published can be posted again.',
    );
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'The listing “Listing 1” could not be posted again. Please try again.',
    );
    await act(async () => {
      fireEvent.click(button);
    });
    expect(props.onCopied).toHaveBeenCalledWith(42);
    expect(screen.queryByRole('alert')).toBeNull();
    // Busy until the copy opens: a second click makes no second copy. It says so with
    // aria-disabled and keeps the keyboard focus (a disabled button drops it to the page).
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await act(async () => {
      fireEvent.click(button);
    });
    expect(copyJob).toHaveBeenCalledTimes(3);
  });

  it('offers the print receipt action through its seam, for submitted listings only', () => {
    const onPrintReceipt = vi.fn();
    renderTable({ rows: [listing(1), listing(2, { status: 'draft' })], onPrintReceipt });
    fireEvent.click(screen.getByRole('button', { name: /Print receipt\W+Listing 1/ }));
    expect(onPrintReceipt).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.queryByRole('button', { name: /Print receipt\W+Listing 2/ })).toBeNull();
  });
});

describe('ExpiryAlerts', () => {
  it('one banner per listing about to expire, saying when, linking to it; nothing without any', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ExpiryAlerts
          jobs={[
            listing(1, { date_expire: inDays(1) }),
            listing(2, { date_expire: inDays(6), position: '' }),
          ]}
          now={NOW}
        />
      </MemoryRouter>,
    );
    const banners = within(screen.getByRole('region', { name: 'Listings about to expire' })).getAllByRole(
      'status',
    );
    expect(banners.map((b) => b.textContent)).toEqual([
      'Your listing Listing 1 expires today.',
      'Your listing Untitled expires in 6 days.',
    ]);
    expect(
      within(banners[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/jobs/1/listing-1');
    unmount();
    const empty = render(
      <MemoryRouter>
        <ExpiryAlerts jobs={[]} now={NOW} />
      </MemoryRouter>,
    );
    expect(empty.container.textContent).toBe('');
  });
});
