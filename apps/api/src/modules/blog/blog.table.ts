import { index, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Blog posts (content 3): published ones are public; `date` is the publication time. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    excerpt: varchar('excerpt', { length: 600 }).notNull(),
    image: varchar('image', { length: 300 }),
    imageAlt: varchar('image_alt', { length: 200 }),
    author: varchar('author', { length: 100 }),
    content: text('content').notNull(),
    tags: varchar('tags', { length: 20 }).array().notNull().default([]),
    status: varchar('status', { length: 10 }).$type<'draft' | 'published'>().notNull().default('draft'),
    date: timestamp('date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blog_posts_slug_idx').on(t.slug), index('blog_posts_list_idx').on(t.status, t.date)],
);
