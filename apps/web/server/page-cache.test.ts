// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type CachedPage, capturePage, createPageCache, fillPage } from './page-cache.ts';

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

  it('renders a URL once, then serves it until the TTL has passed', () => {
    const clock = someClock();
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000, now: clock.now });
    const first = cache.lookup('/jobs/1/a');
    expect(first.kind).toBe('miss');
    const rendered = aPage();
    if (first.kind === 'miss') first.settle(rendered);
    clock.advance(9_999);
    expect(cache.lookup('/jobs/1/a')).toEqual({ kind: 'hit', page: rendered });
    expect(cache.lookup('/jobs/2/b').kind).toBe('miss');
    clock.advance(2);
    expect(cache.lookup('/jobs/1/a').kind).toBe('miss');
  });

  it('while a render of an expired page runs, serves the old copy, never older than twice the TTL', () => {
    const clock = someClock();
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000, now: clock.now });
    const old = aPage();
    const first = cache.lookup('/search');
    if (first.kind === 'miss') first.settle(old);
    clock.advance(10_001);
    const renewing = cache.lookup('/search');
    expect(renewing.kind).toBe('miss');
    expect(cache.lookup('/search')).toEqual({ kind: 'hit', page: old });
    clock.advance(10_000);
    // 20,001 ms old: not served any more, this request renders too.
    expect(cache.lookup('/search').kind).toBe('miss');
    const fresh = aPage();
    if (renewing.kind === 'miss') renewing.settle(fresh);
    expect(cache.lookup('/search')).toEqual({ kind: 'hit', page: fresh });
  });

  it('keeps nothing when the render was not for sharing, and renders again next time', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000 });
    const first = cache.lookup('/login');
    if (first.kind === 'miss') first.settle(undefined);
    expect(cache.lookup('/login').kind).toBe('miss');
  });

  it('stays within its size bound, dropping the least recently used pages', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 25 });
    for (const key of ['/a', '/b', '/c']) {
      const lookup = cache.lookup(key);
      if (lookup.kind === 'miss') lookup.settle(aPage(10));
    }
    expect(cache.lookup('/a').kind).toBe('miss');
    expect(cache.lookup('/b').kind).toBe('hit');
    expect(cache.lookup('/c').kind).toBe('hit');
    const huge = cache.lookup('/huge');
    if (huge.kind === 'miss') huge.settle(aPage(26));
    expect(cache.lookup('/huge').kind).toBe('miss');
  });

  it('never serves a page that is no longer fresh, whatever its age, and renders it again', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000 });
    const first = cache.lookup('/search');
    const kept = { ...page('<p>x</p>', { listingVersion: 4 }), size: 10 };
    if (first.kind === 'miss') first.settle(kept);
    const atVersion = (listing: number) => (cached: CachedPage) => cached.listingVersion >= listing;
    expect(cache.peek('/search', atVersion(4))).toBe(kept);
    expect(cache.peek('/search', atVersion(5))).toBeUndefined();
    const renewing = cache.lookup('/search', atVersion(5));
    expect(renewing.kind).toBe('miss');
    // Not even while its new render runs.
    expect(cache.lookup('/search', atVersion(5)).kind).toBe('miss');
    const renewed = { ...page('<p>y</p>', { listingVersion: 5 }), size: 10 };
    if (renewing.kind === 'miss') renewing.settle(renewed);
    expect(cache.lookup('/search', atVersion(5))).toEqual({ kind: 'hit', page: renewed });
  });

  it('forgets everything on clear, including renders still running', () => {
    const cache = createPageCache({ ttlMs: 10_000, maxSize: 1_000 });
    const done = cache.lookup('/a');
    if (done.kind === 'miss') done.settle(aPage());
    const running = cache.lookup('/b');
    cache.clear();
    if (running.kind === 'miss') running.settle(aPage());
    expect(cache.lookup('/a').kind).toBe('miss');
    expect(cache.lookup('/b').kind).toBe('miss');
  });
});
