import { jobPath } from '../features/jobs/job-facts.ts';
import { fetchListedJobs } from '../features/jobs/jobs.queries.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/sitemap-xml';

const STATIC_PATHS = [
  '/',
  '/search',
  '/post',
  '/education',
  '/blog',
  '/about',
  '/pricing',
  '/faq',
  '/contact',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Listed jobs with their lastmod, plus the main public pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestInfoContext);
  const jobs = await fetchListedJobs(context.get(apiContext));
  const entries = [
    ...STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
    ...jobs.map((job) => {
      const lastmod = job.date_added ? `<lastmod>${job.date_added.slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(publicUrl + jobPath(job))}</loc>${lastmod}</url>`;
    }),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}
