import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@gfj/api';
import { type ClientAddress, createRequestListener } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { z } from 'zod';
import { recordJobView } from '../app/features/job-actions/record-job-view.server.ts';
import type {
  ApiClient,
  apiContext,
  GuestPageCacheOptions,
  RequestInfo,
  requestInfoContext,
} from '../app/lib/load-context.ts';
import { createInjectApiClient, parseCookieHeader } from './api-client.ts';
import { type CachedPage, capturePage, createPageCache, fillPage, type PageCache } from './page-cache.ts';
import { acceptsGzip, compressPageResponse } from './page-compression.ts';

/** The build's entry.server re-exports the context keys so we set the very objects loaders read. */
export type EntryWithContexts = {
  apiContext: typeof apiContext;
  requestInfoContext: typeof requestInfoContext;
};

export interface PagesOptions {
  /** The API instance (the root Fastify app) that loaders call through inject(). */
  api: FastifyInstance;
  publicUrl: string;
  loadBuild: () => Promise<ServerBuild>;
  vite?: ViteDevServer;
  /** How long a guest page is served again to other guests (0: never). */
  pageCacheSeconds?: number;
}

/** Bound on the cached guest pages' HTML, in bytes. */
const PAGE_CACHE_MAX_SIZE = 16 * 1024 * 1024;

/**
 * Page renders running at once (until React's shell is ready; the rest streams after). A render
 * waits on the API and database part of the time, so a few more than the 2 cores keep them busy.
 */
const MAX_CONCURRENT_RENDERS = 4;

const csrfSchema = z.object({ token: z.string() });

/** What a page request gives its loaders, and what they said about sharing the page. */
interface Visit {
  info: RequestInfo;
  api: ApiClient;
  /** Set when the loaders declared the page the same for every guest. */
  sharing(): GuestPageCacheOptions | undefined;
  /** The CSRF token, when a loader asked for it. */
  askedCsrfToken(): Promise<string> | undefined;
}

function startVisit(
  api: FastifyInstance,
  publicUrl: string,
  request: { headers: Pick<Headers, 'get'> },
  remoteAddress: string | undefined,
): Visit {
  const setCookies: string[] = [];
  const apiClient = createInjectApiClient(api, request, setCookies, { remoteAddress });
  let csrfToken: Promise<string> | undefined;
  let sharing: GuestPageCacheOptions | undefined;
  const info: RequestInfo = {
    nonce: randomBytes(16).toString('base64'),
    publicUrl,
    setCookies,
    hasSessionCookie: () => apiClient.hasCookie(ACCESS_COOKIE) || apiClient.hasCookie(REFRESH_COOKIE),
    csrfToken() {
      csrfToken ??= apiClient
        .get('/api/csrf-token', csrfSchema)
        .then((answer) => (answer.ok ? answer.data.token : ''));
      return csrfToken;
    },
    allowGuestPageCache(options = {}) {
      sharing = options;
    },
  };
  return { info, api: apiClient, sharing: () => sharing, askedCsrfToken: () => csrfToken };
}

function loadContextOf(visit: Visit, entry: EntryWithContexts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(entry.apiContext, visit.api);
  context.set(entry.requestInfoContext, visit.info);
  return context;
}

/**
 * The cache key of a request that may be answered from the guest page cache: a plain page view
 * (GET, not React Router's `.data` fetches) by a visitor with no session cookie. Undefined for
 * every other request.
 */
export function guestPageKey(method: string, url: string, cookieHeader: string | null): string | undefined {
  if (method !== 'GET') return undefined;
  const { pathname, search } = new URL(url, 'http://localhost');
  if (pathname.endsWith('.data')) return undefined;
  const cookies = parseCookieHeader(cookieHeader);
  if (cookies.has(ACCESS_COOKIE) || cookies.has(REFRESH_COOKIE)) return undefined;
  return `${pathname}${search}`;
}

/**
 * A cached page for this visitor: this response's nonce, the visitor's own CSRF token (asked from
 * the API, which sets the cookie when missing) and, on a job page, the view counted as the
 * loader would.
 */
async function fillForVisitor(page: CachedPage, visit: Visit, url: string, gzip: boolean) {
  const [csrfToken] = await Promise.all([
    page.hasCsrfToken ? visit.info.csrfToken() : Promise.resolve(''),
    page.countsViewOf === undefined ? Promise.resolve() : recordJobView(visit.api, page.countsViewOf, url),
  ]);
  const filled = fillPage(page, { nonce: visit.info.nonce, csrfToken }, { gzip });
  for (const cookie of visit.info.setCookies) filled.headers.append('Set-Cookie', cookie);
  filled.headers.set('X-Page-Cache', 'hit');
  return filled;
}

/**
 * Renders the page; when its loaders declared it the same for every guest and it went well, keeps
 * the HTML for the next guests.
 */
async function renderAndKeep(
  render: RenderPage,
  request: Request,
  visit: Visit,
  context: RouterContextProvider,
  settle: (page: CachedPage | undefined) => void,
): Promise<Response> {
  let page: CachedPage | undefined;
  try {
    const response = await render(request, context);
    const sharing = visit.sharing();
    const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false;
    if (response.status !== 200 || !sharing || !isHtml) return response;
    const html = Buffer.from(await response.arrayBuffer());
    const csrfToken = await visit.askedCsrfToken();
    // A page that asked for a token but got none would hand out an empty one: not for sharing.
    if (csrfToken !== '') {
      page = capturePage(
        { status: response.status, headers: response.headers, html, countsViewOf: sharing.countsViewOf },
        { nonce: visit.info.nonce, csrfToken },
      );
    }
    const headers = new Headers(response.headers);
    headers.set('X-Page-Cache', 'miss');
    return new Response(html, { status: response.status, headers });
  } finally {
    settle(page);
  }
}

