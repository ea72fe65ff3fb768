import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from '../mail/mail.table.ts';

/**
 * Newsletter subscribers (product decisions: double opt-in). `pending` until the emailed link is
 * followed; only `confirmed` subscribers receive issues.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 100 }).notNull(),
    status: varchar('status', { length: 15 })
      .$type<'pending' | 'confirmed' | 'unsubscribed'>()
      .notNull()
      .default('pending'),
    /** SHA-256 of the confirmation link's token; null once used. */
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.confirmTokenHash),
    index('newsletter_subscribers_status_idx').on(t.status, t.id),
  ],
);

/** Newsletter issues: drafts, then published into the archive and emailed once. */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    content: text('content').notNull(),
    guestPost: boolean('guest_post').notNull().default(false),
    imgLink: varchar('img_link', { length: 300 }),
    status: varchar('status', { length: 10 }).$type<'draft' | 'published'>().notNull().default('draft'),
    /** Publication time: the archive's date and order. */
    dateAdded: timestamp('date_added', { withTimezone: true }),
    /** Set when publishing starts the sending; cleared never (a republished issue is not resent). */
    sendingStartedAt: timestamp('sending_started_at', { withTimezone: true }),
    /** Set once every confirmed subscriber has a delivery row. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_issues_slug_idx').on(t.slug),
    index('newsletter_issues_archive_idx').on(t.status, t.dateAdded),
  ],
);

/**
 * One row per issue and subscriber, written in the transaction that queues the email: the primary
 * key is what makes a resumed or repeated send skip everyone already served.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);
