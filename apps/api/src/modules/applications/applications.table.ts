import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/jobs.table.ts';
import { users } from '../users/users.table.ts';

/**
 * On-site applications (product decisions: Applying) and inquiries about a business for sale
 * (decision 073); statistics count them per job.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    message: text('message').notNull().default(''),
    /**
     * Path of the stored resume relative to config.uploadsDir (a generated name). The four resume
     * columns are empty for an inquiry about a business for sale, which asks for none (decision 073).
     */
    resumePath: varchar('resume_path', { length: 200 }),
    resumeName: varchar('resume_name', { length: 100 }),
    resumeContentType: varchar('resume_content_type', { length: 100 }),
    resumeSize: integer('resume_size'),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_applications_job_idx').on(t.jobId, t.dateAdded),
    // One application per user and job (a user deleted later leaves NULLs, which never clash).
    uniqueIndex('job_applications_job_user_idx').on(t.jobId, t.userId),
  ],
);

export type JobApplicationRow = typeof jobApplications.$inferSelect;
