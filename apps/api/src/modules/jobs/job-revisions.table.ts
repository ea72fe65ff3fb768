import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';
import { jobs } from './jobs.table.ts';

/**
 * Edits of a listing already submitted (pending, live or filled) are applied at once and kept
 * here with the values they replaced, for staff to review (decision 032; the back office reads it).
 */
export const jobRevisions = pgTable(
  'job_revisions',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    userId: integer('user_id').references(() => users.id),
    /** The listing's status when it was edited. */
    jobStatus: varchar('job_status', { length: 12 }).notNull(),
    previous: jsonb('previous').$type<Record<string, unknown>>().notNull(),
    changed: jsonb('changed').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_revisions_job_idx').on(t.jobId, t.createdAt)],
);
