import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { promoCodes, shoppingCarts } from '../carts/carts.table.ts';
import { jobPackages, userJobPackages } from '../job-packages/job-packages.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A paid cart. `shopping_cart_id` is unique: whatever retries, webhooks or concurrent requests
 * do, one cart makes at most one order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    shoppingCartId: integer('shopping_cart_id')
      .notNull()
      .references(() => shoppingCarts.id),
    status: varchar('status', { length: 20 }).notNull().default('paid'),
    subtotal: integer('subtotal').notNull(),
    jobPackagesDiscountedJobsCount: integer('job_packages_discounted_jobs_count').notNull().default(0),
    jobPackagesDiscount: integer('job_packages_discount').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: varchar('promo_code', { length: 40 }),
    promoCodeDiscount: integer('promo_code_discount').notNull().default(0),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_shopping_cart_idx').on(t.shoppingCartId),
    index('orders_user_idx').on(t.userId, t.createdAt),
  ],
);

/** What an order bought, at the price paid (catalogue prices may change later). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    entityType: varchar('entity_type', { length: 12 }).notNull(),
    jobId: integer('job_id').references(() => jobs.id),
    jobPackageId: integer('job_package_id').references(() => jobPackages.id),
    name: varchar('name', { length: 220 }).notNull(),
    price: integer('price').notNull(),
    /** The package credit that covered this listing, if one did. */
    userJobPackageId: integer('user_job_package_id').references(() => userJobPackages.id),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_job_idx').on(t.jobId)],
);

/**
 * One attempt to charge a cart. At most one attempt per cart is pending or succeeded at a time
 * (the partial unique index): a second concurrent request cannot start a second charge.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    shoppingCartId: integer('shopping_cart_id')
      .notNull()
      .references(() => shoppingCarts.id),
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: varchar('provider', { length: 10 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 100 }),
    idempotencyKey: varchar('idempotency_key', { length: 255 }),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    cardBrand: varchar('card_brand', { length: 20 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_one_live_per_cart_idx')
      .on(t.shoppingCartId)
      .where(sql`${t.status} IN ('pending', 'succeeded')`),
    uniqueIndex('payments_provider_id_idx').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

/** An invoice per paid listing (content 3: Job invoice). */
export const jobInvoices = pgTable(
  'job_invoices',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    amount: integer('amount').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_invoices_user_idx').on(t.userId, t.dateAdded),
    index('job_invoices_job_idx').on(t.jobId),
  ],
);

/** A refund staff granted, through the provider, for one order line. */
export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  orderItemId: integer('order_item_id')
    .notNull()
    .references(() => orderItems.id),
  paymentId: integer('payment_id').references(() => payments.id),
  amount: integer('amount').notNull(),
  providerRefundId: varchar('provider_refund_id', { length: 100 }),
  reason: text('reason'),
  staffId: integer('staff_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A receipt asked for (core 3: receipt requests): who, which invoice or order, download or email,
 * when. Kept so each user can list their own (staff: all).
 */
export const receiptRequests = pgTable(
  'receipt_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** `invoice` (/job-invoice-receipt-requests) or `order` (/job-package-order-receipt-requests). */
    kind: varchar('kind', { length: 10 }).$type<'invoice' | 'order'>().notNull(),
    jobInvoiceId: integer('job_invoice_id').references(() => jobInvoices.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fileAction: varchar('file_action', { length: 10 }).$type<'download' | 'email'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipt_requests_user_idx').on(t.userId, t.kind, t.createdAt),
    index('receipt_requests_kind_idx').on(t.kind, t.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type ReceiptRequestRow = typeof receiptRequests.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type JobInvoiceRow = typeof jobInvoices.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
