import { requestInfoContext } from '../lib/load-context.ts';
import type { Route } from './+types/robots-txt';

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestInfoContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /account/',
    'Disallow: /api/',
    'Disallow: /login',
    'Disallow: /logout',
    'Disallow: /register',
    'Disallow: /reset-password',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
