import { LRUCache } from 'lru-cache';
import { deflateSegment, joinGzip } from './page-compression.ts';

/**
 * What differs between two guests' copies of the same page: the response's CSP nonce and the
 * visitor's CSRF token (both random strings, so finding them in the HTML cannot hit anything else).
 */
export interface PageSecrets {
  nonce: string;
  csrfToken: string;
}

/** A guest page as rendered once, ready to be served again with other secrets. */
export interface CachedPage {
  status: number;
  /** Response headers without Set-Cookie (cookies belong to the visitor the page was made for). */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The nonce the page was rendered with, replaced in the headers (CSP) when served again. */
  renderNonce: string;
  /** The HTML (UTF-8) cut at every occurrence of the render's nonce and CSRF token ... */
  parts: readonly Buffer[];
  /**
   * ... each part also as a raw deflate segment, to serve the page gzipped (page-compression.ts),
   * made when first served gzipped (segmentsOf): most pages rendered are never asked for again ...
   */
  segments?: readonly Buffer[];
  /** ... and which secret goes between parts[i] and parts[i + 1]. */
  slots: ReadonlyArray<keyof PageSecrets>;
  /** Whether the page carries a CSRF token (a hit then asks the API for the visitor's own). */
  hasCsrfToken: boolean;
  /** The job whose view every served copy counts (job pages). */
  countsViewOf?: number;
  /**
   * The API's listing version read before the render: the page shows no listing older than that
   * (decision 022). A job page stays good while its job has not changed since; any other page
   * while the version has not moved.
   */
  listingVersion: number;
  /**
   * Bytes kept: the HTML, and a quarter as much again for its compressed segments once made (an
   * upper bound: these pages compress six to eight times).
   */
  size: number;
}

/** Cuts a rendered page at its secrets, so serving it again is one copy of its bytes. */
export function capturePage(
  page: { status: number; headers: Headers; html: Buffer; countsViewOf?: number; listingVersion: number },
  secrets: { nonce: string; csrfToken?: string },
): CachedPage {
  const needles: Array<[Buffer, keyof PageSecrets]> = [[Buffer.from(secrets.nonce), 'nonce']];
  if (secrets.csrfToken) needles.push([Buffer.from(secrets.csrfToken), 'csrfToken']);
  const { html } = page;
  const parts: Buffer[] = [];
  const slots: Array<keyof PageSecrets> = [];
  let from = 0;
  for (;;) {
    // The nearest occurrence of either secret.
    let found: { at: number; needle: Buffer; slot: keyof PageSecrets } | undefined;
    for (const [needle, slot] of needles) {
      const at = html.indexOf(needle, from);
      if (at >= 0 && (!found || at < found.at)) found = { at, needle, slot };
    }
    if (!found) break;
    parts.push(html.subarray(from, found.at));
    slots.push(found.slot);
    from = found.at + found.needle.length;
  }
  parts.push(html.subarray(from));
  const headers: Array<[string, string]> = [];
  page.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  });
  return {
    status: page.status,
    headers,
    renderNonce: secrets.nonce,
    parts,
    slots,
    hasCsrfToken: slots.includes('csrfToken'),
    countsViewOf: page.countsViewOf,
    listingVersion: page.listingVersion,
    size: Math.ceil(html.length * 1.25),
  };
}

/** The page's deflate segments, made on first use (level 9: a page served again is served often). */
function segmentsOf(page: CachedPage): readonly Buffer[] {
  page.segments ??= page.parts.map(deflateSegment);
  return page.segments;
}

/**
 * The page's headers and HTML with this response's secrets in place of the render's, gzipped when
 * asked. The body comes as chunks (views of the stored bytes, and the secrets): written one after
 * the other, a served page allocates no copy of itself.
 */
