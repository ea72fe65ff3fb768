import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/jobs.table.ts';
import { savedSearches } from '../saved-searches/saved-searches.table.ts';

/** Jobs already mailed to a saved search: a job is never sent twice to the same search. */
export const savedSearchSentJobs = pgTable(
  'saved_search_sent_jobs',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.jobId] })],
);
