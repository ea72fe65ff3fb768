import { date, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/jobs.table.ts';
import { users } from '../users/users.table.ts';

/** One row per share action on a job page (core 7: share tracking). */
export const jobShareTrackings = pgTable(
  'job_share_trackings',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_share_trackings_job_idx').on(t.jobId, t.subject)],
);

/** Clicks on a job's tagged links (core 7: tagged job link); `apply-online` = apply clicks. */
export const jobLinkClicks = pgTable(
  'job_link_clicks',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tag: varchar('tag', { length: 50 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_link_clicks_job_idx').on(t.jobId, t.tag)],
);

/** Job page visits brought by a shared or mailed link, per channel per site day. */
export const jobReferralDays = pgTable(
  'job_referral_days',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 20 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.channel, t.day] })],
);
