/**
 * The pages without parameters that the sitemap lists (jobs are added from the API). A page that
 * lands later adds its path here beside its line in routes.ts; a test keeps every path here a
 * real route.
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/search',
  // Content and community (issue 18); stories and newsletter issues come from the API.
  '/about',
  '/blog',
  '/blog/all',
  '/contact',
  '/education',
  '/faq',
  '/fine-print',
  '/fine-print/editoriual-policy',
  '/newsletter',
  '/press',
  '/testimonials',
  '/testimonials/submit',
  '/words-of-wisdom',
] as const;
