import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Words of wisdom (content 3): quote images linking out. */
export const wordsOfWisdom = pgTable(
  'words_of_wisdom',
  {
    id: serial('id').primaryKey(),
    image: varchar('image', { length: 300 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('words_of_wisdom_date_idx').on(t.dateAdded, t.id)],
);
