import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { formatDate } from '@gfj/contracts/job-display';
import { USER_JOB_PACKAGES_PAGE_SIZE, userJobPackageSchema } from '@gfj/contracts/job-packages';
import { Printer } from 'lucide';
import { useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { Alert } from '../components/ui/alert.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { loadSession } from '../features/auth/app-state.server.ts';
import { ReceiptModal } from '../features/receipts/receipt-modal.tsx';
import { SearchPagination } from '../features/search/search-pagination.tsx';
import { readPage } from '../features/seekers/seekers.queries.ts';
import { apiContext } from '../lib/load-context.ts';
import { pageUrlOf, signInPathFor } from '../lib/page-url.ts';
import type { Route } from './+types/account-job-packages';

export const meta: Route.MetaFunction = () => [
  { title: 'Job Packages | Good Food Jobs' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await loadSession(request, context);
  const url = new URL(request.url);
  if (!session.userId) throw redirect(signInPathFor(request));
  // Read as /account/posters reads it: anything but a whole page from 2 up is page 1.
  const page = readPage(url);
  const query = new URLSearchParams({
    user: `/api/users/${session.userId}`,
    page: String(page),
    pageSize: String(USER_JOB_PACKAGES_PAGE_SIZE),
  });
  const answer = await context
    .get(apiContext)
    .get(`/api/user-job-packages?${query}`, hydraCollectionSchema(userJobPackageSchema));
  if (!answer.ok) throw data(null, { status: 500 });
  const totalPages = Math.max(1, Math.ceil(answer.data.totalItems / USER_JOB_PACKAGES_PAGE_SIZE));
  // Past the last page: the last page instead (as /account/posters does).
  if (page > totalPages)
    throw redirect(`${pageUrlOf(url).pathname}${totalPages > 1 ? `?page=${totalPages}` : ''}`);
  return { rows: answer.data.member, page, totalPages };
}

/** /account/posters/jobpackages (core 2: Job Packages page). */
export default function JobPackagesPage({ loaderData }: Route.ComponentProps) {
  const { rows, page, totalPages } = loaderData;
  const [receiptOrder, setReceiptOrder] = useState<number | null>(null);
  return (
    <AccountLayout className="packages-page">
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        <h1 className="account-page__title">Job Packages</h1>
      </header>
      {rows.length === 0 ? (
        <Alert tone="info">
          <Link to="/pricing">You have not purchased any job packages yet</Link>
        </Alert>
      ) : (
        <>
          <p>
            Need more jobs? <Link to="/pricing">buy another job package now.</Link>
          </p>
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">Job Package</th>
                <th scope="col">Jobs Used</th>
                <th scope="col">Jobs Remaining</th>
                <th scope="col">Purchase Date</th>
                <th scope="col">Expiration Date</th>
                <th scope="col">
                  <span className="visually-hidden">Receipt</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const refunded = row.order_item?.refunded === true;
                const expired = refunded || row.expired || row.jobs_remaining_count === 0;
                const orderId = row.order_item?.order?.id;
                return (
                  <tr key={row.id} data-expired={expired || undefined}>
                    <th scope="row" data-label="Job Package">
                      {row.package.name}
                      {expired ? (
                        <span className="account-table__note">{refunded ? ' (refunded)' : ' (expired)'}</span>
                      ) : null}
                    </th>
                    <td data-label="Jobs Used">{row.jobs_used_count}</td>
                    <td data-label="Jobs Remaining">{row.jobs_remaining_count}</td>
                    <td data-label="Purchase Date">{formatDate(row.date_added)}</td>
                    <td data-label="Expiration Date">{formatDate(row.date_expire)}</td>
                    <td className="account-table__action">
                      {orderId ? (
                        <button
                          type="button"
                          className="icon-button receipt-trigger"
                          onClick={() => setReceiptOrder(orderId)}
                          aria-label={`Print the receipt of ${row.package.name}`}
                        >
                          <Icon icon={Printer} aria-hidden="true" size={18} />
                        </button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {/* The account lists' pagination (core 9: range 3, 2 margin pages), as the other lists. */}
          <SearchPagination
            page={page}
            totalPages={totalPages}
            hrefFor={(n) =>
              n > 1 ? `/account/posters/jobpackages?page=${n}` : '/account/posters/jobpackages'
            }
          />
        </>
      )}
      {receiptOrder ? (
        <ReceiptModal subject={{ kind: 'order', id: receiptOrder }} onClose={() => setReceiptOrder(null)} />
      ) : null}
    </AccountLayout>
  );
}
