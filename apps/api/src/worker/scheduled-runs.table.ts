import { pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per run of a schedule (decision 021): every process fires the same schedules, and the
 * one whose insert of (name, slot) succeeds runs it, so each slot runs once however many
 * processes there are. Kept a week (housekeeping), which also shows what ran when and where.
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    name: varchar('name', { length: 60 }).notNull(),
    /** The time the schedule's pattern named (not when a process got to it). */
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    /** host:pid of the process that ran it. */
    runner: varchar('runner', { length: 200 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The error message when the run failed. */
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
