import { type SavedSearch, savedSearchSchema } from '@gfj/contracts/seekers';
import { useMemo } from 'react';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { deleteListRow } from '../features/account/delete-list-row.server.ts';
import { useApiClient, useAppState } from '../features/auth/app-state.tsx';
import { resendConfirmation } from '../features/auth/resend-confirmation.server.ts';
import type { ResendResult } from '../features/auth/resend-confirmation.tsx';
import { loadAccountList, readListForm } from '../features/seekers/account-list.server.ts';
import { ACCOUNT_LIST_MESSAGES, type AccountListResult } from '../features/seekers/account-list-messages.ts';
import { AlertsAfterConfirming } from '../features/seekers/alerts-after-confirming.tsx';
import { SavedSearchesTable, type SavedSearchRequests } from '../features/seekers/saved-searches-table.tsx';
import { loadAccountListCached } from '../features/seekers/seekers.queries.ts';
import {
  useAccountListNavigation,
  useForgetCachedList,
  useForgetPostedChange,
} from '../features/seekers/use-account-list-navigation.ts';
import { apiContext } from '../lib/load-context.ts';
import type { Route } from './+types/account-saved-searches';

export const meta: Route.MetaFunction = () => [{ title: 'Email Alerts | Good Food Jobs' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountList(request, context, '/api/saved-searches', savedSearchSchema);
}

/**
 * The page's forms without JavaScript (or before hydration): "Resend the confirmation email" (an
 * unconfirmed account's alerts wait for it, `intent=resend`), and each row's alert switch and
 * delete, which make the same PATCH or DELETE the script does. A refused row change answers
 * nothing: the row is as it was (core 8).
 */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ResendResult | AccountListResult> {
  const form = await readForm(request);
  if (form.intent === 'resend') return resendConfirmation(context, form);
  return changeRow(request, context, form);
}

async function changeRow(
  request: Request,
  context: Route.ActionArgs['context'],
  form: Record<string, string>,
): Promise<AccountListResult> {
  const { intent, id } = await readListForm(request, context, form, ['delete', 'status']);
  const api = context.get(apiContext);
  if (intent === 'status') {
    const status = form.status === 'inactive' ? 'inactive' : 'active';
    const patched = await api.send({
      method: 'PATCH',
      path: `/api/saved-searches/${id}`,
      json: { status },
      schema: savedSearchSchema,
    });
    if (!patched.ok || !patched.data) return {};
    const { alertsOn, alertsOff } = ACCOUNT_LIST_MESSAGES;
    return { notice: (patched.data.status === 'active' ? alertsOn : alertsOff)(patched.data.name) };
  }
  return deleteListRow(context, `/api/saved-searches/${id}`, savedSearchSchema, (search) =>
    ACCOUNT_LIST_MESSAGES.savedSearchDeleted(search.name),
  );
}

/** On client navigations each page comes from the browser's query cache (10 minutes). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadAccountListCached('saved-searches', request, serverLoader);
}

/** /account/seekers/saved-searches: saved searches and their daily job alerts (core 2). */
export default function SavedSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const api = useApiClient();
  const { isConfirmed } = useAppState();
  const navigation = useAccountListNavigation('saved-searches');
  // The action answers the resend form (`sent`) or a row's change (`notice`, or nothing when refused).
  const resend = actionData && 'sent' in actionData ? actionData : undefined;
  const rowChange = actionData && !('sent' in actionData) ? actionData : undefined;
  useForgetPostedChange('saved-searches', rowChange);
  const forgetCached = useForgetCachedList('saved-searches');
  const requests = useMemo<SavedSearchRequests>(
    () => ({
      setStatus: async (id: number, status: SavedSearch['status']) => {
        const { ok } = await api.request(`/saved-searches/${id}`, { method: 'PATCH', json: { status } });
        // The switch shows at once (optimistic); the cached pages must not bring the old one back.
        if (ok) void forgetCached();
        return ok;
      },
      deleteSavedSearch: async (id: number) =>
        (await api.request(`/saved-searches/${id}`, { method: 'DELETE' })).ok,
    }),
    [api, forgetCached],
  );
  return (
    <AccountLayout className="seekers-page">
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        <h1 className="account-page__title" id="email-alerts-title" tabIndex={-1}>
          Email Alerts
        </h1>
        <p className="account-page__meta">
          Every morning we email you the new jobs that match your active saved searches.
        </p>
      </header>
      {isConfirmed ? null : <AlertsAfterConfirming resend={resend} />}
      <SavedSearchesTable
        rows={loaderData.rows}
        page={loaderData.page}
        totalPages={loaderData.totalPages}
        requests={requests}
        headingId="email-alerts-title"
        notice={rowChange?.notice}
        {...navigation}
      />
    </AccountLayout>
  );
}
