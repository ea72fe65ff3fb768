import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Messages from the contact modal and page; staff read them in the back office. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    category: varchar('category', { length: 50 }).notNull(),
    description: text('description').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).$type<'new' | 'handled'>().notNull().default('new'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.dateAdded)],
);
