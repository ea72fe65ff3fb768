import { formatPrice } from '@gfj/contracts/job-display';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isolate } from '../../lib/isolate.ts';
import { CartLink } from '../account/cart-link.tsx';
import { useApiClient } from '../auth/app-state.tsx';
import { useCart } from './use-cart-items.ts';
/** The dropdown is highlighted this long after each add (core 9: cart highlight 5 s). */
export const CART_HIGHLIGHT_MS = 5000;

/**
 * The header cart (core 2: Cart dropdown): the icon with the item count, and on hover or focus
 * "Order details" with each line (name, price, remove), "Total" and PAY NOW, shown only when the
 * cart has items. It reloads on every `cart:updated` event and is highlighted 5 s after each one
 * (an earlier timer cleared).
 */
export function CartDropdown() {
  const api = useApiClient();
  const { items, count } = useCart();
  const [highlighted, setHighlighted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const onUpdate = () => {
      clearTimeout(timer.current);
      setHighlighted(true);
      timer.current = setTimeout(() => setHighlighted(false), CART_HIGHLIGHT_MS);
    };
    window.addEventListener('cart:updated', onUpdate);
    return () => {
      window.removeEventListener('cart:updated', onUpdate);
      clearTimeout(timer.current);
    };
  }, []);
  // The focus was on the removed line's button and fell to the page once the lines reloaded: it
  // goes to the next line's button, else the one before, else the cart link.
  const root = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<{ removed: number; next: number | null } | null>(null);
  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || items.some((item) => item.id === pending.removed)) return;
    focusAfter.current = null;
    const target =
      (pending.next !== null &&
        root.current?.querySelector<HTMLElement>(`[data-cart-line="${pending.next}"]`)) ||
      root.current?.querySelector<HTMLElement>('.account-menu__cart');
    target?.focus();
  }, [items]);
  const remove = async (id: number) => {
    const index = items.findIndex((item) => item.id === id);
    const answer = await api.request(`/shopping-cart-items/${id}`, { method: 'DELETE' });
    if (!answer.ok) return;
    focusAfter.current = { removed: id, next: (items[index + 1] ?? items[index - 1])?.id ?? null };
    window.dispatchEvent(new Event('cart:updated'));
  };
  const total = items.reduce((sum, item) => sum + item.entity_price, 0);
  return (
    <div className="cart-dropdown" data-highlighted={highlighted || undefined} ref={root}>
      <CartLink count={count} />
      {items.length > 0 ? (
        <section className="cart-dropdown__panel" aria-label="Order details">
          <p className="cart-dropdown__title">Order details</p>
          <ul className="cart-dropdown__items">
            {items.map((item) => (
              <li key={item.id}>
                <span>{item.entity_name}</span>
                <span>{formatPrice(item.entity_price)}</span>
                <button
                  type="button"
                  data-cart-line={item.id}
                  onClick={() => void remove(item.id)}
                  aria-label={`Remove ${isolate(item.entity_name)}`}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="cart-dropdown__total">
            <span>Total</span> <span>{formatPrice(total)}</span>
          </p>
          <Link to="/account/cart" className="button" data-variant="primary" data-size="md">
            PAY NOW
          </Link>
        </section>
      ) : null}
    </div>
  );
}
