import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Every staff operation, and what the system did on its own (expiry, trusted approvals): who
 * (null: the system), what, when, and the entity's fields before and after (issue 15).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** `<entity>.<verb>`: job.approve, job.return_to_draft, user.block, ... */
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_entity_idx').on(t.entityType, t.entityId),
    index('audit_entries_created_idx').on(t.createdAt),
  ],
);

export type AuditEntryRow = typeof auditEntries.$inferSelect;
