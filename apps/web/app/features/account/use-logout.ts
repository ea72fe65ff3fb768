import { useCallback } from 'react';
import { useApiClient } from '../auth/app-state.tsx';

/** Logout (content 2): the API revokes the session and clears its cookies, then the page reloads. */
export function useLogout() {
  const api = useApiClient();
  return useCallback(async () => {
    await api.request('/logout', { method: 'POST', skipRefresh: true });
    window.location.reload();
  }, [api]);
}
