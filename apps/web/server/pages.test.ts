// @vitest-environment node
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import {
  buildApi,
  type Database,
  DEMO_SEEKER,
  loadConfig,
  newVisitorCookie,
  openDatabase,
  prepareDatabase,
} from '@gfj/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadAppState } from '../app/features/auth/app-state.server.ts';
import { recordJobView } from '../app/features/job-actions/record-job-view.server.ts';
import { apiContext, requestInfoContext } from '../app/lib/load-context.ts';
import { applyPageSecurityHeaders } from '../app/lib/security-headers.server.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { createPageDrain, createPageHandlers } from './pages.ts';
import { HSTS } from './transport-security.ts';

// The real API on an embedded database with the demo content; the page render is a stand-in that
// does what the root and job loaders do (app state with the CSRF token, view count, cache opt-in).
let database: Database;
let api: FastifyInstance;
let job: { id: number; slug: string };
let renders = 0;
/** The method of each request rendered, in order. */
const methods: string[] = [];
let running = 0;
let mostAtOnce = 0;
/** While set, renders wait for it (to see how many run at once). */
let gate: Promise<void> | undefined;
let clock = 0;
let cache: PageCache;
let handlers: ReturnType<typeof createPageHandlers>;
let server: Server;
let origin: string;

async function renderPage(request: Request, context: RouterContextProvider): Promise<Response> {
  renders += 1;
  methods.push(request.method);
  running += 1;
  mostAtOnce = Math.max(mostAtOnce, running);
  try {
    await gate;
    return await renderStandIn(request, context);
  } finally {
    running -= 1;
  }
}

async function renderStandIn(request: Request, context: RouterContextProvider): Promise<Response> {
  const info = context.get(requestInfoContext);
  const url = new URL(request.url);
  const appState = await loadAppState(request, context);
  const jobId = url.pathname.startsWith('/jobs/') ? Number(url.pathname.split('/')[2]) : undefined;
  if (jobId !== undefined) await recordJobView(context.get(apiContext), jobId, request.url);
  if (url.pathname !== '/private') info.allowGuestPageCache(jobId ? { countsViewOf: jobId } : {});
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  applyPageSecurityHeaders(headers, info.nonce);
  for (const cookie of info.setCookies) headers.append('Set-Cookie', cookie);
  const state = JSON.stringify({ user: appState.username, csrfToken: appState.csrfToken });
  const html = `<!DOCTYPE html><html><head><script nonce="${info.nonce}">1</script></head><body><p id="state">${state}</p><p>render ${renders}</p><script nonce="${info.nonce}">2</script></body></html>`;
  return new Response(html, { status: url.pathname === '/gone' ? 404 : 200, headers });
}

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database, { seedDemo: true });
  api = await buildApi(loadConfig({ NODE_ENV: 'test' }), { database });
  await api.ready();
  const listed = await api.inject({ url: '/api/jobs?pageSize=1' });
  [job] = listed.json().member;
  // As in production: cached pages are written straight to the Node response, the rest goes
  // through the Fetch API handler with the listing version the cache was looked in with.
  server = createServer((req, res) => {
    void handlers.serveCached(req, res).then((cached) => {
      if (!cached.served)
        void handlers.serveRendered(req, res, req.socket.remoteAddress ?? '', cached.freshness);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await api?.close();
  await database?.close();
});

beforeEach(() => {
  renders = 0;
  mostAtOnce = 0;
  cache = createPageCache({ ttlMs: 10_000, maxSize: 10_000_000, now: () => clock });
  handlers = createPageHandlers({
    api,
    publicUrl: 'http://localhost',
    contexts: () => ({ apiContext, requestInfoContext }),
    render: () => renderPage,
    cache,
  });
});

const jobPath = () => `/jobs/${job.id}/${job.slug}`;

function visit(path: string, cookies: Record<string, string> = {}, userAgent = 'test-browser') {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return fetch(`${origin}${path}`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });
}

async function read(response: Response) {
  const html = await response.text();
  const state = JSON.parse(/<p id="state">(.*?)<\/p>/.exec(html)?.[1] ?? '{}') as {
    user: string | null;
    csrfToken: string;
  };
  const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]);
  const cspNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const cookies = Object.fromEntries(
    response.headers.getSetCookie().map((cookie) => {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), pair.slice(index + 1)];
    }),
  );
  return { html, state, nonces, cspNonce, cookies, cache: response.headers.get('x-page-cache') };
}

async function tokenFor(csrfCookie: string): Promise<string> {
  const answer = await api.inject({ url: '/api/csrf-token', headers: { cookie: `csrf=${csrfCookie}` } });
  return answer.json().token;
}

