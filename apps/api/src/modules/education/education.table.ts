import { sql } from 'drizzle-orm';
import {
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

/** Education tags (content 3): the directory's filter. */
export const educationTags = pgTable(
  'education_tags',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  // One tag of a name, typed in either case (the back office checks first, this holds it).
  (t) => [uniqueIndex('education_tags_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Establishments of the education directory (content 3). */
export const establishments = pgTable(
  'establishments',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('establishments_order_idx').on(t.sortOrder, t.id)],
);

export const establishmentTags = pgTable(
  'establishment_tags',
  {
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => educationTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.tagId] }),
    index('establishment_tags_tag_idx').on(t.tagId),
  ],
);

/** Alums who agreed to answer questions about their establishment. */
export const alums = pgTable(
  'alums',
  {
    id: serial('id').primaryKey(),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    bio: text('bio').notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    contactedCounter: integer('contacted_counter').notNull().default(0),
    image: varchar('image', { length: 300 }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('alums_establishment_idx').on(t.establishmentId, t.sortOrder)],
);

/** Each contact-an-alum inquiry, kept for staff (abuse reports) beside the counter. */
export const alumInquiries = pgTable(
  'alum_inquiries',
  {
    id: serial('id').primaryKey(),
    alumId: integer('alum_id')
      .notNull()
      .references(() => alums.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    message: text('message').notNull(),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('alum_inquiries_alum_idx').on(t.alumId, t.dateAdded)],
);
