/** Main navigation: the spec's public sections (core 2). */
export const MAIN_NAV = [
  { to: '/search', label: 'Search jobs' },
  { to: '/post', label: 'Post a job' },
  { to: '/education', label: 'Education' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
] as const;

/** Footer groups: every public site path the spec lists (core 2). */
export const FOOTER_NAV = [
  {
    title: 'Find work',
    links: [
      { to: '/search', label: 'Search jobs' },
      { to: '/education', label: 'Education' },
      { to: '/newsletter', label: 'Newsletter' },
      { to: '/words-of-wisdom', label: 'Words of wisdom' },
    ],
  },
  {
    title: 'Hire',
    links: [
      { to: '/post', label: 'Post a job' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/testimonials/submit', label: 'Share your story' },
    ],
  },
  {
    title: 'About us',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/press', label: 'Press' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/fine-print', label: 'Terms & privacy' },
      { to: '/fine-print/editoriual-policy', label: 'Editorial policy' },
    ],
  },
] as const;
