import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { categories } from '../lookups/lookups.table.ts';

/** Images shown for a job category on the home page (core 7, Category images). */
export const jobCategoryImages = pgTable(
  'job_category_images',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    image: varchar('image', { length: 300 }).notNull(),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('job_category_images_category_idx').on(t.categoryId, t.position)],
);

/** Home slider categories and their images (content 3, Home slider category). */
export const homeSliderCategories = pgTable('home_slider_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  heading: varchar('heading', { length: 200 }),
  subheading: varchar('subheading', { length: 300 }),
  position: integer('position').notNull().default(0),
});

export const homeSliderImages = pgTable(
  'home_slider_images',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => homeSliderCategories.id, { onDelete: 'cascade' }),
    image: varchar('image', { length: 300 }).notNull(),
    url: varchar('url', { length: 300 }),
    heading: varchar('heading', { length: 200 }),
    subheading: varchar('subheading', { length: 300 }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('home_slider_images_category_idx').on(t.categoryId, t.position)],
);
