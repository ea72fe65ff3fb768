import { bigint, boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * An uploaded file (core 7: /media-objects): checked by content, stored under a random name in
 * UPLOADS_DIR (`path` is relative to it), served only to viewers allowed to see where it is used,
 * or to everyone when staff uploaded it for the site's own pages (`isPublic`: blog, press, newsletter).
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** The uploader's file name, cleaned, with the extension of what the bytes are. */
    name: varchar('name', { length: 120 }).notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_objects_owner_idx').on(t.ownerId)],
);

export type MediaObjectRow = typeof mediaObjects.$inferSelect;
