import { userFollowJobSchema } from '@gfj/contracts/seekers';
import { useCallback } from 'react';
import { Container } from '../components/ui/container.tsx';
import { useApiClient } from '../features/auth/app-state.tsx';
import { loadAccountList } from '../features/seekers/account-list.server.ts';
import { FavoritesTable } from '../features/seekers/favorites-table.tsx';
import { useAccountListNavigation } from '../features/seekers/use-account-list-navigation.ts';
import type { Route } from './+types/account-seekers';

export const meta: Route.MetaFunction = () => [{ title: 'Favorites | Good Food Jobs' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccountList(request, context, '/api/user-follow-jobs', userFollowJobSchema);
}

/** /account/seekers: the jobs the user follows (core 2). */
export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const api = useApiClient();
  const navigation = useAccountListNavigation();
  const deleteFollow = useCallback(
    async (id: number) => (await api.request(`/user-follow-jobs/${id}`, { method: 'DELETE' })).ok,
    [api],
  );
  return (
    <Container className="account-page seekers-page">
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
    </Container>
  );
}
