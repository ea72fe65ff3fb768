import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * A company page (beyond the spec), kept from a poster's company details: one per poster and
 * company name. The slug is made once and never changes, so links to the page keep working.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    website: varchar('website', { length: 300 }),
    /** Plain text: stripped of markup on write. */
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_slug_idx').on(t.slug),
    uniqueIndex('companies_owner_name_idx').on(t.ownerId, sql`lower(${t.name})`),
    index('companies_name_idx').on(t.name),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