export function fillPage(
  page: CachedPage,
  secrets: PageSecrets,
  options: { gzip?: boolean } = {},
): { headers: Headers; chunks: Buffer[]; length: number } {
  const values = { nonce: Buffer.from(secrets.nonce), csrfToken: Buffer.from(secrets.csrfToken) };
  const plain: Buffer[] = [];
  const segments: Array<Buffer | undefined> = [];
  const compressed = options.gzip ? segmentsOf(page) : [];
  page.parts.forEach((part, i) => {
    plain.push(part);
    segments.push(compressed[i]);
    const slot = page.slots[i];
    if (slot) {
      plain.push(values[slot]);
      segments.push(undefined);
    }
  });
  const headers = new Headers();
  // The CSP header names the nonce too.
  for (const [name, value] of page.headers) {
    headers.set(name, value.replaceAll(page.renderNonce, secrets.nonce));
  }
  headers.append('Vary', 'Accept-Encoding');
  const chunks = options.gzip ? joinGzip(plain, segments) : plain;
  if (options.gzip) headers.set('Content-Encoding', 'gzip');
  return { headers, chunks, length: chunks.reduce((sum, chunk) => sum + chunk.length, 0) };
}

/**
 * What a lookup finds: a page to serve; a render to keep, in which case the caller renders and
 * calls `settle` with the page (or undefined when the answer is not for sharing); or a render not to
 * keep (its URL asked for the first time, or already being rendered), which the caller streams.
 */
export type PageLookup =
  | { kind: 'hit'; page: CachedPage }
  | { kind: 'render'; keep: true; settle(page: CachedPage | undefined): void }
  | { kind: 'render'; keep: false };

/** Whether a kept page still shows the listings as they are (the page cache's exactness). */
export type PageFreshness = (page: CachedPage) => boolean;

export interface PageCache {
  /** The page to serve for this key, claiming the render when there is none (or not fresh). */
  lookup(key: string, isFresh?: PageFreshness): PageLookup;
  /** The page to serve for this key, if any; claims nothing. */
  peek(key: string, isFresh?: PageFreshness): CachedPage | undefined;
  clear(): void;
}

export interface PageCacheOptions {
  /** How long a page is served again after its render. */
  ttlMs: number;
  /** Bound on the cached HTML, in bytes. */
  maxSize: number;
  /**
   * When set, a page is kept only when its URL was asked for before, among the URLs asked for
   * lately (a doorkeeper remembering about this many bytes of them, least recently asked first
   * out). A URL asked for once (most of a crawl through filter combinations, or a search nobody
   * makes again) is rendered and streamed, and does not push out the pages visitors come back to.
   * Unset: every page is kept from its first render.
   */
  admitSeenWithin?: number;
  /** Clock (tests). */
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  renderedAt: number;
}

/**
 * Guest pages by URL, least recently used out first when full. A page is served for `ttlMs` after
 * its render. Then the next request renders it again, and while that one render runs, requests for
 * the same URL still get the old copy (never older than twice `ttlMs`), so an expiry does not send
 * every waiting visitor into a render at once. A page that is not fresh (`isFresh`: a listing it
 * shows changed) is never served, whatever its age.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? (() => performance.now());
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxSize,
    sizeCalculation: (entry) => Math.max(1, entry.page.size),
    // Past twice the TTL an entry is of no use (see lookup): let the cache drop it.
    ttl: options.ttlMs * 2,
    perf: { now },
  });
  const rendering = new Set<string>();
  // The URLs asked for lately, by their length (each also costs a map entry: ~100 bytes).
  const seen =
    options.admitSeenWithin === undefined
      ? undefined
      : new LRUCache<string, true>({
          maxSize: options.admitSeenWithin,
          sizeCalculation: (_, key) => key.length + 100,
        });
  const stream: PageLookup = { kind: 'render', keep: false };
  function servable(key: string, isFresh: PageFreshness): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (!isFresh(entry.page)) return undefined;
    const age = now() - entry.renderedAt;
    if (age <= options.ttlMs) return entry.page;
    if (rendering.has(key) && age <= 2 * options.ttlMs) return entry.page;
    return undefined;
  }
  const always: PageFreshness = () => true;
  return {
    peek: (key, isFresh = always) => servable(key, isFresh),
    lookup(key, isFresh = always) {
      const page = servable(key, isFresh);
      if (page) return { kind: 'hit', page };
      if (rendering.has(key)) return stream;
      if (seen && !seen.get(key) && !entries.has(key)) {
        seen.set(key, true);
        return stream;
      }
      rendering.add(key);
      const renderedAt = now();
      return {
        kind: 'render',
        keep: true,
        settle(page) {
          if (!rendering.delete(key)) return;
          if (page) entries.set(key, { page, renderedAt });
          else entries.delete(key);
        },
      };
    },
    clear() {
      entries.clear();
      rendering.clear();
      seen?.clear();
    },
  };
}
