import { lazy, Suspense } from 'react';
import { CartLink } from '../account/cart-link.tsx';
import { useAppState } from '../auth/app-state.tsx';

// The count's loader (contracts schemas, the shared store) comes only with a signed-in visitor,
// as the desktop dropdown does: a guest's pages carry none of it (docs/decisions/011).
const SignedInCartLink = lazy(() => import('./signed-in-cart-link.tsx'));

/**
 * The cart on phones, in the header bar beside the menu button: always in reach, with the same
 * count as the desktop dropdown (one shared load). It opens the cart page, where the order is
 * listed and paid; the hover dropdown is for wide screens only. Guests see 0 (core 2).
 */
export function PhoneCartLink() {
  const { userId, cartCount } = useAppState();
  return (
    <div className="site-header__cart">
      {userId ? (
        <Suspense fallback={<CartLink count={cartCount ?? 0} />}>
          <SignedInCartLink />
        </Suspense>
      ) : (
        <CartLink count={0} />
      )}
    </div>
  );
}
