import { CartLink } from '../account/cart-link.tsx';
import { useCart } from './use-cart-items.ts';

/** The header cart of a signed-in visitor, counting their cart's items. */
export default function SignedInCartLink() {
  return <CartLink count={useCart().count} />;
}
