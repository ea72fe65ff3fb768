import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAppState } from '../auth/app-state.tsx';
import { useSignInModal } from '../auth/auth-modals.tsx';
import { CartLink } from './cart-link.tsx';

// Only signed-in pages render it: the server sends its markup, the browser loads its code while
// hydrating, and guests never load it (docs/decisions/011).
const UserMenu = lazy(() => import('./user-menu.tsx'));
// Shown only inside the open phone menu, so it loads when the menu first opens.
const MobileMenuGroups = lazy(() =>
  import('./mobile-menu.tsx').then((module) => ({ default: module.MobileMenuGroups })),
);

/** Signed-out: "Hi, there", a sign-in element that opens the modal, and the cart showing 0. */
function GuestMenu() {
  const signIn = useSignInModal();
  return (
    <div className="account-menu">
      <span className="account-menu__greeting">Hi, there</span>
      <Link
        to="/login"
        className="account-menu__signin"
        onClick={(event) => {
          event.preventDefault();
          signIn.open('login');
        }}
      >
        Sign in
      </Link>
      <CartLink count={0} />
    </div>
  );
}

/**
 * The header's account area (content 2; core 2 cart count for guests), followed by the phone
 * menu's groups once the phone menu is open (CSS shows them only inside the phone panel).
 */
export function AccountMenu({ isPhoneMenuOpen = false }: { isPhoneMenuOpen?: boolean }) {
  const { userId, username } = useAppState();
  return (
    <>
      {userId ? (
        <Suspense fallback={null}>
          <UserMenu username={username ?? 'there'} />
        </Suspense>
      ) : (
        <GuestMenu />
      )}
      {isPhoneMenuOpen ? (
        <Suspense fallback={null}>
          <MobileMenuGroups />
        </Suspense>
      ) : null}
    </>
  );
}
