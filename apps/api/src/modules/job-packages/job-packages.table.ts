import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** The package catalogue (core 3: Job package); prices in cents, staff-editable. */
export const jobPackages = pgTable(
  'job_packages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    jobsCount: integer('jobs_count').notNull(),
    jobPriceCents: integer('job_price').notNull(),
    priceCents: integer('price').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One package of a name, typed in either case, inactive ones included: orders and receipts name
  // packages (the back office checks first, this holds it).
  (t) => [uniqueIndex('job_packages_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * A package a user holds (core 3: UserJobPackage): its listing credits and their expiry. The
 * order line that paid for it is the commerce issue's (order_item_id, no constraint yet).
 */
export const userJobPackages = pgTable(
  'user_job_packages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    jobPackageId: integer('job_package_id')
      .notNull()
      .references(() => jobPackages.id),
    orderItemId: integer('order_item_id'),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    dateExpire: timestamp('date_expire', { withTimezone: true }).notNull(),
    jobsUsedCount: integer('jobs_used_count').notNull().default(0),
    jobsRemainingCount: integer('jobs_remaining_count').notNull(),
  },
  (t) => [
    index('user_job_packages_user_idx').on(t.userId, t.status, t.dateExpire),
    // A credit is never spent twice nor below zero, whatever the code above does.
    check('user_job_packages_remaining_check', sql`${t.jobsRemainingCount} >= 0`),
  ],
);

export type JobPackageRow = typeof jobPackages.$inferSelect;
export type UserJobPackageRow = typeof userJobPackages.$inferSelect;
