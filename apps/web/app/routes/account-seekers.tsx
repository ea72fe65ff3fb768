import { userFollowJobSchema } from '@gfj/contracts/seekers';
import { useCallback } from 'react';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { useApiClient } from '../features/auth/app-state.tsx';
import { loadAccountList } from '../features/seekers/account-list.server.ts';
import { FavoritesTable } from '../features/seekers/favorites-table.tsx';
import { loadAccountListCached } from '../features/seekers/seekers.queries.ts';
import { useAccountListNavigation } from '../features/seekers/use-account-list-navigation.ts';
import type { Route } from './+types/account-seekers';

export const meta: Route.MetaFunction = () => [{ title: 'Favorites | Good Food Jobs' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountList(request, context, '/api/user-follow-jobs', userFollowJobSchema);
}

/** On client navigations each page comes from the browser's query cache (10 minutes). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadAccountListCached('follows', request, serverLoader);
}

/** /account/seekers: the jobs the user follows (core 2). */
export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const api = useApiClient();
  const navigation = useAccountListNavigation('follows');
  const deleteFollow = useCallback(
    async (id: number) => (await api.request(`/user-follow-jobs/${id}`, { method: 'DELETE' })).ok,
    [api],
  );
  return (
    <AccountLayout className="seekers-page">
      <header className="account-page__header">
        <p className="account-page__eyebrow">My Account</p>
        <h1 className="account-page__title">Favorites</h1>
      </header>
      <FavoritesTable
        rows={loaderData.rows}
        page={loaderData.page}
        totalPages={loaderData.totalPages}
        deleteFollow={deleteFollow}
        {...navigation}
      />
    </AccountLayout>
  );
}
