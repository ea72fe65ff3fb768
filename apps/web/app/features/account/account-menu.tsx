import { ShoppingBasket } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Account area placeholder: the accounts work replaces this with the session-aware menu and the
 * cart dropdown. Signed-out visitors see a cart count of 0 (core 2, Cart dropdown).
 */
export function AccountMenu() {
  const count = 0;
  return (
    <div className="account-menu">
      <Link to="/login" className="account-menu__signin">
        Sign in
      </Link>
      <Link to="/account/cart" className="account-menu__cart" aria-label={`Cart, ${count} items`}>
        <ShoppingBasket aria-hidden="true" size={22} />
        <span className="account-menu__count" aria-hidden="true">
          {count}
        </span>
      </Link>
    </div>
  );
}
