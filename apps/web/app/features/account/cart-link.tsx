import { ShoppingBasket } from 'lucide';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';

/** The header's cart with its item count (core 2: guests see 0). */
export function CartLink({ count }: { count: number }) {
  return (
    <Link
      to="/account/cart"
      className="account-menu__cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
    >
      <Icon icon={ShoppingBasket} aria-hidden="true" size={22} />
      <span className="account-menu__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
