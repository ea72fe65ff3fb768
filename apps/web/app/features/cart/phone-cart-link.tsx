import { CartLink } from '../account/cart-link.tsx';
import { useCartItems } from './use-cart-items.ts';

/**
 * The cart on phones, in the header bar beside the menu button: always in reach, with the same
 * count as the desktop dropdown (one shared load). It opens the cart page, where the order is
 * listed and paid; the hover dropdown is for wide screens only.
 */
export function PhoneCartLink() {
  const items = useCartItems();
  return (
    <div className="site-header__cart">
      <CartLink count={items.length} />
    </div>
  );
}
