import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Distinct positions, company names and categories of listed jobs, rebuilt every minute or so
 * (search.autocomplete.ts): autocomplete searches a few thousand short strings instead of
 * every job row, which keeps it far under its 30 ms budget at 100k jobs.
 */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    value: varchar('value', { length: 200 }).notNull(),
    jobsCount: integer('jobs_count').notNull().default(0),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.value] }),
    index('search_suggestions_value_trgm_idx').using('gin', sql`${t.value} gin_trgm_ops`),
  ],
);

/**
 * One row whose version a trigger on jobs moves with every change a search could show (the
 * trigger is in src/db/sql/listing-version.sql). The search index and cache use what they hold
 * only while the version they were made at is still current, so any writer (this process,
 * another, a seed or psql) invalidates them. `views_version` moves with every batch of counted
 * views (job-views.service.ts), so the popularity order is read again only when views counted.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    viewsVersion: bigint('views_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('listing_changes_single_row', sql`${t.id} = 1`)],
);
