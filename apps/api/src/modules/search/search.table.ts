import { sql } from 'drizzle-orm';
import { bigint, index, integer, json, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

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
 * The listing change log (decision 022): one row per statement that changed what a visitor can see
 * of a public job (approved, filled or expired: listed, or open by its link), written by triggers on
 * jobs (src/db/sql/listing-change-log.sql). `seq` is the listing version: the search index, the
 * caches and the guest pages are exact at a version, and `job_ids` tells each process which jobs
 * to update in place. NULL `job_ids` means "everything" (a truncate, or the log's first row).
 * Rows are only ever added (pruned after a day by the housekeeping schedule), so reading the
 * version is an index lookup that never waits on a row another transaction holds.
 */
export const listingChangeLog = pgTable('listing_change_log', {
  seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  jobIds: integer('job_ids').array(),
  /**
   * What the index holds of each changed job that is listed after the change (the columns of
   * listing-source.ts's query), so a process updates its index without reading the jobs; NULL
   * when the row does not carry it (a large statement, or rows from before migration 0018).
   */
  listed: json('listed'),
  /** The changed jobs whose keyword matches may have changed (text, or newly listed); NULL as above. */
  textIds: integer('text_ids').array(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
