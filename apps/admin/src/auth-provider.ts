import type { AuthProvider } from 'react-admin';
import { goToSignIn, refreshSession } from './api.ts';

interface Session {
  userId: number | null;
  email?: string;
  username?: string;
  isStaff: boolean;
}

async function readSession(): Promise<Session> {
  const response = await fetch('/api/session', { credentials: 'same-origin' });
  return (await response.json()) as Session;
}

/**
 * The site's own session: the server sends /admin to staff only, so signing in happens on the
 * site's page; here a lost session (401) is renewed once, else it is back to the sign-in page.
 */
export const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => {
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
    window.location.assign('/');
    return false;
  },
  checkAuth: async () => {
    let session = await readSession();
    if (!session.userId && (await refreshSession())) session = await readSession();
    if (!session.userId) {
      goToSignIn();
      throw new Error('Signed out');
    }
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      if (await refreshSession()) return;
      goToSignIn();
      throw new Error('Signed out');
    }
  },
  getIdentity: async () => {
    const session = await readSession();
    return { id: session.userId ?? 0, fullName: session.email ?? session.username ?? 'Staff' };
  },
  getPermissions: async () => 'staff',
};
