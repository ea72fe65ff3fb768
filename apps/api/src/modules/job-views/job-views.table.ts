import { bigint, date, index, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/jobs.table.ts';

/** Views per job per day: `highlighted_popular` sums the last 14 days, statistics read ranges. */
export const jobViewDays = pgTable(
  'job_view_days',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.day] }), index('job_view_days_day_idx').on(t.day, t.jobId)],
);

/** One row per visitor per job per day, so a view counts once a day (visitor_hash is salted with the day). */
export const jobViewVisitors = pgTable(
  'job_view_visitors',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.visitorHash, t.day] }),
    index('job_view_visitors_day_idx').on(t.day),
  ],
);

/**
 * The views version (search popularity), striped: each process adds to one of a few rows (its
 * slot, chosen at random when it starts) in the statement that counts a batch of views, and
 * readers add the rows up. Processes seldom share a slot, so their batches do not queue on one
 * row lock, and no single row is rewritten by every batch of every process (decision 022).
 */
export const jobViewVersions = pgTable('job_view_versions', {
  slot: smallint('slot').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
