import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { homeSliderCategories, homeSliderImages, jobCategoryImages } from './home-widgets.table.ts';

/** Demo images are original SVG illustrations served by the web app from apps/web/public/demo. */
const CATEGORY_IMAGES = [
  { categoryId: 1, image: '/demo/category-agriculture.svg', alt: 'Rows of crops under a harvest sun' },
  { categoryId: 1, image: '/demo/slide-fields-1.svg', alt: 'Rows of young vegetables running to a red barn' },
  { categoryId: 2, image: '/demo/category-business.svg', alt: 'A market stall crate of tomatoes' },
  { categoryId: 3, image: '/demo/category-culinary.svg', alt: 'A steaming stock pot and a loaf of bread' },
  { categoryId: 3, image: '/demo/slide-kitchen-1.svg', alt: 'Pots simmering on a stove beside fresh bread' },
  { categoryId: 4, image: '/demo/category-design.svg', alt: 'A pencil drawing leaves' },
  { categoryId: 5, image: '/demo/category-education.svg', alt: 'An open book with a sprout' },
  { categoryId: 6, image: '/demo/category-media.svg', alt: 'A camera framing a field' },
  { categoryId: 7, image: '/demo/category-nonprofit.svg', alt: 'A heart over a community garden' },
  { categoryId: 8, image: '/demo/category-production.svg', alt: 'Wheat sheaves by a barn' },
];

/**
 * The home slider. Every image says its own heading and subheading, so no two slides repeat one
 * (the category's words are only the fallback the spec allows for).
 */
const SLIDER = [
  {
    name: 'On the farm',
    heading: 'Grow with us',
    subheading: 'Farm, ranch and orchard jobs across the country',
    images: [
      {
        image: '/demo/slide-fields-1.svg',
        url: '/search?categories[]=1',
        heading: 'Farm jobs',
        subheading: 'Crews, managers and apprentices on working farms',
      },
      {
        image: '/demo/slide-fields-2.svg',
        url: '/search?categories[]=8',
        heading: 'Harvest season',
        subheading: 'Cheesemakers, millers and brewers: production jobs',
      },
    ],
  },
  {
    name: 'In the kitchen',
    heading: 'Cook, bake, serve',
    subheading: 'Culinary jobs from bakeries to farm-to-table kitchens',
    images: [
      {
        image: '/demo/slide-kitchen-1.svg',
        url: '/search?categories[]=3',
        heading: 'Kitchen jobs',
        subheading: 'Line cooks, bakers and chefs who cook with the seasons',
      },
      {
        image: '/demo/slide-kitchen-2.svg',
        url: '/search?categories[]=2',
        heading: 'Markets and food business',
        subheading: 'Selling, buying and running the business of good food',
      },
    ],
  },
  {
    name: 'Learning',
    heading: 'Never stop learning',
    subheading: 'Apprenticeships and educational programs',
    images: [
      {
        image: '/demo/slide-learning-1.svg',
        url: '/education',
        heading: 'Learn the trade',
        subheading: 'Apprenticeships, courses and fellowships',
      },
    ],
  },
  // A category without images: the slider skips it (content 2).
  { name: 'Coming soon', heading: 'More to come', subheading: null, images: [] },
];

/** Seeds category images and home slider categories once (idempotent: skips filled tables). */
export async function seedHomeWidgets(db: Db): Promise<void> {
  const [counts] = await queryRows<{ images: number; slider: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM job_category_images)::int AS images,
      (SELECT count(*) FROM home_slider_categories)::int AS slider`,
  );
  if (!counts?.images) {
    await db.insert(jobCategoryImages).values(CATEGORY_IMAGES.map((row, position) => ({ ...row, position })));
  }
  if (!counts?.slider) {
    for (const [position, category] of SLIDER.entries()) {
      const [created] = await db
        .insert(homeSliderCategories)
        .values({ name: category.name, heading: category.heading, subheading: category.subheading, position })
        .returning({ id: homeSliderCategories.id });
      if (!created || category.images.length === 0) continue;
      await db
        .insert(homeSliderImages)
        .values(category.images.map((img, i) => ({ ...img, categoryId: created.id, position: i })));
    }
  }
}
