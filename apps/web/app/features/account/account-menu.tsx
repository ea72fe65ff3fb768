import { ShoppingBasket } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAppState } from '../auth/app-state.tsx';
import { useSignInModal } from '../auth/auth-modals.tsx';
import { MobileMenuGroups } from './mobile-menu.tsx';
import { TriggerLook } from './trigger-look.tsx';

const loadUserDropdown = () => import('./user-dropdown.tsx');
const UserDropdown = lazy(loadUserDropdown);

function CartLink({ count }: { count: number }) {
  return (
    <Link to="/account/cart" className="account-menu__cart" aria-label={`Cart, ${count} items`}>
      <ShoppingBasket aria-hidden="true" size={22} />
      <span className="account-menu__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}

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
 * Signed-in: greeting with the username, the five account links with counts, Logout (content 2).
 * The Radix menu loads on first use (pointer over or focus on the trigger), keeping every page
 * light; until then an identical trigger stands in and opens it.
 */
function UserMenu({ username }: { username: string }) {
  const [isLoaded, setLoaded] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const preload = () => void loadUserDropdown();
  return (
    <div className="account-menu">
      <span className="account-menu__greeting" data-phone>
        Hi, {username}
      </span>
      {isLoaded ? (
        <Suspense fallback={<TriggerLook username={username} />}>
          <UserDropdown username={username} defaultOpen={openOnLoad} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="account-menu__trigger"
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setOpenOnLoad(true);
            setLoaded(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpenOnLoad(true);
              setLoaded(true);
            }
          }}
        >
          <TriggerLook username={username} />
        </button>
      )}
      <CartLink count={0} />
    </div>
  );
}

/**
 * The header's account area (content 2; core 2 cart count for guests), followed by the phone
 * menu's groups, which CSS shows only inside the phone panel.
 */
export function AccountMenu() {
  const { userId, username } = useAppState();
  return (
    <>
      {userId ? <UserMenu username={username ?? 'there'} /> : <GuestMenu />}
      <MobileMenuGroups />
    </>
  );
}
