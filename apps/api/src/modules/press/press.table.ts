import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

/** Press items (content 3): articles about us and by us. */
export const pressItems = pgTable(
  'press_items',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).$type<'about' | 'by'>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    image: varchar('image', { length: 300 }).notNull(),
    imageLink: varchar('image_link', { length: 500 }).notNull(),
    description: text('description').notNull(),
    attachment: varchar('attachment', { length: 500 }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('press_items_type_idx').on(t.type, t.sortOrder)],
);
