import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/** What staff call one record of each resource, and several. */
const NOUNS: Record<string, readonly [one: string, several: string]> = {
  jobs: ['Listing', 'listings'],
  users: ['User', 'users'],
  'audit-entries': ['Audit entry', 'audit entries'],
  'job-packages': ['Job package', 'job packages'],
  'job-post-types': ['Single listing price', 'single listing prices'],
  'promo-codes': ['Promo code', 'promo codes'],
  'shopping-cart-orders': ['Order', 'orders'],
  'blog-posts': ['Blog post', 'blog posts'],
  'newsletter-issues': ['Newsletter issue', 'newsletter issues'],
  'newsletter-subscribers': ['Subscriber', 'subscribers'],
  testimonials: ['Testimonial', 'testimonials'],
  faqs: ['FAQ question', 'FAQ questions'],
  'faq-categories': ['FAQ category', 'FAQ categories'],
  'pricing-slides': ['Pricing slide', 'pricing slides'],
  'refund-requests': ['Refund request', 'refund requests'],
  'contact-messages': ['Contact message', 'contact messages'],
  'words-of-wisdom': ['Word of wisdom', 'words of wisdom'],
  'press-items': ['Press item', 'press items'],
  'content-pages': ['Site page', 'site pages'],
  establishments: ['Establishment', 'establishments'],
  'education-tags': ['Education tag', 'education tags'],
  alums: ['Alum', 'alums'],
};

type Done = 'created' | 'updated' | 'deleted';

/** The past tense staff read; a promo code is never deleted, only deactivated (decision 058). */
const verb = (resource: string, done: Done) =>
  done === 'updated' ? 'saved' : done === 'deleted' && resource === 'promo-codes' ? 'deactivated' : done;

/**
 * "Promo code created", "Newsletter issue saved", "3 words of wisdom deleted": what a create, an
 * edit or a delete did, in words, instead of react-admin's "Element created". Undefined for a
 * resource not named here (react-admin's text then).
 */
export function doneMessage(resource: string, done: Done, count = 1): string | undefined {
  const nouns = NOUNS[resource];
  if (!nouns) return undefined;
  return count === 1 ? `${nouns[0]} ${verb(resource, done)}` : `${count} ${nouns[1]} ${verb(resource, done)}`;
}

const NOTIFICATION = /^resources\.(.+)\.notifications\.(created|updated|deleted)$/;
const NAME = /^resources\.(.+)\.name$/;

/**
 * react-admin's English texts, with the back office's own for what saving did: react-admin asks
 * for `resources.<resource>.notifications.<created|updated|deleted>` first, on every screen, so
 * this one place speaks for all of them. It also names one record of each resource in titles.
 */
export const i18nProvider: I18nProvider = {
  ...defaultI18nProvider,
  translate: (key, options) => {
    const match = NOTIFICATION.exec(key);
    if (match?.[1] && match[2]) {
      const count = typeof options?.smart_count === 'number' ? options.smart_count : 1;
      const text = doneMessage(match[1], match[2] as Done, count);
      if (text) return text;
    }
    // One record's name in titles ("Edit Promo code GOODFOOD10", not "Promo codes"); the menu's
    // plural labels stay the resources' own.
    const name = NAME.exec(key);
    const one = name?.[1] ? NOUNS[name[1]]?.[0] : undefined;
    if (one && options?.smart_count === 1) return one;
    // A text with a space is already words, not a message key: react-admin's phone account menu
    // asked for our label with "Profile" as the fallback, and was named "Profile".
    if (/\s/.test(key)) return defaultI18nProvider.translate(key, { ...options, _: key });
    return defaultI18nProvider.translate(key, options);
  },
};
