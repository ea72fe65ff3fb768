// The content areas' constants and texts without zod, so the site's shell (footer, modal
// triggers) and light pages can use them without loading the schema library.

/** Newsletter constants (content 1, 2, 9). */
export const NEWSLETTER = {
  /** Archive cards per page; on reload pageSize is this times the page (content 2). */
  pageSize: 12,
  /** The most a reload may ask for at once (20 pages). */
  maxPageSize: 240,
  /** Delay before the archive restores the scroll position after a reload (content 9). */
  scrollRestoreMs: 50,
  /** Emails queued per transaction when an issue goes out. */
  sendBatchSize: 200,
} as const;

/** The newsletter texts the spec gives (content 2), and ours where it gives none. */
export const NEWSLETTER_TEXT = {
  /** The subscribe success modal's title (content 7: success shows "Thank you"). */
  thankYou: 'Thank you',
  /** What the Thank-you modal reads, with a link to the archive (content 2). */
  thanks: 'Thanks for joining us!',
  archiveLink: 'Read the newsletter archive',
  keywordPlaceholder: 'Enter keyword',
  filterLabel: 'Filter by:',
  filterAll: 'All',
  filterGuest: 'Guest Writer',
  search: 'SEARCH',
  readIt: 'Read it',
  showMore: 'Show More',
  checkInbox: 'Almost there! We sent you an email: follow its link to confirm your subscription.',
  alreadySubscribed: 'You are already on our list.',
  alreadyGetIt: 'Good news: you already get the newsletter every Tuesday.',
  goodbye: 'You have been unsubscribed. We will miss you!',
  notSubscribed: 'This email address is not on our list.',
  invalidLink: 'This link is not valid or has already been used.',
} as const;

// A formatter is costly to build (tens of microseconds, more in a browser's first use) and these
// run once per card: each is built once per time zone and kept.
const cardDateFormats = new Map<string, Intl.DateTimeFormat>();
const monthHeadingFormats = new Map<string, Intl.DateTimeFormat>();

function keptFormat(
  kept: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let format = kept.get(timeZone);
  if (!format) {
    format = make();
    kept.set(timeZone, format);
  }
  return format;
}

/** "24 Nov 2026": the archive's card date (content 2: DD MMM YYYY), in the site's time zone. */
export function formatNewsletterDate(iso: string, timeZone = 'America/New_York'): string {
  const format = keptFormat(
    cardDateFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone }),
  );
  const parts = format.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')} ${get('month').slice(0, 3)} ${get('year')}`;
}

/** "November 2026": the month-and-year heading cards are grouped under. */
export function newsletterMonthHeading(iso: string, timeZone = 'America/New_York'): string {
  const format = keptFormat(
    monthHeadingFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone }),
  );
  return format.format(new Date(iso));
}

/** The contact modal's categories (content 2), submitted lowercased. */
export const CONTACT_CATEGORIES = ['Comment or Question', 'Technical Difficulty', 'Press Inquiries'] as const;

export const CONTACT_CATEGORY_VALUES = CONTACT_CATEGORIES.map((c) => c.toLowerCase()) as [
  string,
  ...string[],
];

export const CONTACT_TEXT = {
  thanks: 'Thanks for your feedback!',
  reply: 'We are working hard to send you a reply within 24 hours.',
} as const;

/** FAQ categories with fixed ids (content 3): 3 seekers, 4 posters, 5 everyone. */
export const FAQ_CATEGORY_IDS = { seekers: 3, posters: 4, everyone: 5 } as const;

/** The /faq tabs in order: the fragment's tab number is the index here (content 2). */
export const FAQ_TABS = [
  { categoryId: FAQ_CATEGORY_IDS.seekers, label: 'Job Seekers' },
  { categoryId: FAQ_CATEGORY_IDS.posters, label: 'Job Posters' },
  { categoryId: FAQ_CATEGORY_IDS.everyone, label: 'Everyone' },
] as const;

export const FAQ = {
  pageSize: 50,
  /** Delay before a deep link scrolls to its question (content 9). */
  deepLinkScrollMs: 500,
  refundButton: 'I want my money back',
  thankYou: 'Thank you',
} as const;

/** `#tab-1/qid-12` -> { tab: 1, questionId: 12 }; undefined for anything else. */
export function parseFaqFragment(hash: string): { tab: number; questionId?: number } | undefined {
  const match = /^#?tab-([012])(?:\/qid-(\d{1,9}))?$/.exec(hash);
  if (!match) return undefined;
  return { tab: Number(match[1]), ...(match[2] ? { questionId: Number(match[2]) } : {}) };
}

export function faqFragment(tab: number, questionId: number): string {
  return `#tab-${tab}/qid-${questionId}`;
}

