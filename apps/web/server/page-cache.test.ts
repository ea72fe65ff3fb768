// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type CachedPage,
  capturePage,
  createPageCache,
  fillPage,
  type PageCache,
  type PageFreshness,
} from './page-cache.ts';

const NONCE = 'n0nce+/AAAAAAAAAAAAAAA==';
const TOKEN = 'csrfTokenOfTheFirstVisitor_0123456789abcdefg';

function page(
  html: string,
  extra: Partial<{ countsViewOf: number; csrfToken: string; listingVersion: number }> = {},
) {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'self' 'nonce-${NONCE}'`,
  });
  headers.append('set-cookie', 'csrf=first-visitor; Path=/');
  return capturePage(
    {
      status: 200,
      headers,
      html: Buffer.from(html),
      countsViewOf: extra.countsViewOf,
      listingVersion: extra.listingVersion ?? 1,
    },
    { nonce: NONCE, csrfToken: extra.csrfToken ?? TOKEN },
  );
}

describe('capturePage / fillPage', () => {
  it('puts this response’s nonce and CSRF token wherever the render had its own, headers included', () => {
    const captured = page(
      `<script nonce="${NONCE}">a</script><p>${TOKEN}</p><p>é ${TOKEN}</p><script nonce="${NONCE}"></script>`,
    );
    const { chunks, length, headers } = fillPage(captured, { nonce: 'second', csrfToken: 'token-2' });
    const html = Buffer.concat(chunks);
    expect(length).toBe(html.length);
    expect(html.toString()).toBe(
      '<script nonce="second">a</script><p>token-2</p><p>é token-2</p><script nonce="second"></script>',
    );
    expect(headers.get('content-security-policy')).toBe("script-src 'self' 'nonce-second'");
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('never keeps the first visitor’s cookies', () => {
    const { headers } = fillPage(page('<p></p>'), { nonce: 'x', csrfToken: 'y' });
    expect(headers.get('set-cookie')).toBeNull();
  });

  it('knows whether the page carries a CSRF token and which job it counts', () => {
    expect(page(`<p>${TOKEN}</p>`, { countsViewOf: 7 })).toMatchObject({
      hasCsrfToken: true,
      countsViewOf: 7,
    });
    expect(page('<p>no token here</p>')).toMatchObject({ hasCsrfToken: false, countsViewOf: undefined });
  });
});

describe('createPageCache', () => {
  const someClock = () => {
    let time = 1_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };
  const aPage = (size = 10): CachedPage => ({ ...page('<p>x</p>'), size });
  /** The lookup must claim a render to keep; its settle. */
  const claim = (cache: PageCache, key: string, isFresh?: PageFreshness) => {
    const lookup = cache.lookup(key, isFresh);
    if (lookup.kind !== 'render' || !lookup.keep) throw new Error(`${key}: ${JSON.stringify(lookup)}`);
    return lookup.settle;
  };
  const streamed = { kind: 'render', keep: false };

  it('renders a URL once, then serves it until the TTL has passed', () => {
    const clock = someClock();
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000, now: clock.now });
    const rendered = aPage();
    claim(cache, '/jobs/1/a')(rendered);
    clock.advance(9_999);
    expect(cache.lookup('/jobs/1/a')).toEqual({ kind: 'hit', page: rendered });
    expect(cache.lookup('/jobs/2/b')).toMatchObject({ kind: 'render', keep: true });
    clock.advance(2);
    expect(cache.lookup('/jobs/1/a')).toMatchObject({ kind: 'render', keep: true });
  });

  it('while a render of an expired page runs, serves the old copy, never older than twice the TTL', () => {
    const clock = someClock();
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000, now: clock.now });
    const old = aPage();
    claim(cache, '/search')(old);
    clock.advance(10_001);
    const renewing = claim(cache, '/search');
    expect(cache.lookup('/search')).toEqual({ kind: 'hit', page: old });
    clock.advance(10_000);
    // 20,001 ms old: not served any more; this request renders too, and streams what it renders.
    expect(cache.lookup('/search')).toEqual(streamed);
    const fresh = aPage();
    renewing(fresh);
    expect(cache.lookup('/search')).toEqual({ kind: 'hit', page: fresh });
  });

  it('keeps nothing when the render was not for sharing, and renders again next time', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000 });
    claim(cache, '/login')(undefined);
    expect(cache.lookup('/login')).toMatchObject({ kind: 'render', keep: true });
  });

  it('stays within its size bound, dropping the least recently used pages', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 25 });
    for (const key of ['/a', '/b', '/c']) claim(cache, key)(aPage(10));
    expect(cache.lookup('/a').kind).toBe('render');
    expect(cache.lookup('/b').kind).toBe('hit');
    expect(cache.lookup('/c').kind).toBe('hit');
    claim(cache, '/huge')(aPage(26));
    expect(cache.lookup('/huge').kind).toBe('render');
  });

  it('never serves a page that is no longer fresh, whatever its age, and renders it again', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000 });
    const kept = { ...page('<p>x</p>', { listingVersion: 4 }), size: 10 };
    claim(cache, '/search')(kept);
    const atVersion = (listing: number) => (cached: CachedPage) => cached.listingVersion >= listing;
    expect(cache.peek('/search', atVersion(4))).toBe(kept);
    expect(cache.peek('/search', atVersion(5))).toBeUndefined();
    const renewing = claim(cache, '/search', atVersion(5));
    // Not even while its new render runs.
    expect(cache.lookup('/search', atVersion(5))).toEqual(streamed);
    const renewed = { ...page('<p>y</p>', { listingVersion: 5 }), size: 10 };
    renewing(renewed);
    expect(cache.lookup('/search', atVersion(5))).toEqual({ kind: 'hit', page: renewed });
  });

  it('forgets everything on clear, including renders still running', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000 });
    claim(cache, '/a')(aPage());
    const running = claim(cache, '/b');
    cache.clear();
    running(aPage());
    expect(cache.lookup('/a').kind).toBe('render');
    expect(cache.lookup('/b').kind).toBe('render');
  });

  describe('with a doorkeeper (admitSeenWithin)', () => {
    // Each URL remembered costs its length and 100: these three two-character URLs take 102 each.
    const options = { ttlMs: 10_000, maxSize: 1_000, admitSeenWithin: 2 * 102 };

    it('keeps a page only when its URL was asked for before; the first render is streamed', () => {
      const cache = createPageCache(options);
      expect(cache.lookup('/a')).toEqual(streamed);
      const rendered = aPage();
      claim(cache, '/a')(rendered);
      expect(cache.lookup('/a')).toEqual({ kind: 'hit', page: rendered });
    });

    it('remembers a bounded number of URLs, the least recently asked for forgotten first', () => {
      const cache = createPageCache(options);
      for (const key of ['/a', '/b']) expect(cache.lookup(key)).toEqual(streamed);
      // Asked again: /a is now the most recently asked, so /b goes when /c comes.
      claim(cache, '/a')(undefined);
      expect(cache.lookup('/c')).toEqual(streamed);
      expect(cache.lookup('/b')).toEqual(streamed);
      claim(cache, '/b');
      expect(cache.lookup('/a')).toEqual(streamed);
    });

    it('renders a kept page again after its TTL without asking for it twice more', () => {
      const clock = someClock();
      const cache = createPageCache({ ...options, now: clock.now });
      cache.lookup('/a');
      claim(cache, '/a')(aPage());
      // Other URLs push /a out of the doorkeeper while its page is served from the cache.
      for (const key of ['/b', '/c', '/d']) cache.lookup(key);
      clock.advance(10_001);
      const renewed = aPage();
      claim(cache, '/a')(renewed);
      expect(cache.lookup('/a')).toEqual({ kind: 'hit', page: renewed });
    });

    it('forgets the URLs it saw on clear', () => {
      const cache = createPageCache(options);
      cache.lookup('/a');
      cache.clear();
      expect(cache.lookup('/a')).toEqual(streamed);
    });
  });
});
