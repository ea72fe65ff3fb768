import { userFollowJobSchema } from '@gfj/contracts/seekers';
import { useCallback } from 'react';
import { readForm } from '../components/ui/form/form-actions.server.ts';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { deleteListRow } from '../features/account/delete-list-row.server.ts';
import { useApiClient } from '../features/auth/app-state.tsx';
import { loadAccountList, readListForm } from '../features/seekers/account-list.server.ts';
import { ACCOUNT_LIST_MESSAGES, type AccountListResult } from '../features/seekers/account-list-messages.ts';
import { FavoritesTable } from '../features/seekers/favorites-table.tsx';
import { loadAccountListCached } from '../features/seekers/seekers.queries.ts';
import {
  useAccountListNavigation,
  useForgetPostedChange,
} from '../features/seekers/use-account-list-navigation.ts';
import type { Route } from './+types/account-seekers';

export const meta: Route.MetaFunction = () => [{ title: 'Favorites | Good Food Jobs' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountList(request, context, '/api/user-follow-jobs', userFollowJobSchema);
}

/**
 * A favorite's delete without JavaScript (or before hydration): the row's form posts here, and this
 * makes the same DELETE the script does. A refusal answers nothing: the row is still there (core 8).
 */
export async function action({ request, context }: Route.ActionArgs): Promise<AccountListResult> {
  const { id } = await readListForm(request, context, await readForm(request), ['delete']);
  return deleteListRow(context, `/api/user-follow-jobs/${id}`, userFollowJobSchema, (follow) =>
    ACCOUNT_LIST_MESSAGES.favoriteDeleted(follow.job.position),
  );
}

/** On client navigations each page comes from the browser's query cache (10 minutes). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadAccountListCached('follows', request, serverLoader);
}

/** /account/seekers: the jobs the user follows (core 2). */
export default function FavoritesPage({ loaderData, actionData }: Route.ComponentProps) {
  const api = useApiClient();
  const navigation = useAccountListNavigation('follows');
  useForgetPostedChange('follows', actionData);
  const deleteFollow = useCallback(
    async (id: number) => (await api.request(`/user-follow-jobs/${id}`, { method: 'DELETE' })).ok,
    [api],
  );
  return (
    <AccountLayout className="seekers-page">
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        <h1 className="account-page__title" id="favorites-title" tabIndex={-1}>
          Favorites
        </h1>
      </header>
      <FavoritesTable
        rows={loaderData.rows}
        page={loaderData.page}
        totalPages={loaderData.totalPages}
        deleteFollow={deleteFollow}
        headingId="favorites-title"
        notice={actionData?.notice}
        {...navigation}
      />
    </AccountLayout>
  );
}
