import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The site's own pages (terms and privacy carousels, about, editorial policy, co-founders). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 40 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    image: varchar('image', { length: 300 }),
    sortOrder: integer('sort_order').notNull().default(0),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_pages_section_idx').on(t.section, t.sortOrder)],
);
