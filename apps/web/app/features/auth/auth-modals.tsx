import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { announceModalOpen, restoreFocus } from '../../components/ui/modal-signals.ts';
import { useAppState } from './app-state.tsx';
import { clearPendingAction, type PendingAction, rememberPendingAction } from './pending-action.ts';

/** The sign-in modal's five states (core 2). */
export type AuthView = 'login' | 'register' | 'register-success' | 'reset-request' | 'reset-request-success';

// The dialogs and their forms (zod, react-hook-form) load on first use, keeping every page light.
const SignInDialog = lazy(() => import('./sign-in-dialog.tsx'));
const ConfirmEmailDialog = lazy(() => import('./confirm-email-dialog.tsx'));

interface AuthModals {
  /** Opens the sign-in modal, on the sign-in form or the register form (the guest-to-register flow). */
  openSignIn: (view?: 'login' | 'register' | 'reset-request') => void;
  /** Opens "Please confirm your email". */
  openConfirmEmail: () => void;
}

const AuthModalsContext = createContext<AuthModals | null>(null);

export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<AuthView | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  // Where focus returns on close: the control that opened the modal (quality bars: dialogs return focus).
  const opener = useRef<HTMLElement | null>(null);
  const value = useMemo<AuthModals>(() => {
    const remember = () => {
      if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        opener.current = document.activeElement;
      }
      // The phone menu closes before the modal shows, not behind it.
      announceModalOpen();
    };
    return {
      openSignIn: (next = 'login') => {
        remember();
        setView(next);
      },
      openConfirmEmail: () => {
        remember();
        setConfirmOpen(true);
      },
    };
  }, []);
  const returnFocus = () => {
    const target = opener.current;
    opener.current = null;
    restoreFocus(target);
  };
  return (
    <AuthModalsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {view ? (
          <SignInDialog
            view={view}
            onViewChange={setView}
            onClose={() => {
              // Closed without signing in (success reloads the page instead): the guest's
              // favorite or apply click is dropped, not done by surprise at a later sign-in.
              clearPendingAction();
              setView(null);
              returnFocus();
            }}
          />
        ) : null}
        {isConfirmOpen ? (
          <ConfirmEmailDialog
            onClose={() => {
              setConfirmOpen(false);
              returnFocus();
            }}
          />
        ) : null}
      </Suspense>
    </AuthModalsContext.Provider>
  );
}

const NO_MODALS: AuthModals = { openSignIn: () => {}, openConfirmEmail: () => {} };

export function useAuthModals(): AuthModals {
  return useContext(AuthModalsContext) ?? NO_MODALS;
}

/** `useSignInModal().open('register')` from any feature that needs an account. */
export function useSignInModal() {
  const { openSignIn } = useAuthModals();
  return { open: openSignIn };
}

/**
 * Guard for actions that need a confirmed account (apply, post, core 1): returns a function that
 * runs `action` for confirmed users, opens the sign-in modal (with its link to register) for
 * guests and the email-confirmation modal for unconfirmed users. The server enforces the same
 * rule. `pending` is what the guest asked for, finished after signing in (the page reloads).
 */
export function useRequireConfirmedUser() {
  const { userId, isConfirmed, isStaff } = useAppState();
  const { openSignIn, openConfirmEmail } = useAuthModals();
  return useCallback(
    (action?: () => void, pending?: PendingAction): boolean => {
      if (!userId) {
        if (pending) rememberPendingAction(pending);
        openSignIn('login');
        return false;
      }
      if (!isConfirmed && !isStaff) {
        openConfirmEmail();
        return false;
      }
      action?.();
      return true;
    },
    [userId, isConfirmed, isStaff, openSignIn, openConfirmEmail],
  );
}

/**
 * Guard for actions that only need an account (favorites, cart): guests get the sign-in modal.
 * `signedOut`: the API has just said the session ended (elsewhere), whatever this page thought.
 */
export function useRequireUser() {
  const { userId } = useAppState();
  const { openSignIn } = useAuthModals();
  return useCallback(
    (action?: () => void, pending?: PendingAction, signedOut?: boolean): boolean => {
      if (!userId || signedOut) {
        if (pending) rememberPendingAction(pending);
        openSignIn('login');
        return false;
      }
      action?.();
      return true;
    },
    [userId, openSignIn],
  );
}
