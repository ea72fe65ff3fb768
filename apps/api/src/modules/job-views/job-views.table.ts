import { date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
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
