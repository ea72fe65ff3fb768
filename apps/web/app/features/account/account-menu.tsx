import { ChevronDown, LogOut, ShoppingBasket, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';
import { useAppState } from '../auth/app-state.tsx';
import { useSignInModal } from '../auth/auth-modals.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { MobileMenuGroups } from './mobile-menu.tsx';
import { useLogout } from './use-logout.ts';

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

/** Signed-in: greeting with the username, the five account links with counts, Logout (content 2). */
function UserMenu({ username }: { username: string }) {
  const { counts } = useAppState();
  const logout = useLogout();
  return (
    <div className="account-menu">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="account-menu__trigger">
          <UserRound aria-hidden="true" size={20} />
          <span className="account-menu__name">Hi, {username}</span>
          <ChevronDown aria-hidden="true" size={18} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="end" sideOffset={8}>
            <DropdownMenu.Label className="menu__label">My Account</DropdownMenu.Label>
            {ACCOUNT_LINKS.map((item) => (
              <DropdownMenu.Item key={item.to} asChild className="menu__item">
                <Link to={item.to}>
                  <span>{item.label}</span>
                  {item.count ? (
                    <span className="menu__count">
                      <VisuallyHidden>, </VisuallyHidden>
                      {counts?.[item.count] ?? 0}
                    </span>
                  ) : null}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="menu__separator" />
            <DropdownMenu.Item className="menu__item" onSelect={() => void logout()}>
              <span>Logout</span>
              <LogOut aria-hidden="true" size={18} />
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
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
