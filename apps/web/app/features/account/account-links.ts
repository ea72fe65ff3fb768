import type { AccountCounts } from '../auth/app-state.tsx';

/** The five account links of the menus (content 2) with the counter each shows (core 3). */
export const ACCOUNT_LINKS: ReadonlyArray<{ to: string; label: string; count?: keyof AccountCounts }> = [
  { to: '/account/posters', label: 'Job Listings', count: 'jobs_count' },
  { to: '/account/seekers', label: 'Favorites', count: 'jobs_follow_count' },
  { to: '/account/posters/jobpackages', label: 'Job Packages', count: 'job_packages_count' },
  { to: '/account/seekers/saved-searches', label: 'Email Alerts', count: 'saved_searches_count' },
  { to: '/account/details', label: 'Account Info' },
];

/** The mobile menu's public groups (content 2). */
export const MOBILE_MENU_GROUPS = [
  {
    title: 'About',
    links: [
      { to: '/about', label: 'Our Story' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/press', label: 'Press' },
      { to: '/fine-print', label: 'Terms' },
      { to: '/fine-print/editoriual-policy', label: 'Editorial Policy' },
      { to: '/faq', label: 'FAQs' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/education', label: 'Education' },
      { to: '/newsletter', label: 'Newsletter Archive' },
      { to: '/words-of-wisdom', label: 'Words of Wisdom' },
      { to: '/blog', label: 'Blog' },
    ],
  },
] as const;
