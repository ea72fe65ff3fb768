import { sql } from 'drizzle-orm';
import { blogPosts } from '../../../modules/blog/blog.table.ts';
import { contentPages } from '../../../modules/content-pages/content-pages.table.ts';
import {
  alums,
  educationTags,
  establishments,
  establishmentTags,
} from '../../../modules/education/education.table.ts';
import { faqs } from '../../../modules/faqs/faqs.table.ts';
import { newsletterIssues, newsletterSubscribers } from '../../../modules/newsletter/newsletter.table.ts';
import { pressItems } from '../../../modules/press/press.table.ts';
import { pricingSlides } from '../../../modules/pricing-slides/pricing-slides.table.ts';
import { sanitizeRichText } from '../../../modules/rich-text/rich-text.ts';
import { testimonials } from '../../../modules/testimonials/testimonials.table.ts';
import { wordsOfWisdom } from '../../../modules/words-of-wisdom/words-of-wisdom.table.ts';
import { type Db, queryRows } from '../../client.ts';
import { SEED_BLOG_POSTS } from './blog.ts';
import { SEED_EDUCATION_TAGS, SEED_ESTABLISHMENTS } from './education.ts';
import { SEED_FAQS } from './faqs.ts';
import { SEED_ISSUES } from './newsletter.ts';
import { SEED_PAGES } from './pages.ts';
import { SEED_PRESS } from './press.ts';
import { SEED_PRICING_SLIDES } from './pricing-slides.ts';
import { SEED_TESTIMONIALS } from './testimonials.ts';
import { SEED_WISDOM } from './wisdom.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Demo newsletter readers, so the press page and a published issue have someone to count. */
const DEMO_SUBSCRIBERS = 48;

const html = (text: string) => sanitizeRichText(text, 'content');

/** The last Tuesday at 10:00 New York time (14:00 UTC) at or before `now`: the newsletter's day. */
export function lastTuesday(now: Date): Date {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 14));
  while (date.getUTCDay() !== 2 || date > now) date.setUTCDate(date.getUTCDate() - 1);
  return date;
}

