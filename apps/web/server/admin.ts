import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HSTS } from './transport-security.ts';

export interface AdminOptions {
  /** The back office's build (apps/admin/dist). */
  root: string;
  strictTransportSecurity?: boolean;
}

/** What the back office's page may load: its own files, inline styles (MUI's), and the API. */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

type Session = { userId: number | null; isStaff: boolean };

async function askSession(app: FastifyInstance, cookie: string | undefined, authorization?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}) },
  });
  if (response.statusCode !== 200) return { userId: null, isStaff: false };
  const body = response.json() as Session;
  return { userId: body.userId ?? null, isStaff: body.isStaff === true };
}

/**
 * Who the request's session belongs to, asked of the API the way the pages' loaders do: when the
 * short-lived access cookie has run out, the refresh cookie renews it and the new cookies go back
 * with this answer (else staff would be sent to sign in while still signed in).
 */
async function sessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  const cookie = request.headers.cookie;
  const session = await askSession(app, cookie, request.headers.authorization);
  if (session.userId !== null || !cookie || !/(?:^|;\s*)refresh_token=/.test(cookie)) return session;
  const refreshed = await app.inject({ method: 'POST', url: '/api/token/refresh', headers: { cookie } });
  if (refreshed.statusCode !== 200) return session;
  const setCookies = ([] as string[]).concat(refreshed.headers['set-cookie'] ?? []);
  const renewed = new Map(
    cookie.split(';').map((part) => {
      const [name, ...rest] = part.trim().split('=');
      return [name ?? '', rest.join('=')] as const;
    }),
  );
  for (const line of setCookies) {
    const [pair] = line.split(';');
    const [name, ...rest] = (pair ?? '').split('=');
    if (name) renewed.set(name.trim(), rest.join('='));
  }
  for (const line of setCookies) reply.header('set-cookie', line);
  return askSession(app, [...renewed.entries()].map(([name, value]) => `${name}=${value}`).join('; '));
}

function forbiddenPage(signedIn: boolean): string {
  const message = signedIn
    ? 'The back office is for Good Food Jobs staff. Your account does not have staff access.'
    : 'Please sign in with a staff account to open the back office.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Staff only | Good Food Jobs</title><style>body{margin:0;font-family:"Source Sans 3 Variable","Segoe UI",system-ui,sans-serif;background:#fbf7ef;color:#17261c}main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}h1{font-family:Georgia,serif;color:#2c6a3a}a{color:#2c6a3a;font-weight:600}a:focus-visible{outline:2px solid #1f5129;outline-offset:3px}</style></head><body><main><h1>Staff only</h1><p>${message}</p><p><a href="/">Back to Good Food Jobs</a></p></main></body></html>`;
}

/**
 * The staff back office (apps/admin) under /admin, for staff only: a guest is sent to sign in,
 * any other user gets a 403 page, and none of its files (page or scripts) is sent to anyone but
 * staff. Public pages never reference it, so no byte of react-admin reaches them.
 */
export async function registerAdmin(app: FastifyInstance, options: AdminOptions): Promise<void> {
  const indexFile = path.join(options.root, 'index.html');
  const assets = path.join(options.root, 'assets');

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('X-Robots-Tag', 'noindex');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (options.strictTransportSecurity) reply.header('Strict-Transport-Security', HSTS);
    const session = await sessionOf(app, request, reply);
    const { pathname } = new URL(request.url, 'http://localhost');
    if (!session.isStaff) {
      reply.header('Cache-Control', 'no-store');
      if (session.userId === null && !pathname.startsWith('/admin/assets/')) {
        return reply.redirect(`/login?redirect=${encodeURIComponent('/admin')}`, 303);
      }
      return reply
        .code(403)
        .type('text/html; charset=utf-8')
        .send(forbiddenPage(session.userId !== null));
    }
    if (pathname.startsWith('/admin/assets/')) {
      const file = path.normalize(path.join(options.root, pathname.slice('/admin/'.length)));
      if (!file.startsWith(`${assets}${path.sep}`) || !existsSync(file)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      reply.header('Cache-Control', 'private, max-age=31536000, immutable');
      return reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(await readFile(file));
    }
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built: run npm run build.');
    }
    reply.header('Cache-Control', 'no-store');
    reply.header('Content-Security-Policy', ADMIN_CSP);
    reply.header('Referrer-Policy', 'same-origin');
    return reply.type('text/html; charset=utf-8').send(await readFile(indexFile));
  };

  app.get('/admin', serve);
  app.get('/admin/', serve);
  app.get('/admin/*', serve);
}
