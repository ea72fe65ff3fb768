import { useCallback } from 'react';
import { forgetQueryCaches } from '../../lib/query-storage.ts';
import { useApiClient } from '../auth/app-state.tsx';

/**
 * Logout (content 2): the API revokes the session and clears its cookies, the browser forgets the
 * user's cached queries, then the page reloads.
 */
export function useLogout() {
  const api = useApiClient();
  return useCallback(async () => {
    await api.request('/logout', { method: 'POST', skipRefresh: true });
    forgetQueryCaches();
    window.location.reload();
  }, [api]);
}
