import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '@gfj/api';
import { type ClientAddress, createRequestListener } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { apiContext, BrowserErrorReporting, requestInfoContext } from '../app/lib/load-context.ts';
import { parseCookieHeader } from './api-client.ts';
import {
  type CachedPage,
  capturePage,
  createPageCache,
  fillPage,
  type PageCache,
  type PageFreshness,
} from './page-cache.ts';
import { acceptsGzip, compressPageResponse } from './page-compression.ts';
import { HSTS, withStrictTransportSecurity } from './transport-security.ts';
import { loadContextOf, newNonce, reportPageError, startVisit, type Visit } from './visit.ts';

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
  /** Error reporting for the browser (its receiver is allowed by the pages' CSP). */
  errorReporting?: BrowserErrorReporting;
  /** Production mode runs behind HTTPS: pages tell browsers to keep to it (HSTS). */
  strictTransportSecurity?: boolean;
}

/** Bound on the cached guest pages' HTML, in bytes. */
const PAGE_CACHE_MAX_SIZE = 16 * 1024 * 1024;
/** The URLs a page must have been asked for among to be kept (page-cache.ts): about 10,000 of them. */
const PAGE_CACHE_DOORKEEPER_SIZE = 2 * 1024 * 1024;

/**
 * Page renders running at once (until React's shell is ready; the rest streams after). A render
 * waits on the API and database part of the time, so a few more than the 2 cores keep them busy.
 */
const MAX_CONCURRENT_RENDERS = 4;

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

/** Who a cached page is filled for: the request's cookies and address, and how it is sent. */
interface CachedPageVisitor {
  cookieHeader: string | null;
  /** The visitor's address as the server's proxy trust sees them (Fastify's request.ip). */
  ip: string;
  url: string;
  gzip: boolean;
}

/**
 * A cached page for this visitor: a new nonce, the visitor's own CSRF token (with the cookie
 * when they have none) and, on a job page, the view counted as the loader would. Both are the
 * API's own code called directly (api.pageVisits), not requests through it: nothing here waits
 * on the database, the view is written after the answer.
 */
