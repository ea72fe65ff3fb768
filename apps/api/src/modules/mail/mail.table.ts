import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export interface MailAttachment {
  filename: string;
  contentType?: string;
  /** Base64 content for small generated files, or a path on disk for uploads. */
  contentBase64?: string;
  path?: string;
}

/**
 * The durable mail queue (product decisions: Email). Rows are written in the transaction of the
 * change that causes them; the worker sends `queued` rows. `kept` = local mode without SMTP.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: varchar('template', { length: 60 }).notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: varchar('status', { length: 10 })
      .$type<'queued' | 'sent' | 'failed' | 'kept'>()
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
