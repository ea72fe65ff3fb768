import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * The provider's customer of each user (Stripe's `cus_…`), made the first time a card is saved:
 * saved cards belong to it, and a payment with a saved card names it.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 10 }).notNull(),
    customerId: varchar('customer_id', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/**
 * TEST MODE's saved cards (Stripe keeps real ones): only what a card list shows, never a number.
 * Ids look like Stripe's (`pm_test_…`) and are random, so they cannot be guessed.
 */
export const testPaymentMethods = pgTable(
  'test_payment_methods',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: varchar('brand', { length: 20 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_payment_methods_user_idx').on(t.userId, t.createdAt)],
);

/** TEST MODE's setup intents (saving a card), shaped like Stripe's. */
export const testSetupIntents = pgTable(
  'test_setup_intents',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientSecret: varchar('client_secret', { length: 100 }).notNull(),
    status: varchar('status', { length: 30 }).notNull(),
    paymentMethodId: varchar('payment_method_id', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_setup_intents_user_idx').on(t.userId, t.createdAt)],
);

export type TestPaymentMethodRow = typeof testPaymentMethods.$inferSelect;
export type TestSetupIntentRow = typeof testSetupIntents.$inferSelect;
