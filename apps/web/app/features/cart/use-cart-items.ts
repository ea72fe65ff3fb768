import { type ShoppingCartItem, shoppingCartItemSchema } from '@gfj/contracts/commerce';
import { hydraCollectionSchema } from '@gfj/contracts/hydra';
import { useEffect, useSyncExternalStore } from 'react';
import type { BrowserApiClient } from '../../lib/api-client.ts';
import { useApiClient, useAppState } from '../auth/app-state.tsx';

const itemsSchema = hydraCollectionSchema(shoppingCartItemSchema);
const NONE: readonly ShoppingCartItem[] = [];

/**
 * The signed-in visitor's cart items, one copy for the whole page: the phone header's cart and the
 * desktop dropdown show the same count from one request. Each mounts when its own lazy chunk has
 * come, so a mount loads only when nothing was loaded (or is loading) for this visitor yet. Every
 * `cart:updated` event reloads; the loads asked for in one turn (several listeners) are one.
 */
type Snapshot = { userId: number | null; items: readonly ShoppingCartItem[] };
const EMPTY: Snapshot = { userId: null, items: NONE };
let snapshot: Snapshot = EMPTY;
const listeners = new Set<() => void>();
let scheduled = false;
/** The visitor whose items are loaded or on their way; null again after a failed load. */
let loadedFor: number | null = null;

function publish(next: Snapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function scheduleLoad(api: BrowserApiClient, userId: number) {
  loadedFor = userId;
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(async () => {
    scheduled = false;
    const answer = await api.request('/shopping-cart-items', { schema: itemsSchema });
    if (answer.ok && answer.data) publish({ userId, items: answer.data.member });
    else if (loadedFor === userId) loadedFor = null;
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The cart's lines and the header's count: the lines once the browser has loaded them; until
 * then (and without JavaScript) the count the page was served with, never a wrong 0.
 */
export function useCart(): { items: readonly ShoppingCartItem[]; count: number } {
  const api = useApiClient();
  const { userId, cartCount } = useAppState();
  // The server (and hydration) render no lines and the served count; the browser loads the lines.
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
  useEffect(() => {
    if (!userId) return;
    const reload = () => scheduleLoad(api, userId);
    if (loadedFor !== userId) reload();
    window.addEventListener('cart:updated', reload);
    return () => window.removeEventListener('cart:updated', reload);
  }, [api, userId]);
  // Another visitor's items (before a reload after signing in as someone else) are never shown.
  const isLoaded = userId !== null && current.userId === userId;
  const items = isLoaded ? current.items : NONE;
  return { items, count: isLoaded ? items.length : userId ? (cartCount ?? 0) : 0 };
}