function fillForVisitor(api: FastifyInstance, page: CachedPage, visitor: CachedPageVisitor) {
  const cookies = parseCookieHeader(visitor.cookieHeader);
  const setCookies: string[] = [];
  let csrfToken = '';
  if (page.hasCsrfToken) {
    const issued = api.pageVisits.csrfToken(cookies);
    csrfToken = issued.token;
    if (issued.setCookie) setCookies.push(issued.setCookie);
  }
  if (page.countsViewOf !== undefined) {
    const ref = new URL(visitor.url, 'http://localhost').searchParams.get('ref');
    const view = api.pageVisits.countJobView({ jobId: page.countsViewOf, cookies, ip: visitor.ip, ref });
    if (view.setCookie) setCookies.push(view.setCookie);
  }
  const filled = fillPage(page, { nonce: newNonce(), csrfToken }, { gzip: visitor.gzip });
  for (const cookie of setCookies) filled.headers.append('Set-Cookie', cookie);
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
  listingVersion: number,
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
        {
          status: response.status,
          headers: response.headers,
          html,
          countsViewOf: sharing.countsViewOf,
          listingVersion,
        },
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

/** A render streamed as it is made (not kept), saying it did not come from the cache. */
function markedMiss(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('X-Page-Cache', 'miss');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The listing version read for a request, and which kept pages are still good at it. */
interface Freshness {
  listing: number;
  isFresh: PageFreshness;
}

/** What serveCached did: served the page, or not, with the listing version it read to look. */
type CacheOutcome = { served: true } | { served: false; freshness?: Freshness };

/** The page render: React Router's request handler (a stand-in in tests). */
export type RenderPage = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface PageHandlerOptions {
  api: FastifyInstance;
  publicUrl: string;
  errorReporting?: BrowserErrorReporting;
  /** The context keys the loaders read (the build's, re-exported by its entry.server). */
  contexts: () => EntryWithContexts;
  render: () => RenderPage;
  /** The guest page cache, when on. */
  cache?: PageCache;
  /** Add Strict-Transport-Security to every page (production mode). */
  strictTransportSecurity?: boolean;
}

/**
 * Answers page requests: a guest page the cache holds is written straight to the Node response
 * (no Fetch API objects on that hot path); every other request goes through React Router, and a
 * guest page its loaders allowed is kept for the next guests.
 */
export function createPageHandlers(options: PageHandlerOptions) {
  const { api, cache } = options;

  /**
   * Which kept pages still show the listings as they are, at the listing version read now (every
   * process reads the same log, so a change anywhere is seen at once: decision 022). A job page
   * shows one job: it stays good while that job has not changed. Any other page (search, home)
   * shows many: it stays good while nothing listed changed.
   */
  async function freshness(): Promise<Freshness> {
    const { listing } = await api.listingChanges.current();
    return {
      listing,
      isFresh: (page) =>
        page.countsViewOf !== undefined
          ? api.listingChanges.lastChangeOf(page.countsViewOf) <= page.listingVersion
          : page.listingVersion >= listing,
    };
  }

  /**
   * Serves the request from the cache, or answers that it did not (without touching it), with the
   * listing version it read to look, for the render to use. Served too when the visitor has
   * already left. `clientAddress` is the visitor as the server's proxy trust sees them (Fastify's
   * request.ip).
   */
  async function serveCached(
    req: IncomingMessage,
    res: ServerResponse,
    clientAddress = req.socket.remoteAddress,
  ): Promise<CacheOutcome> {
    const key = cache && guestPageKey(req.method ?? 'GET', req.url ?? '/', req.headers.cookie ?? null);
    if (!cache || key === undefined) return { served: false };
    // The visitor has left: there is nobody to answer (nor a render to make for them).
    if (res.destroyed) return { served: true };
    const read = await freshness();
    const page = cache.peek(key, read.isFresh);
    if (!page) return { served: false, freshness: read };
    try {
      const {
        headers: filled,
        chunks,
        length,
      } = fillForVisitor(api, page, {
        cookieHeader: req.headers.cookie ?? null,
        ip: clientAddress ?? '',
        url: req.url ?? '/',
        gzip: acceptsGzip(req.headers['accept-encoding']),
      });
      res.statusCode = page.status;
      if (options.strictTransportSecurity) res.setHeader('Strict-Transport-Security', HSTS);
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
    } catch (error) {
      reportPageError(api, req.url ?? '/', error);
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
    return { served: true };
  }

  // Renders take turns, first come first served: 50 interleaved renders all finish late and some
  // very late (with the cache off, 50 connections on search pages: p99 8.5 s; in turns 1.3-3 s).
  const renderSlot = pLimit(MAX_CONCURRENT_RENDERS);

  /**
   * Every other page request, as a Fetch API handler. `known`: the listing version the cache was
   * just looked in with (serveCached), so it is not read again before the render.
   */
  async function handle(request: Request, client: ClientAddress, known?: Freshness): Promise<Response> {
    const response = await answer(request, client, known);
    return options.strictTransportSecurity ? withStrictTransportSecurity(response) : response;
  }

  async function answer(request: Request, client: ClientAddress, known?: Freshness): Promise<Response> {
    // A visitor who has gone (closed the tab, timed out) is not rendered for: under load the
    // queue for a render slot can hold requests whose answer nobody would read. Only reads: a
    // form sent (an application, a payment) is carried out even if its sender left.
    const onlyReads = request.method === 'GET' || request.method === 'HEAD';
    if (onlyReads) request.signal.throwIfAborted();
    const visit = startVisit(options, request, client.address);
    const context = loadContextOf(visit, options.contexts());
    const renderPage = options.render();
    const render: RenderPage = (req, ctx) =>
      renderSlot(() => {
        if (onlyReads) req.signal.throwIfAborted();
        return renderPage(req, ctx);
      });
    const key = cache && guestPageKey(request.method, request.url, request.headers.get('cookie'));
    if (!cache || key === undefined) return compressPageResponse(request, await render(request, context));
    // Read before the render, so the page kept shows listings at least this new.
    const { listing, isFresh } = known ?? (await freshness());
    const lookup = cache.lookup(key, isFresh);
    if (lookup.kind === 'hit') {
      const { headers, chunks } = fillForVisitor(api, lookup.page, {
        cookieHeader: request.headers.get('cookie'),
        ip: client.address ?? '',
        url: request.url,
        gzip: acceptsGzip(request.headers.get('accept-encoding')),
      });
      return new Response(Buffer.concat(chunks), { status: lookup.page.status, headers });
    }
    if (!lookup.keep) return compressPageResponse(request, markedMiss(await render(request, context)));
    return compressPageResponse(
      request,
      await renderAndKeep(render, request, visit, context, listing, lookup.settle),
    );
  }

  /**
   * Answers a page request through React Router, for the visitor at `clientAddress`: the API's
   * per-address limits and view counting must see the visitor, not the proxy in front.
   */
  function serveRendered(
    req: IncomingMessage,
    res: ServerResponse,
    clientAddress: string,
    known?: Freshness,
  ): Promise<void> {
    const listener = createRequestListener((request: Request, client: ClientAddress) =>
      handle(request, { ...client, address: clientAddress }, known),
    );
    // The listener is an async function (typed as Node's void listener): it settles once the
    // page is answered or, for a visitor who left, once its work has stopped.
    return Promise.resolve(listener(req, res));
  }

  return { serveCached, handle, serveRendered };
}

export interface Pages {
  /**
   * Stops taking pages and waits, at most `timeoutMs`, for the requests that came before to be
   * answered: a render asks the API in-process, which refuses once Fastify starts closing, so the
   * server drains before it closes. Pages asked for meanwhile get 503 and `Connection: close`, as
   * Fastify answers API requests while it closes. Resolves true once those requests are answered.
   */
  drain(timeoutMs: number): Promise<boolean>;
}

/**
 * Follows the requests `server` is answering, so a stopping server can let them finish first
 * (Pages.drain). Counted as they arrive, before Fastify's hooks run: a page already asked for
 * when the server is told to stop is served, even if it has not reached its handler yet.
 */
export function createPageDrain(server: Server): {
  /** Whether this page should be served: false (503 sent) if it came after the drain began. */
  admit(res: ServerResponse): boolean;
  /**
   * Keeps the drain waiting until `work` (a page's handler) settles, even after its visitor has
   * left: the database closes after the drain, and a handler still reading it would fail.
   */
  track(work: Promise<unknown>): void;
  drain: Pages['drain'];
} {
  const answering = new Set<ServerResponse>();
  /** Handlers still at work, though their visitor may have left (their response closed). */
  let working = 0;
  let draining = false;
  const idle = new Set<() => void>();
  const settled = () => {
    if (answering.size === 0 && working === 0) for (const resolve of idle) resolve();
  };
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) return;
    answering.add(res);
    res.once('close', () => {
      answering.delete(res);
      settled();
    });
  });
  return {
    track(work) {
      working += 1;
      // A rejection stays unhandled, as it was before it was tracked.
      void work.finally(() => {
        working -= 1;
        settled();
      });
    },
    admit(res) {
      if (!draining || answering.has(res)) return true;
      res.statusCode = 503;
      res.setHeader('Connection', 'close');
      res.setHeader('Retry-After', '1');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('The server is restarting. Please try again in a moment.');
      return false;
    },
    drain(timeoutMs) {
      draining = true;
      if (answering.size === 0 && working === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (drained: boolean) => {
          clearTimeout(timer);
          idle.delete(onIdle);
          resolve(drained);
        };
        const onIdle = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        idle.add(onIdle);
      });
    },
  };
}

