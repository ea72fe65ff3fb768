import { useAppState } from '../auth/app-state.tsx';

const NAME_KEY = 'gfj:your-name';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The name last sent from this browser (apply, email a friend), so it is not typed again. */
export function rememberYourName(name: string): void {
  storage()?.setItem(NAME_KEY, name.trim());
}

/**
 * What the apply and email-a-friend forms fill in for a signed-in user: their email, and a name
 * (the one they last used here, else their username, capitalised). Guests start with empty fields.
 * In the browser (the modals, and the pages once they run) the remembered name comes first; the
 * pages rendered on the server, which cannot see it, fill in the username and the email.
 */
export function useYourDetails(): { name: string; email: string } {
  const { userId, username, email } = useAppState();
  if (userId === null) return { name: '', email: '' };
  const remembered = storage()?.getItem(NAME_KEY)?.trim();
  const fromUsername = username ? username.charAt(0).toUpperCase() + username.slice(1) : '';
  return { name: remembered || fromUsername, email: email ?? '' };
}