/**
 * The job's view counter once every view queued so far is written: views are written in order, so a
 * view asked for with its outcome (of no job: 404) is answered after every earlier one.
 */
async function viewCount(): Promise<number> {
  // Views from cached pages reach the counter after their rate-limit hit is written.
  await api.pageVisits.settled();
  const barrier = await api.inject({ method: 'POST', url: '/api/job-views', payload: { job: 2147483646 } });
  expect(barrier.statusCode).toBe(404);
  return (await api.inject({ url: `/api/jobs/${job.id}` })).json().counter_view;
}

/** Visits the job had from links shared on Twitter (X). */
async function twitterVisits(): Promise<number> {
  const rows = await database.db.execute(
    sql`SELECT coalesce(sum(visits), 0)::int AS n FROM job_referral_days WHERE job_id = ${job.id} AND channel = 'share-twitter'`,
  );
  return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
}

/** Visitor cookies the API signed yesterday: each is a visitor of its own (decision 018). */
const visitors = new Map<number, string>();
const visitorId = (n: number) => {
  if (!visitors.has(n))
    visitors.set(n, newVisitorCookie(new Date(Date.now() - 86_400_000), api.config.jwtSecret));
  return visitors.get(n) as string;
};

describe('guest page cache', () => {
  it('renders a guest page once and serves it again with a fresh nonce matching the CSP header', async () => {
    const first = await read(await visit(jobPath()));
    const second = await read(await visit(jobPath()));
    expect(renders).toBe(1);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.html).toContain('render 1');
    expect(second.nonces).toHaveLength(2);
    expect(new Set(second.nonces)).toEqual(new Set([second.cspNonce]));
    expect(second.cspNonce).not.toBe(first.cspNonce);
    expect(second.html).not.toContain(first.cspNonce);
  });

  it('with a doorkeeper, streams a URL asked for the first time and keeps it from its second render', async () => {
    handlers = createPageHandlers({
      api,
      publicUrl: 'http://localhost',
      contexts: () => ({ apiContext, requestInfoContext }),
      render: () => renderPage,
      cache: createPageCache({
        ttlMs: 10_000,
        maxSize: 10_000_000,
        admitSeenWithin: 10_000,
        now: () => clock,
      }),
    });
    const once = await read(await visit(jobPath()));
    const twice = await read(await visit(jobPath()));
    const thrice = await read(await visit(jobPath()));
    expect([once.cache, twice.cache, thrice.cache]).toEqual(['miss', 'miss', 'hit']);
    expect(renders).toBe(2);
    expect(thrice.html).toContain('render 2');
    // The streamed render is a whole page for its visitor: their new CSRF cookie and its token.
    expect(once.cookies.csrf).toBeTruthy();
    expect(once.state.csrfToken).toBe(await tokenFor(once.cookies.csrf as string));
    expect(new Set(once.nonces)).toEqual(new Set([once.cspNonce]));
  });

  it('reads the listing version once for a page it does not hold, not again before the render', async () => {
    const listingChanges = api.listingChanges;
    const current = listingChanges.current;
    let reads = 0;
    listingChanges.current = () => {
      reads += 1;
      return current.call(listingChanges);
    };
    try {
      expect((await read(await visit('/search?keywords=once'))).cache).toBe('miss');
      expect(renders).toBe(1);
      expect(reads).toBe(1);
      expect((await read(await visit('/search?keywords=once'))).cache).toBe('hit');
      expect(reads).toBe(2);
    } finally {
      listingChanges.current = current;
    }
  });

  it('renders a page again as soon as a listing it shows changes: a job page for its own job, others for any', async () => {
    const [, other] = (await api.inject({ url: '/api/jobs?pageSize=2' })).json().member as Array<{
      id: number;
    }>;
    const rename = (id: number) =>
      database.db.execute(sql`UPDATE jobs SET position = position || ' (updated)' WHERE id = ${id}`);
    await visit(jobPath());
    await visit('/search');
    expect((await read(await visit(jobPath()))).cache).toBe('hit');
    expect((await read(await visit('/search'))).cache).toBe('hit');
    // Another job changes, within the TTL: the search page shows listings, the job page its own job.
    await rename(other?.id as number);
    expect((await read(await visit('/search'))).cache).toBe('miss');
    expect((await read(await visit('/search'))).cache).toBe('hit');
    expect((await read(await visit(jobPath()))).cache).toBe('hit');
    // Its own job changes: rendered again at once.
    await rename(job.id);
    expect((await read(await visit(jobPath()))).cache).toBe('miss');
    expect((await read(await visit(jobPath()))).cache).toBe('hit');
  });

  it('sends rendered and cached pages gzipped to a browser that accepts it, each with its own secrets', async () => {
    const raw = (path: string, acceptEncoding = 'gzip, deflate, br') =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        get(`${origin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const rendered = await raw(jobPath());
    const cached = await raw(jobPath());
    expect([rendered.headers['x-page-cache'], cached.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    for (const answer of [rendered, cached]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(String(answer.headers.vary)).toContain('Accept-Encoding');
    }
    const [first, second] = [rendered, cached].map((answer) => {
      const html = gunzipSync(answer.body).toString();
      const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
      const csp = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
      return { html, nonces, csp };
    });
    expect(second?.nonces).toEqual(new Set([second?.csp]));
    expect(second?.csp).not.toBe(first?.csp);
    expect(second?.html.replaceAll(second.csp as string, 'N')).toContain('render 1');
    // Without gzip in Accept-Encoding the same page comes as it is.
    const plain = await raw(jobPath(), 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('render 1');
  });

  it('gives each visitor the CSRF token of their own cookie, never the first visitor’s', async () => {
    const first = await read(await visit(jobPath()));
    const newcomer = await read(await visit(jobPath()));
    expect(newcomer.cache).toBe('hit');
    expect(newcomer.cookies.csrf).toBeDefined();
    expect(newcomer.cookies.csrf).not.toBe(first.cookies.csrf);
    expect(newcomer.state.csrfToken).toBe(await tokenFor(newcomer.cookies.csrf as string));
    expect(newcomer.html).not.toContain(first.state.csrfToken);

    const returning = await read(await visit(jobPath(), { csrf: first.cookies.csrf as string }));
    expect(returning.cache).toBe('hit');
    expect(returning.state.csrfToken).toBe(first.state.csrfToken);
    expect(returning.cookies.csrf).toBeUndefined();
  });

  it('counts the job view of every page served from the cache, once per visitor per day', async () => {
    const before = await viewCount();
    await visit(jobPath(), { gfj_vid: visitorId(1) });
    expect(await viewCount()).toBe(before + 1);
    const hit = await read(await visit(jobPath(), { gfj_vid: visitorId(2) }));
    expect(hit.cache).toBe('hit');
    expect(await viewCount()).toBe(before + 2);
    await visit(jobPath(), { gfj_vid: visitorId(2) });
    expect(await viewCount()).toBe(before + 2);
    // A visitor without the cookie is given a signed one on a cached page too.
    const newcomer = await read(await visit(jobPath(), {}, 'another-browser'));
    expect(newcomer.cookies.gfj_vid).toMatch(/^[0-9a-f-]{36}\.\d{4}-\d{2}-\d{2}\.[A-Za-z0-9_-]{22}$/);
  });

  it('counts a rendered job page’s view whatever its ref marker says, passing only a known channel on', async () => {
    const before = await viewCount();
    const odd = await read(await visit(`${jobPath()}?ref=%00`, { gfj_vid: visitorId(11) }));
    expect(odd.cache).toBe('miss');
    expect(await viewCount()).toBe(before + 1);
    const referralsBefore = await twitterVisits();
    const shared = await read(await visit(`${jobPath()}?ref=share-twitter`, { gfj_vid: visitorId(12) }));
    expect(shared.cache).toBe('miss');
    expect(await viewCount()).toBe(before + 2);
    expect(await twitterVisits()).toBe(referralsBefore + 1);
  });

  it('renders the page again once its TTL has passed', async () => {
    await visit(jobPath());
    clock += 10_001;
    const after = await read(await visit(jobPath()));
    expect(after.cache).toBe('miss');
    expect(renders).toBe(2);
  });

  it('never serves cached HTML to a signed-in visitor, nor keeps theirs for guests', async () => {
    const login = await api.inject({ method: 'POST', url: '/api/login/check', payload: DEMO_SEEKER });
    const session = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
    expect(session.access_token).toBeDefined();

    const signedIn = await read(await visit(jobPath(), { access_token: session.access_token as string }));
    expect(signedIn.state.user).toBe('june');
    expect(signedIn.cache).toBeNull();
    const guest = await read(await visit(jobPath()));
    expect(guest.cache).toBe('miss');
    expect(guest.state.user).toBeNull();
    const signedInAgain = await read(await visit(jobPath(), { refresh_token: 'anything' }));
    expect(signedInAgain.cache).toBeNull();
    expect(renders).toBe(3);
  });

  it('keeps only pages whose loaders allowed it, answered 200', async () => {
    await visit('/private');
    expect((await read(await visit('/private'))).cache).toBeNull();
    await visit('/gone');
    expect((await read(await visit('/gone'))).cache).toBeNull();
    expect(renders).toBe(4);
  });

  it('renders at most four pages at once; the other requests wait their turn', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const answers = Array.from({ length: 6 }, () => visit('/private'));
    await expect.poll(() => running).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(running).toBe(4);
    open();
    gate = undefined;
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect(mostAtOnce).toBe(4);
    expect(renders).toBe(6);
  });

  it('does not render pages for visitors who left while waiting their turn, but carries out their forms', async () => {
    let open!: () => void;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const leaving = Array.from({ length: 2 }, () => new AbortController());
    const answers = Array.from({ length: 4 }, () => visit('/private'));
    await expect.poll(() => running).toBe(4);
    const waiting: ServerResponse[] = [];
    const follow = (_req: IncomingMessage, res: ServerResponse) => waiting.push(res);
    server.on('request', follow);
    // One asks for a page, the other sends a form.
    const gone = leaving.map((controller, index) =>
      fetch(`${origin}/private`, { method: index === 0 ? 'GET' : 'POST', signal: controller.signal }).catch(
        (error: Error) => error.name,
      ),
    );
    await expect.poll(() => waiting.length).toBe(2);
    server.off('request', follow);
    for (const controller of leaving) controller.abort();
    expect(await Promise.all(gone)).toEqual(['AbortError', 'AbortError']);
    await expect.poll(() => waiting.filter((res) => res.destroyed).length).toBe(2);
    open();
    gate = undefined;
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // The page nobody waits for stops at the front of the queue; the form is still handled.
    await expect.poll(() => renders).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(5);
    expect(methods.slice(-1)).toEqual(['POST']);
  });
});

describe('transport security', () => {
  it('tells browsers to keep to HTTPS on rendered and cached pages in production mode, only then', async () => {
    expect((await visit(jobPath())).headers.get('strict-transport-security')).toBeNull();
    handlers = createPageHandlers({
      api,
      publicUrl: 'https://localhost',
      contexts: () => ({ apiContext, requestInfoContext }),
      render: () => renderPage,
      cache,
      strictTransportSecurity: true,
    });
    const miss = await visit('/private');
    expect(miss.headers.get('strict-transport-security')).toBe(HSTS);
    await visit(jobPath());
    const hit = await visit(jobPath());
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('draining a stopping server', () => {
  it('serves the requests that came before the drain, refuses later pages with 503, and says when done', async () => {
    const server = createServer();
    const drain = createPageDrain(server);
    const finish: (() => void)[] = [];
    server.on('request', (_req, res) => {
      if (!drain.admit(res)) return;
      finish.push(() => res.end('page'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const ask = () =>
      new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
          );
        }).on('error', reject);
      });
    try {
      const first = ask();
      while (finish.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      let drained: boolean | undefined;
      const draining = drain.drain(5_000).then((value) => {
        drained = value;
      });
      const late = await ask();
      expect(late).toMatchObject({ status: 503, connection: 'close' });
      expect(drained).toBeUndefined();
      (finish[0] as () => void)();
      expect(await first).toMatchObject({ status: 200, body: 'page' });
      await draining;
      expect(drained).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('waits for a page still at work after its visitor left, as the database closes next', async () => {
    const server = createServer();
    const drain = createPageDrain(server);
    let finishWork!: () => void;
    const work = new Promise<void>((resolve) => {
      finishWork = resolve;
    });
    server.on('request', (_req, res) => {
      if (drain.admit(res)) drain.track(work);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const arrived = new Promise<ServerResponse>((resolve) =>
      server.once('request', (_req, res) => resolve(res)),
    );
    const request = get({ host: '127.0.0.1', port, path: '/', agent: false }).on('error', () => {});
    try {
      const res = await arrived;
      const left = new Promise((resolve) => res.once('close', resolve));
      request.destroy();
      await left;
      let drained: boolean | undefined;
      const draining = drain.drain(5_000).then((value) => {
        drained = value;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(drained).toBeUndefined();
      finishWork();
      await draining;
      expect(drained).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up after the time allowed when a request never ends', async () => {
    const server = createServer();
    const drain = createPageDrain(server);
    server.on('request', (_req, res) => drain.admit(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const request = get({ host: '127.0.0.1', port, path: '/', agent: false }).on('error', () => {});
    try {
      await new Promise((resolve) => server.once('request', resolve));
      expect(await drain.drain(50)).toBe(false);
    } finally {
      request.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
