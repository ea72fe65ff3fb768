import { lazy, Suspense, useState } from 'react';
import { CartDropdown } from '../cart/cart-dropdown.tsx';
import { TriggerLook } from './trigger-look.tsx';

const loadUserDropdown = () => import('./user-dropdown.tsx');
const UserDropdown = lazy(loadUserDropdown);

/**
 * Signed-in: greeting with the username, the five account links with counts, Logout (content 2).
 * The Radix menu loads on first use (pointer over or focus on the trigger), keeping every page
 * light; until then an identical trigger stands in and opens it.
 */
export default function UserMenu({ username }: { username: string }) {
  const [isLoaded, setLoaded] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const preload = () => void loadUserDropdown();
  return (
    <div className="account-menu">
      <span className="account-menu__greeting" data-phone>
        Hi, <bdi>{username}</bdi>
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
      {/* Without JavaScript the trigger cannot open the menu: the account pages (whose tabs hold
          the menu's other links) and signing out are plain links instead (CSS hides the trigger). */}
      <noscript>
        <a className="account-menu__signin" href="/account/details">
          My account
        </a>
        <a className="account-menu__signin" href="/logout">
          Sign out
        </a>
      </noscript>
      <CartDropdown />
    </div>
  );
}
