import type { Job } from '@gfj/contracts';
import { jobInvoiceSchema } from '@gfj/contracts/commerce';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { jobSchema } from '@gfj/contracts/jobs';
import { useCallback, useMemo, useState } from 'react';
import { Link, redirect, useNavigate } from 'react-router';
import { DialogFrame } from '../components/ui/dialog-frame.tsx';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { deleteListRow } from '../features/account/delete-list-row.server.ts';
import { useApiClient, useAppState } from '../features/auth/app-state.tsx';
import { addToCart } from '../features/cart/cart.server.ts';
import { ExpiryAlerts } from '../features/posters/expiry-alerts.tsx';
import { type ListingRequests, ListingsTable, titleOf } from '../features/posters/listings-table.tsx';
import { postAgainAction } from '../features/posters/post-again.server.ts';
import { copiedDraftPath, PAY_IN_CART_INTENT, postAgainFailure } from '../features/posters/post-again.ts';
import { loadPostersDashboard } from '../features/posters/posters-list.server.ts';
import { StatsPanel } from '../features/posters/stats-panel.tsx';
import { copyListing } from '../features/posting/posting.queries.ts';
import { ReceiptModal, type ReceiptSubject } from '../features/receipts/receipt-modal.tsx';
import { readListForm } from '../features/seekers/account-list.server.ts';
import { ACCOUNT_LIST_MESSAGES } from '../features/seekers/account-list-messages.ts';
import { loadAccountListCached } from '../features/seekers/seekers.queries.ts';
import {
  useAccountListNavigation,
  useForgetPostedChange,
} from '../features/seekers/use-account-list-navigation.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/account-posters';
import '../features/posters/posters.css';

const invoicesSchema = hydraCollectionSchema(jobInvoiceSchema);

