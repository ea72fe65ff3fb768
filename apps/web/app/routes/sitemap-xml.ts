import { fetchListedCompanies } from '../features/companies/companies.queries.ts';
import { jobPath } from '../features/jobs/job-facts.ts';
import { fetchListedJobs } from '../features/jobs/jobs.queries.ts';
import { fetchContentPaths } from '../lib/content-sitemap.server.ts';
import { apiContext, requestInfoContext } from '../lib/load-context.ts';
import { SITEMAP_STATIC_PATHS } from '../sitemap-pages.ts';
import type { Route } from './+types/sitemap-xml';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Listed jobs with their lastmod, plus the public pages that exist (sitemap-pages.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestInfoContext);
  const api = context.get(apiContext);
  const [jobs, companies, content] = await Promise.all([
    fetchListedJobs(api),
    fetchListedCompanies(api),
    fetchContentPaths(api),
  ]);
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
    ...content.map(({ path, lastmod }) => {
      const date = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(publicUrl + path)}</loc>${date}</url>`;
    }),
    ...jobs.map((job) => {
      const lastmod = job.date_added ? `<lastmod>${job.date_added.slice(0, 10)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(publicUrl + jobPath(job))}</loc>${lastmod}</url>`;
    }),
    ...companies.map((company) => `  <url><loc>${escapeXml(publicUrl + company.url)}</loc></url>`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=900' },
  });
}
