import { type SavedSearch, savedSearchSchema } from '@gfj/contracts/seekers';
import { useMemo } from 'react';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { useApiClient, useAppState } from '../features/auth/app-state.tsx';
import { resendConfirmation } from '../features/auth/resend-confirmation.server.ts';
import type { ResendResult } from '../features/auth/resend-confirmation.tsx';
import { loadAccountList } from '../features/seekers/account-list.server.ts';
import { AlertsAfterConfirming } from '../features/seekers/alerts-after-confirming.tsx';
import { SavedSearchesTable, type SavedSearchRequests } from '../features/seekers/saved-searches-table.tsx';
import { loadAccountListCached } from '../features/seekers/seekers.queries.ts';
import {
  useAccountListNavigation,
  useForgetCachedList,
} from '../features/seekers/use-account-list-navigation.ts';
import type { Route } from './+types/account-saved-searches';

export const meta: Route.MetaFunction = () => [{ title: 'Email Alerts | Good Food Jobs' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountList(request, context, '/api/saved-searches', savedSearchSchema);
}

/** "Resend the confirmation email" without JavaScript (an unconfirmed account's alerts wait for it). */
export async function action({ request, context }: Route.ActionArgs): Promise<ResendResult> {
  return resendConfirmation(context, await readForm(request));
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
        <h1 className="account-page__title">Email Alerts</h1>
        <p className="account-page__meta">
          Every morning we email you the new jobs that match your active saved searches.
        </p>
      </header>
      {isConfirmed ? null : <AlertsAfterConfirming resend={actionData} />}
      <SavedSearchesTable
        rows={loaderData.rows}
        page={loaderData.page}
        totalPages={loaderData.totalPages}
        requests={requests}
        {...navigation}
      />
    </AccountLayout>
  );
}
