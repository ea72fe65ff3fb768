import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { jobPackages } from '../job-packages/job-packages.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Promotional codes (product-decisions: Money): percent or a fixed amount in cents, optional
 * expiry and maximum uses, for jobs, packages or both. A use is counted when an order is paid.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 40 }).notNull(),
    /** `percent` (value 1-100) or `amount` (value in cents). */
    kind: varchar('kind', { length: 10 }).notNull(),
    value: integer('value').notNull(),
    /** `jobs`, `packages` or `both`. */
    appliesTo: varchar('applies_to', { length: 10 }).notNull().default('both'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usesCount: integer('uses_count').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_lower_idx').on(sql`lower(${t.code})`),
    check('promo_codes_value_check', sql`${t.value} > 0`),
  ],
);

/** A user's cart (core 3: Shopping cart); totals are computed, never stored before the order. */
export const shoppingCarts = pgTable(
  'shopping_carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 12 }).notNull().default('unprocessed'),
    acceptPromotionalCode: boolean('accept_promotional_code').notNull().default(true),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Cart lifetime 604800 s (core 9), counted again from each added item. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One open cart per user: every add (the header, a submitted listing) lands in the same one.
    uniqueIndex('shopping_carts_one_open_idx').on(t.userId).where(sql`${t.status} = 'unprocessed'`),
    index('shopping_carts_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'unprocessed'`),
  ],
);

/** A line of a cart: a job (once per cart) or a job package (may repeat). */
export const shoppingCartItems = pgTable(
  'shopping_cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => shoppingCarts.id, { onDelete: 'cascade' }),
    entityType: varchar('entity_type', { length: 12 }).notNull(),
    jobId: integer('job_id').references(() => jobs.id),
    jobPackageId: integer('job_package_id').references(() => jobPackages.id),
    quantity: integer('quantity').notNull().default(1),
    status: varchar('status', { length: 12 }).notNull().default('unprocessed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_cart_items_cart_idx').on(t.cartId),
    // A job is in a cart once, whatever two concurrent adds do.
    uniqueIndex('shopping_cart_items_job_once_idx').on(t.cartId, t.jobId).where(sql`${t.jobId} IS NOT NULL`),
    check(
      'shopping_cart_items_entity_check',
      sql`(${t.entityType} = 'job' AND ${t.jobId} IS NOT NULL) OR (${t.entityType} = 'job-package' AND ${t.jobPackageId} IS NOT NULL)`,
    ),
  ],
);

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type ShoppingCartRow = typeof shoppingCarts.$inferSelect;
export type ShoppingCartItemRow = typeof shoppingCartItems.$inferSelect;
