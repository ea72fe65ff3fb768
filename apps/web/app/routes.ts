import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Explicit route table (conventions): one line per page.
export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('jobs/:id', 'routes/job-redirect.tsx'),
  route('jobs/:id/:slug', 'routes/job.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('reset-password/:token', 'routes/reset-password-token.tsx'),
  route('confirm-email', 'routes/confirm-email.tsx'),
  route('account/details', 'routes/account-details.tsx'),
  route('account/seekers', 'routes/account-seekers.tsx'),
  route('account/seekers/saved-searches', 'routes/account-saved-searches.tsx'),
  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
