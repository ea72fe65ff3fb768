import type { IdentifyAs } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Every field of the spec's User entity plus what the server needs (role, hash, confirmation). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 10 }).notNull().default('user'),
    identifyAs: varchar('identify_as', { length: 20 }).$type<IdentifyAs>().notNull().default('job seeker'),
    country: varchar('country', { length: 100 }),
    state: varchar('state', { length: 100 }),
    city: varchar('city', { length: 100 }),
    birthday: date('birthday', { mode: 'string' }),
    gender: varchar('gender', { length: 20 }),
    ethnicity: varchar('ethnicity', { length: 60 }),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Last time the confirm-your-email modal was closed without resending (confirm=false). */
    confirmationPromptDismissedAt: timestamp('confirmation_prompt_dismissed_at', { withTimezone: true }),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastIp: varchar('last_ip', { length: 64 }),
    /**
     * Part of every access token; moved by signing out, a new password or a revoked session, so
     * tokens signed before stop working at once rather than when they expire (decision 018).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A trusted poster's submitted listings are approved at once (issue 15, WPJM #933). */
    isTrusted: boolean('is_trusted').notNull().default(false),
    /** Set by staff: a blocked user cannot sign in and their sessions have ended. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    uniqueIndex('users_username_idx').on(t.username),
  ],
);