/** The page render: React Router's request handler (a stand-in in tests). */
export type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface PageHandlerOptions {
  api: FastifyInstance;
  publicUrl: string;
  /** The context keys the loaders read (the build's, re-exported by its entry.server). */
  contexts: () => EntryWithContexts;
  render: () => RenderPage;
  /** The guest page cache, when on. */
  cache?: PageCache;
}

/**
 * Answers page requests: a guest page the cache holds is written straight to the Node response
 * (no Fetch API objects on that hot path); every other request goes through React Router, and a
 * guest page its loaders allowed is kept for the next guests.
 */
export function createPageHandlers(options: PageHandlerOptions) {
  const { api, publicUrl, cache } = options;

  /** Serves the request from the cache and returns true, or returns false without touching it. */
  function serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    const key = cache && guestPageKey(req.method ?? 'GET', req.url ?? '/', req.headers.cookie ?? null);
    const page = key === undefined ? undefined : cache?.peek(key);
    if (!page) return false;
    const headers = {
      get: (name: string) => {
        const value = req.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    };
    const visit = startVisit(api, publicUrl, { headers }, req.socket.remoteAddress);
    fillForVisitor(
      page,
      visit,
      `http://localhost${req.url}`,
      acceptsGzip(req.headers['accept-encoding']),
    ).then(
      ({ headers: filled, chunks, length }) => {
        res.statusCode = page.status;
        filled.forEach((value, name) => {
          if (name !== 'set-cookie') res.setHeader(name, value);
        });
        const cookies = filled.getSetCookie();
        if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
        res.setHeader('Content-Length', length);
        // Corked, the chunks leave in one writev: no copy of the page is made.
        res.cork();
        for (const chunk of chunks) res.write(chunk);
        res.end();
      },
      (error: unknown) => {
        api.log.error(error);
        res.statusCode = 500;
        res.end('Internal Server Error');
      },
    );
    return true;
  }

  // Renders take turns, first come first served: 50 interleaved renders all finish late and some
  // very late (with the cache off, 50 connections on search pages: p99 8.5 s; in turns 1.3-3 s).
  const renderSlot = pLimit(MAX_CONCURRENT_RENDERS);

  /** Every other page request, as a Fetch API handler. */
  async function handle(request: Request, client: ClientAddress): Promise<Response> {
    const visit = startVisit(api, publicUrl, request, client.address);
    const context = loadContextOf(visit, options.contexts());
    const renderPage = options.render();
    const render: RenderPage = (req, ctx) => renderSlot(() => renderPage(req, ctx));
    const key = cache && guestPageKey(request.method, request.url, request.headers.get('cookie'));
    if (!cache || key === undefined) return compressPageResponse(request, await render(request, context));
    const lookup = cache.lookup(key);
    if (lookup.kind === 'hit') {
      const gzip = acceptsGzip(request.headers.get('accept-encoding'));
      const { headers, chunks } = await fillForVisitor(lookup.page, visit, request.url, gzip);
      return new Response(Buffer.concat(chunks), { status: lookup.page.status, headers });
    }
    return compressPageResponse(request, await renderAndKeep(render, request, visit, context, lookup.settle));
  }

  return { serveCached, handle };
}

/**
 * The React Router catch-all, encapsulated so its content-type handling does not leak into /api:
 * bodies stay raw for React Router to read (forms, multipart), and the reply is hijacked.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { api, publicUrl, loadBuild, vite } = options;
  // Loaded before each request is handed over, so the visit can read the build's context keys
  // (in dev the module is reloaded by Vite after edits).
  let build: ServerBuild = await loadBuild();
  let render: RenderPage = createRequestHandler(build, vite ? 'development' : 'production');
  const handlers = createPageHandlers({
    api,
    publicUrl,
    contexts: () => build.entry.module as unknown as EntryWithContexts,
    render: () => render,
    cache:
      options.pageCacheSeconds && !vite
        ? createPageCache({ ttlMs: options.pageCacheSeconds * 1000, maxSize: PAGE_CACHE_MAX_SIZE })
        : undefined,
  });
  const listener = createRequestListener(handlers.handle);

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The pages answer every path no route claims. A not-found handler rather than a '/*' route, so
    // /api keeps its own 404 (problem+json) for unknown API paths.
    pages.setNotFoundHandler((request, reply) => {
      reply.hijack();
      if (!vite) {
        if (!handlers.serveCached(request.raw, reply.raw)) listener(request.raw, reply.raw);
        return;
      }
      vite.middlewares(request.raw, reply.raw, () => {
        loadBuild().then(
          (fresh) => {
            if (fresh !== build) {
              build = fresh;
              render = createRequestHandler(build, 'development');
            }
            listener(request.raw, reply.raw);
          },
          (error: unknown) => {
            vite.ssrFixStacktrace(error as Error);
            request.log.error(error);
            reply.raw.statusCode = 500;
            reply.raw.end('Internal Server Error');
          },
        );
      });
    });
  });
}
