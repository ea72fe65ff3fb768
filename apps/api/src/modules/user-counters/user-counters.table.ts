import { integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** The account menu's counts (core 3: User counter); id is the user's id. */
export const userCounters = pgTable('user_counters', {
  id: integer('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jobsFollowCount: integer('jobs_follow_count').notNull().default(0),
  companiesFollowCount: integer('companies_follow_count').notNull().default(0),
  jobsCount: integer('jobs_count').notNull().default(0),
  jobPackagesCount: integer('job_packages_count').notNull().default(0),
  savedSearchesCount: integer('saved_searches_count').notNull().default(0),
});

export type UserCounterField =
  | 'jobsFollowCount'
  | 'companiesFollowCount'
  | 'jobsCount'
  | 'jobPackagesCount'
  | 'savedSearchesCount';
