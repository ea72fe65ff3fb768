import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * A seeker's saved search (core 3) and its job alert state: `last_digest_at` is where the next
 * daily digest starts, so the schedule survives restarts.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 38 }).notNull(),
    /** The search's query string, normalised (no page, no pageSize, no leading `?`). */
    params: varchar('params', { length: 2000 }).notNull(),
    status: varchar('status', { length: 8 }).$type<'active' | 'inactive'>().notNull().default('active'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    // Millisecond precision: the digest compares it with a JS Date to claim a run (job-alerts).
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.dateAdded),
    index('saved_searches_active_idx').on(t.status, t.lastDigestAt),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