export const meta: Route.MetaFunction = () => [{ title: 'Job Listings | Good Food Jobs' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPostersDashboard(request, context);
}

/** The rows' own forms (decision 065); any other post is Post again's. */
const ROW_INTENTS = ['delete', 'filled', 'unfilled', PAY_IN_CART_INTENT] as const;

/**
 * The rows' forms without JavaScript (or before hydration): Post again (decision 061), a
 * listing's delete and Mark as filled / unfilled, which make the same DELETE or PATCH the script
 * does and answer with the same words (decision 065). A refused delete answers nothing: the row is
 * still there (core 8); a refused status change the script's alert.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!ROW_INTENTS.some((intent) => intent === form.intent)) return postAgainAction(request, context, form);
  const { intent, id } = await readListForm(request, context, form, ROW_INTENTS);
  if (intent === PAY_IN_CART_INTENT) {
    // Back in the cart when its line left it; already there, the API's 422 changes nothing.
    await addToCart(context, 'job', id);
    throw redirect('/account/cart');
  }
  if (intent === 'delete')
    return deleteListRow(context, `/api/jobs/${id}`, jobSchema, (job) =>
      ACCOUNT_LIST_MESSAGES.listingDeleted(titleOf(job)),
    );
  // Mark as filled / unfilled: the same PATCH as the script's, and the same words after it.
  const api = context.get(apiContext);
  const job = await api.get(`/api/jobs/${id}`, jobSchema);
  if (!job.ok) return {};
  const title = titleOf(job.data);
  const status = intent === 'filled' ? 'filled' : 'approved';
  const changed = await api.send({ method: 'PATCH', path: `/api/jobs/${id}`, json: { status } });
  if (!changed.ok) return { statusFailure: ACCOUNT_LIST_MESSAGES.listingNotUpdated(title) };
  return {
    notice:
      intent === 'filled'
        ? ACCOUNT_LIST_MESSAGES.listingFilled(title)
        : ACCOUNT_LIST_MESSAGES.listingUnfilled(title),
  };
}

/** On client navigations each page comes from the browser's query cache, under the user's key (content 6). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadAccountListCached('posters', request, serverLoader);
}

/** /account/posters: the employer's listings, their expiry alerts and statistics (content 2). */
export default function PostersDashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  const api = useApiClient();
  const { lastLogin } = useAppState();
  const navigate = useNavigate();
  // Page links, and after a change the cached pages and the menu's count of listings let go of.
  const navigation = useAccountListNavigation('posters');
  const now = useMemo(() => new Date(loaderData.now), [loaderData.now]);
  // The receipt of a listing: its last invoice (content 7: job invoices filtered by the job).
  // A listing placed with a package credit has none; its receipt is the package order's.
  const [receipt, setReceipt] = useState<ReceiptSubject | 'none' | null>(null);
  const onPrintReceipt = useCallback(
    async (job: Job) => {
      const answer = await api.request(
        `/job-invoices?job=${encodeURIComponent(`/api/jobs/${job.id}`)}&pageSize=1`,
        { schema: invoicesSchema },
      );
      const last = answer.ok ? answer.data?.member?.[0] : undefined;
      setReceipt(last ? { kind: 'invoice', id: last.id } : 'none');
    },
    [api],
  );
  const requests = useMemo<ListingRequests>(
    () => ({
      setStatus: async (id, status) =>
        (await api.request(`/jobs/${id}`, { method: 'PATCH', json: { status } })).ok,
      deleteJob: async (id) => (await api.request(`/jobs/${id}`, { method: 'DELETE' })).ok,
      copyJob: async (job) => {
        const answer = await copyListing(api, job.id);
        if (answer.ok && answer.data) return { id: answer.data.id };
        return { failure: postAgainFailure(titleOf(job), answer.ok ? undefined : answer.error) };
      },
    }),
    [api],
  );
  const onCopied = useCallback((id: number) => void navigate(copiedDraftPath(id)), [navigate]);
  // The action's answer to a change posted without JavaScript (or before hydration): the table
  // says it, and the cached pages and the menu's count let go of what it changed.
  const posted = actionData && 'notice' in actionData ? actionData.notice : undefined;
  useForgetPostedChange('posters', posted);

  return (
    <AccountLayout className="posters-page">
      <ExpiryAlerts jobs={loaderData.expiring} now={now} />
      <header className="account-page__header posters-page__header">
        <div>
          <p className="account-page__eyebrow">My Account</p>
          <h1 className="account-page__title" id="listings-title" tabIndex={-1}>
            Job Listings
          </h1>
          <p className="account-page__meta">
            Questions about a listing?{' '}
            <a href="/contact" data-contact-form="">
              Contact us
            </a>
            .
          </p>
        </div>
        <Link className="button" data-variant="primary" data-size="md" to="/post">
          Post New Job
        </Link>
      </header>
      {actionData && 'postAgainFailure' in actionData ? (
        <p className="posters-failure" role="alert">
          {actionData.postAgainFailure}
        </p>
      ) : null}
      {actionData && 'statusFailure' in actionData ? (
        <p className="posters-failure" role="alert">
          {actionData.statusFailure}
        </p>
      ) : null}
      <ListingsTable
        rows={loaderData.rows}
        page={loaderData.page}
        totalPages={loaderData.totalPages}
        now={now}
        {...navigation}
        headingId="listings-title"
        notice={posted}
        requests={requests}
        onCopied={onCopied}
        onPrintReceipt={(job) => void onPrintReceipt(job)}
        renderSelected={(job) => <StatsPanel key={job.id} job={job} lastLogin={lastLogin} now={now} />}
      />
      {receipt === 'none' ? (
        <DialogFrame title="No receipt for this listing" onClose={() => setReceipt(null)}>
          <p>
            This listing was not paid on its own, so it has no receipt of its own. Listings placed with a
            package use the package’s receipt, under{' '}
            <Link to="/account/posters/jobpackages">Job Packages</Link>.
          </p>
        </DialogFrame>
      ) : receipt ? (
        <ReceiptModal subject={receipt} onClose={() => setReceipt(null)} />
      ) : null}
    </AccountLayout>
  );
}