async function isEmpty(db: Db, table: string): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS empty`,
  );
  return row?.empty === true;
}

async function seedFaqs(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'faqs'))) return;
  await db.insert(faqs).values(
    SEED_FAQS.map((faq, index) => ({
      categoryId: faq.category,
      question: faq.question,
      answer: html(faq.answer),
      refundForm: faq.refundForm ? ('yes' as const) : ('no' as const),
      sortOrder: index + 1,
      showInPricingPage: faq.pricing !== undefined,
      sortOrderInPricingPage: faq.pricing ?? 0,
    })),
  );
}

async function seedPricingSlides(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'pricing_slides'))) return;
  await db.insert(pricingSlides).values(
    SEED_PRICING_SLIDES.map((slide, index) => ({
      title: slide.title,
      content: html(slide.content),
      sortOrder: index + 1,
    })),
  );
}

async function seedPages(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'content_pages'))) return;
  await db.insert(contentPages).values(
    SEED_PAGES.map((page, index) => ({
      section: page.section,
      title: page.title,
      content: html(page.content),
      image: page.image ?? null,
      sortOrder: index + 1,
    })),
  );
}

async function seedBlog(db: Db, now: Date): Promise<void> {
  if (!(await isEmpty(db, 'blog_posts'))) return;
  await db.insert(blogPosts).values(
    SEED_BLOG_POSTS.map((post) => ({
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      image: post.image,
      imageAlt: post.imageAlt,
      author: post.author,
      content: html(post.content),
      tags: post.tags,
      status: 'published' as const,
      date: new Date(now.getTime() - post.daysAgo * DAY_MS),
    })),
  );
}

async function seedNewsletter(db: Db, now: Date): Promise<void> {
  if (await isEmpty(db, 'newsletter_issues')) {
    const tuesday = lastTuesday(now);
    await db.insert(newsletterIssues).values(
      SEED_ISSUES.map((issue) => {
        const date = new Date(tuesday.getTime() - issue.weeksAgo * 7 * DAY_MS);
        // Already sent: the schedule must not mail the archive to anyone on the first start.
        return {
          title: issue.title,
          slug: issue.slug,
          content: html(issue.content),
          guestPost: issue.guestPost,
          imgLink: issue.imgLink,
          status: 'published' as const,
          dateAdded: date,
          sendingStartedAt: date,
          sentAt: date,
        };
      }),
    );
  }
  if (await isEmpty(db, 'newsletter_subscribers')) {
    const confirmedAt = new Date(now.getTime() - 60 * DAY_MS);
    await db.insert(newsletterSubscribers).values(
      Array.from({ length: DEMO_SUBSCRIBERS }, (_, i) => ({
        email: `reader${i + 1}@goodfoodjobs.local`,
        status: 'confirmed' as const,
        confirmedAt,
        createdAt: confirmedAt,
      })),
    );
  }
}

async function seedTestimonials(db: Db, now: Date): Promise<void> {
  if (!(await isEmpty(db, 'testimonials'))) return;
  await db.insert(testimonials).values(
    SEED_TESTIMONIALS.map((t, index) => ({
      category: t.category,
      name: t.name,
      email: `${t.name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.org`,
      country: t.country,
      state: t.state,
      city: t.city,
      positionTitle: t.positionTitle || null,
      websiteName: t.websiteName ?? null,
      websiteUrl: t.websiteUrl ?? null,
      content: t.content,
      showOnHome: t.showOnHome ? 1 : 0,
      showOnCheckoutSuccess: t.showOnCheckoutSuccess ? 1 : 0,
      status: t.status ?? ('active' as const),
      dateAdded: new Date(now.getTime() - (index + 1) * 9 * DAY_MS),
    })),
  );
}

async function seedWisdom(db: Db, now: Date): Promise<void> {
  if (!(await isEmpty(db, 'words_of_wisdom'))) return;
  await db.insert(wordsOfWisdom).values(
    SEED_WISDOM.map((w, index) => ({
      image: `/demo/wisdom/wisdom-${index + 1}.svg`,
      description: `“${w.quote}” ${w.author}`,
      url: w.url,
      dateAdded: new Date(now.getTime() - (index + 1) * 3 * DAY_MS),
    })),
  );
}

async function seedEducation(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'education_tags'))) return;
  await db
    .insert(educationTags)
    .values(SEED_EDUCATION_TAGS.map((tag, index) => ({ ...tag, sortOrder: index + 1 })));
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('education_tags', 'id'), (SELECT max(id) FROM education_tags))`,
  );
  for (const [index, school] of SEED_ESTABLISHMENTS.entries()) {
    const [row] = await db
      .insert(establishments)
      .values({
        name: school.name,
        location: school.location,
        description: school.description,
        sortOrder: index + 1,
      })
      .returning({ id: establishments.id });
    if (!row) continue;
    await db
      .insert(establishmentTags)
      .values(school.tags.map((tagId) => ({ establishmentId: row.id, tagId })));
    if (school.alums.length > 0) {
      await db
        .insert(alums)
        .values(school.alums.map((a, i) => ({ ...a, establishmentId: row.id, sortOrder: i + 1 })));
    }
  }
}

async function seedPress(db: Db): Promise<void> {
  if (!(await isEmpty(db, 'press_items'))) return;
  await db.insert(pressItems).values(
    SEED_PRESS.map((item, index) => ({
      type: item.type,
      title: item.title,
      image: item.image,
      imageLink: item.imageLink,
      description: html(item.description),
      attachment: item.attachment ?? null,
      sortOrder: index + 1,
    })),
  );
}

/**
 * The demo content of every content area (original text written for this project): FAQs, the
 * pricing carousel, the site's pages, blog, newsletter archive and readers, testimonials, words of wisdom, education
 * directory and press. Each table is filled only when empty, so reruns and staff edits are safe.
 */
export async function seedContent(db: Db, now: Date = new Date()): Promise<void> {
  await seedFaqs(db);
  await seedPricingSlides(db);
  await seedPages(db);
  await seedBlog(db, now);
  await seedNewsletter(db, now);
  await seedTestimonials(db, now);
  await seedWisdom(db, now);
  await seedEducation(db);
  await seedPress(db);
}
