import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Explicit route table (conventions): one line per page.
export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('jobs/:id', 'routes/job-redirect.tsx'),
  route('jobs/:id/:slug', 'routes/job.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
