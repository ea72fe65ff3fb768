import type { ShoppingCart, ShoppingCartItem } from '@gfj/contracts';
import { buildMember, formatDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { CartLine } from './carts.repository.ts';
import type { PricedCart } from './carts.service.ts';
import type { ShoppingCartItemRow } from './carts.table.ts';

export function presentCartItem(line: CartLine) {
  const isJob = line.entityType === 'job';
  const entityId = (isJob ? line.jobId : line.jobPackageId) ?? 0;
  return buildMember('ShoppingCartItem', iriOf('shopping-cart-items', line.id), {
    id: line.id,
    quantity: line.quantity,
    entity_id: entityId,
    entity_type: line.entityType as ShoppingCartItem['entity_type'],
    entity_name: line.entityName,
    entity_price: line.entityPrice,
    // Core 3: a job goes in once (allow_multiple false), a package may repeat (true).
    allow_multiple: !isJob,
    entity: {
      '@id': iriOf(isJob ? 'jobs' : 'job-packages', entityId),
      '@type': isJob ? ('Job' as const) : ('JobPackage' as const),
      id: entityId,
      name: line.entityName,
      price: line.entityPrice,
      allow_multiple: !isJob,
    },
    shopping_cart: iriOf('shopping-carts', line.cartId),
    status: line.status as ShoppingCartItem['status'],
    created_at: formatDateTime(line.createdAt),
    updated_at: formatDateTime(line.updatedAt),
  }) satisfies ShoppingCartItem;
}

export function presentCart({ cart, lines, promo, totals }: PricedCart) {
  return buildMember('ShoppingCart', iriOf('shopping-carts', cart.id), {
    id: cart.id,
    items: lines.map(presentCartItem),
    accept_promotional_code: cart.acceptPromotionalCode,
    promotional_code: promo?.code ?? null,
    job_packages_discounted_jobs_count: totals.job_packages_discounted_jobs_count,
    job_packages_discount: totals.job_packages_discount,
    subtotal: totals.subtotal,
    promo_code_discount: totals.promo_code_discount,
    total: totals.total,
    status: cart.status as ShoppingCart['status'],
    created_at: formatDateTime(cart.createdAt),
    updated_at: formatDateTime(cart.updatedAt),
    expires_at: formatDateTime(cart.expiresAt),
  }) satisfies ShoppingCart;
}

export type { ShoppingCartItemRow };