export const EDUCATION = {
  /** Establishments carrying this tag offer no Connect with an alum (content 2). */
  noAlumTagId: 5,
  skeletonRows: 5,
  pageSize: 20,
  filterHeading: 'FILTER YOUR SEARCH',
  connect: 'Connect with an alum',
  noAlums: 'No alums are available for this school yet. Please check back soon.',
  success:
    'Your inquiry has been submitted! An alum will contact you directly at the email address you provided.',
} as const;

/** `tag-ids[]` values as numbers (content 5: tag ids in the URL are converted to numbers). */
export function parseTagIds(values: readonly unknown[]): number[] {
  const ids = values
    .map((v) => Number(v))
    .filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647);
  return [...new Set(ids)];
}

/** The blog's Explore tags, in the navigation panel's order (content 2). */
export const BLOG_TAGS = [
  'agriculture',
  'business',
  'culinary',
  'design',
  'education',
  'media',
  'nonprofit',
] as const;

export type BlogTag = (typeof BLOG_TAGS)[number];

export const BLOG = {
  /** The "Did you know..." teaser's default size (content 7, 9). */
  teaserPageSize: 10,
  /** Recent Stories in the navigation panel. */
  navigationPageSize: 3,
  /** Stale and garbage-collection time of blog queries (content 9: 24 hours). */
  cacheMs: 24 * 60 * 60 * 1000,
  teaserHeading: 'Did you know...',
  readMore: 'Read More',
  recentStories: 'Recent Stories',
  explore: 'Explore',
  viewAll: 'View all stories',
} as const;

/** Testimonial categories (content 3). `wds` is set by staff only. */
export const TESTIMONIAL_CATEGORIES = ['fan', 'seeker', 'poster', 'wds', 'both', 'neither'] as const;

export type TestimonialCategory = (typeof TESTIMONIAL_CATEGORIES)[number];

export const TESTIMONIAL_STATUSES = ['inactive', 'active', 'pending'] as const;

export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** The submit form's choices: who is writing. */
export const TESTIMONIAL_FORM_CATEGORIES = [
  { value: 'seeker', label: 'I’m a job seeker' },
  { value: 'poster', label: 'I’m a job poster' },
  { value: 'both', label: 'I’m both a job seeker and a job poster' },
  { value: 'fan', label: 'I’m a Good Food Jobs fan' },
  { value: 'neither', label: 'None of these' },
] as const;

/** The /testimonials tabs (content 2): For Job Seekers first, then posters, fans, Submit Your Own. */
export const TESTIMONIAL_TABS = [
  { category: 'seeker', label: 'For Job Seekers', shows: ['seeker', 'both'] },
  { category: 'poster', label: 'For Job Posters', shows: ['poster', 'both'] },
  { category: 'fan', label: 'GFJ Fans', shows: ['fan', 'neither', 'wds'] },
] as const satisfies readonly {
  category: TestimonialCategory;
  label: string;
  /** The categories listed under the tab: every category a visitor or staff can choose shows somewhere. */
  shows: readonly TestimonialCategory[];
}[];

export const TESTIMONIAL_SUBMIT_TAB = 'Submit Your Own';

export const TESTIMONIALS_PAGE_SIZE = 20;

export const TESTIMONIAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const TESTIMONIAL_ATTACHMENT_NAME_MAX = 100;

/** Words of Wisdom (content 2, 9): 20 a page, images shown at 270x270. */
export const WORDS_OF_WISDOM = { pageSize: 20, imageSize: 270, heading: 'Words of Wisdom' } as const;

/** The press page's tabs (content 2): The Company is the default. */
export const PRESS_TABS = ['The Company', 'The Co-Founders', 'Articles', 'Downloads'] as const;

export const PRESS_ITEM_TYPES = ['about', 'by'] as const;

export const PRESS_ARTICLE_GROUPS = [
  { type: 'about', label: 'Articles about us' },
  { type: 'by', label: 'Articles by us' },
] as const;

/**
 * Sections of the site's own pages kept in the database: the fine print's two carousels
 * (Terms & Conditions, Privacy Policy), About, the editorial policy and the co-founders' bios.
 */
export const CONTENT_PAGE_SECTIONS = ['terms', 'privacy', 'about', 'editorial-policy', 'cofounders'] as const;

export type ContentPageSection = (typeof CONTENT_PAGE_SECTIONS)[number];

/** The fine-print widget's tabs (core 2): Terms & Conditions first. */
export const FINE_PRINT_TABS = [
  { section: 'terms', label: 'Terms & Conditions' },
  { section: 'privacy', label: 'Privacy Policy' },
] as const;

/** The company's founding (content 1). */
export const FOUNDED = { iso: '2010-10', text: 'October 2010' } as const;
