/**
 * PostgreSQL advisory lock keys, one list so no two uses share a number by accident. The SQL
 * triggers name theirs as literals (src/db/sql): keep them equal to these.
 */
export const ADVISORY_LOCKS = {
  /** Migrations and first seeding: processes starting at once take turns (decision 021). */
  startup: 4_702_200,
  /** Writers of listing_change_log, so its numbers follow commit order (listing-change-log.sql). */
  listingChangeLog: 4_702_201,
  /** The search suggestions rebuild: one process at a time rebuilds the table. */
  searchSuggestions: 4_702_202,
} as const;
