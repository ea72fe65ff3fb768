import { index, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Testimonials (content 3); public submissions arrive `pending` and appear once staff set `active`. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 10 })
      .$type<'fan' | 'seeker' | 'poster' | 'wds' | 'both' | 'neither'>()
      .notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }),
    country: varchar('country', { length: 100 }),
    state: varchar('state', { length: 100 }),
    city: varchar('city', { length: 100 }),
    positionTitle: varchar('position_title', { length: 100 }),
    websiteUrl: varchar('website_url', { length: 300 }),
    websiteName: varchar('website_name', { length: 100 }),
    content: text('content').notNull(),
    showOnHome: smallint('show_on_home').notNull().default(0),
    showOnCheckoutSuccess: smallint('show_on_checkout_success').notNull().default(0),
    status: varchar('status', { length: 10 })
      .$type<'inactive' | 'active' | 'pending'>()
      .notNull()
      .default('pending'),
    /** The submitted image, relative to config.uploadsDir (a generated name); staff only. */
    attachmentPath: varchar('attachment_path', { length: 300 }),
    attachmentName: varchar('attachment_name', { length: 100 }),
    attachmentContentType: varchar('attachment_content_type', { length: 50 }),
    dateAdded: timestamp('date_added', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_list_idx').on(t.status, t.category, t.dateAdded)],
);
