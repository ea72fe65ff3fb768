import { randomBytes } from 'node:crypto';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@gfj/api';
import { type ClientAddress, createRequestListener } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
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
const PAGE_CACHE_MAX_SIZE = 32 * 1024 * 1024;

const csrfSchema = z.object({ token: z.string() });

/** One page request's load context, and what its loaders said about sharing the page. */
interface Visit {
  context: RouterContextProvider;
  info: RequestInfo;
  api: ApiClient;
  /** Set when the loaders declared the page the same for every guest. */
  sharing(): GuestPageCacheOptions | undefined;
  /** The CSRF token, when a loader asked for it. */
  askedCsrfToken(): Promise<string> | undefined;
}

function startVisit(
  entry: EntryWithContexts,
  api: FastifyInstance,
  publicUrl: string,
  request: Request,
  client: ClientAddress,
): Visit {
  const setCookies: string[] = [];
  const apiClient = createInjectApiClient(api, request, setCookies, { remoteAddress: client.address });
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
  const context = new RouterContextProvider();
  context.set(entry.apiContext, apiClient);
  context.set(entry.requestInfoContext, info);
  return { context, info, api: apiClient, sharing: () => sharing, askedCsrfToken: () => csrfToken };
}

/**
 * The cache key of a request that may be answered from the guest page cache: a plain page view
 * (GET, not React Router's `.data` fetches) by a visitor with no session cookie. Undefined for
 * every other request.
 */
export function guestPageKey(request: Request): string | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data')) return undefined;
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  if (cookies.has(ACCESS_COOKIE) || cookies.has(REFRESH_COOKIE)) return undefined;
  return `${url.pathname}${url.search}`;
}

/**
 * A cached page for this visitor: this response's nonce, the visitor's own CSRF token (asked from
 * the API, which sets the cookie when missing) and, on a job page, the view counted as the
 * loader would.
 */
async function serveCachedPage(page: CachedPage, visit: Visit, request: Request): Promise<Response> {
  const [csrfToken] = await Promise.all([
    page.hasCsrfToken ? visit.info.csrfToken() : Promise.resolve(''),
    page.countsViewOf === undefined
      ? Promise.resolve()
      : recordJobView(visit.api, page.countsViewOf, request.url),
  ]);
  const { headers, html } = fillPage(page, { nonce: visit.info.nonce, csrfToken });
  for (const cookie of visit.info.setCookies) headers.append('Set-Cookie', cookie);
  headers.set('X-Page-Cache', 'hit');
  return new Response(html, { status: page.status, headers });
}

/**
 * Renders the page; when its loaders declared it the same for every guest and it went well, keeps
 * the HTML for the next guests.
 */
async function renderAndKeep(
  render: RenderPage,
  request: Request,
  visit: Visit,
  settle: (page: CachedPage | undefined) => void,
): Promise<Response> {
  let page: CachedPage | undefined;
  try {
    const response = await render(request, visit.context);
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
 * Answers a page request: from the guest page cache when it holds the page for a guest, else by
 * rendering it (and keeping it for the next guests when its loaders allowed that).
 */
export function createPageHandler(options: PageHandlerOptions) {
  const { api, publicUrl, cache } = options;
  return async (request: Request, client: ClientAddress): Promise<Response> => {
    const visit = startVisit(options.contexts(), api, publicUrl, request, client);
    const render = options.render();
    const key = cache ? guestPageKey(request) : undefined;
    if (!cache || key === undefined) return render(request, visit.context);
    const lookup = cache.lookup(key);
    if (lookup.kind === 'hit') return serveCachedPage(lookup.page, visit, request);
    return renderAndKeep(render, request, visit, lookup.settle);
  };
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
  const listener = createRequestListener(
    createPageHandler({
      api,
      publicUrl,
      contexts: () => build.entry.module as unknown as EntryWithContexts,
      render: () => render,
      cache:
        options.pageCacheSeconds && !vite
          ? createPageCache({ ttlMs: options.pageCacheSeconds * 1000, maxSize: PAGE_CACHE_MAX_SIZE })
          : undefined,
    }),
  );

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The pages answer every path no route claims. A not-found handler rather than a '/*' route, so
    // /api keeps its own 404 (problem+json) for unknown API paths.
    pages.setNotFoundHandler((request, reply) => {
      reply.hijack();
      if (!vite) {
        listener(request.raw, reply.raw);
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
