import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/jobs.table.ts';

/**
 * One row per expiry reminder sent (8 and 1 days before), per expiry date: inserting the row is
 * what claims the sending, so a run repeated or overlapping sends each reminder once. The row
 * also holds the hash of the reminder's one-click "mark as filled" link (single use).
 */
export const jobExpiryReminders = pgTable(
  'job_expiry_reminders',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    dateExpire: timestamp('date_expire', { withTimezone: true }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.daysBefore, t.dateExpire] }),
    index('job_expiry_reminders_sent_idx').on(t.sentAt),
  ],
);