/**
 * The React Router catch-all, encapsulated so its content-type handling does not leak into /api:
 * bodies stay raw for React Router to read (forms, multipart), and the reply is hijacked.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<Pages> {
  const { api, publicUrl, loadBuild, vite, errorReporting } = options;
  // Loaded before each request is handed over, so the visit can read the build's context keys
  // (in dev the module is reloaded by Vite after edits).
  let build: ServerBuild = await loadBuild();
  let render: RenderPage = createRequestHandler(build, vite ? 'development' : 'production');
  const handlers = createPageHandlers({
    api,
    publicUrl,
    errorReporting,
    contexts: () => build.entry.module as unknown as EntryWithContexts,
    render: () => render,
    strictTransportSecurity: options.strictTransportSecurity,
    cache:
      options.pageCacheSeconds && !vite
        ? createPageCache({
            ttlMs: options.pageCacheSeconds * 1000,
            maxSize: PAGE_CACHE_MAX_SIZE,
            admitSeenWithin: PAGE_CACHE_DOORKEEPER_SIZE,
          })
        : undefined,
  });

  const drain = createPageDrain(app.server);
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The pages answer every path no route claims. A not-found handler rather than a '/*' route, so
    // /api keeps its own 404 (problem+json) for unknown API paths.
    pages.setNotFoundHandler((request, reply) => {
      // The reply is handed to React Router: headers set on it through Fastify would not be sent.
      reply.raw.setHeader('x-request-id', request.id);
      reply.hijack();
      if (!drain.admit(reply.raw)) return;
      if (!vite) {
        // request.ip: the visitor's address as TRUST_PROXY allows, not the socket's.
        drain.track(
          handlers.serveCached(request.raw, reply.raw, request.ip).then(
            (cached) =>
              cached.served
                ? undefined
                : handlers.serveRendered(request.raw, reply.raw, request.ip, cached.freshness),
            (error: unknown) => {
              request.log.error(error);
              reply.raw.statusCode = 500;
              reply.raw.end('Internal Server Error');
            },
          ),
        );
        return;
      }
      vite.middlewares(request.raw, reply.raw, () => {
        drain.track(
          loadBuild().then(
            (fresh) => {
              if (fresh !== build) {
                build = fresh;
                render = createRequestHandler(build, 'development');
              }
              return handlers.serveRendered(request.raw, reply.raw, request.ip);
            },
            (error: unknown) => {
              vite.ssrFixStacktrace(error as Error);
              request.log.error({ err: error }, 'page build failed to load');
              reply.raw.statusCode = 500;
              reply.raw.end('Internal Server Error');
            },
          ),
        );
      });
    });
  });
  return { drain: drain.drain };
}
