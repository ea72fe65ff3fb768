import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/jobs.table.ts';
import { users } from '../users/users.table.ts';

/** A seeker's favourite job (core 3: UserFollowJob); one row per user and job. */
export const userFollowJobs = pgTable(
  'user_follow_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_follow_jobs_user_job_idx').on(t.userId, t.jobId),
    index('user_follow_jobs_job_idx').on(t.jobId),
  ],
);

export type UserFollowJobRow = typeof userFollowJobs.$inferSelect;
