import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The pricing page's carousel (content 2): slides of a title and sanitised HTML, in staff's order. */
export const pricingSlides = pgTable(
  'pricing_slides',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pricing_slides_order_idx').on(t.sortOrder, t.id)],
);
