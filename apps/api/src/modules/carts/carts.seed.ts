import type { Db } from '../../db/client.ts';
import { promoCodes } from './carts.table.ts';

/** The demo's promo code (local mode): 10% off anything, so the promo path works on a fresh start. */
export const DEMO_PROMO_CODE = { code: 'GOODFOOD10', kind: 'percent', value: 10, appliesTo: 'both' } as const;

export async function seedCommerceDemo(db: Db): Promise<void> {
  await db.insert(promoCodes).values(DEMO_PROMO_CODE).onConflictDoNothing();
}
