import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** FAQ categories (content 3); 3, 4 and 5 are the /faq tabs. */
export const faqCategories = pgTable(
  'faq_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    url: varchar('url', { length: 200 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // One category of a name, typed in either case (the back office checks first, this holds it).
  (t) => [uniqueIndex('faq_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** FAQs (content 3); `show_in_pricing_page` feeds the pricing page's questions. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id),
    question: varchar('question', { length: 500 }).notNull(),
    answer: text('answer').notNull(),
    refundForm: varchar('refund_form', { length: 3 }).$type<'yes' | 'no'>().notNull().default('no'),
    specialQuestion: varchar('special_question', { length: 3 }).$type<'yes' | 'no'>().notNull().default('no'),
    sortOrder: integer('sort_order').notNull().default(0),
    showInPricingPage: boolean('show_in_pricing_page').notNull().default(false),
    sortOrderInPricingPage: integer('sort_order_in_pricing_page').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('faqs_category_idx').on(t.categoryId, t.sortOrder),
    index('faqs_pricing_idx').on(t.showInPricingPage, t.sortOrderInPricingPage),
  ],
);

/** Refund requests from the FAQ's refund form; staff handle them in the back office. */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    message: text('message').notNull(),
    faqId: integer('faq_id').references(() => faqs.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).$type<'new' | 'handled'>().notNull().default('new'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refund_requests_status_idx').on(t.status, t.dateAdded)],
);
