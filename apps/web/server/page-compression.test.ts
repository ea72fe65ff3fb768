// @vitest-environment node
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressPageResponse, deflateSegment, joinGzip } from './page-compression.ts';

describe('acceptsGzip', () => {
  it('reads Accept-Encoding with its q-values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    // A coding named explicitly overrides the wildcard, wherever it comes.
    expect(acceptsGzip('*;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, *;q=0')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(true);
  });
});

describe('joinGzip', () => {
  const page = (text: string) => Buffer.from(text);

  it('joins deflate segments and raw pieces into one gzip member any gunzip reads', () => {
    const parts = [
      page('<html><head><script nonce="'),
      page('">1</script>'),
      page('</head></html>'.repeat(200)),
    ];
    const secrets = [page('bm9uY2Ux'), page('token-abc')];
    const plain = [parts[0], secrets[0], parts[1], secrets[1], parts[2]] as Buffer[];
    const segments = [
      deflateSegment(parts[0] as Buffer),
      undefined,
      deflateSegment(parts[1] as Buffer),
      undefined,
      deflateSegment(parts[2] as Buffer),
    ];
    const gzipped = Buffer.concat(joinGzip(plain, segments));
    expect(zlib.gunzipSync(gzipped).toString()).toBe(Buffer.concat(plain).toString());
    // The repeated tail is compressed, not stored.
    expect(gzipped.length).toBeLessThan(Buffer.concat(plain).length / 5);
  });

  it('stores pieces longer than a stored block can hold, and empty ones', () => {
    const long = randomBytes(150_000);
    const plain = [page('a'), long, Buffer.alloc(0), page('b'), Buffer.alloc(0)];
    const segments = [
      deflateSegment(page('a')),
      undefined,
      undefined,
      deflateSegment(page('b')),
      deflateSegment(Buffer.alloc(0)),
    ];
    expect(zlib.gunzipSync(Buffer.concat(joinGzip(plain, segments)))).toEqual(Buffer.concat(plain));
  });
});

describe('compressPageResponse', () => {
  const html = `<!DOCTYPE html><p>${'good food '.repeat(500)}</p>`;
  const request = (acceptEncoding?: string) =>
    new Request('http://localhost/', {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });
  const page = () => new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });

  it('gzips HTML for a client that accepts it, and says so', async () => {
    const response = compressPageResponse(request('gzip, deflate, br'), page());
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(zlib.gunzipSync(body).toString()).toBe(html);
    expect(body.length).toBeLessThan(html.length / 10);
  });

  it('leaves other answers alone', async () => {
    expect(compressPageResponse(request(), page()).headers.get('content-encoding')).toBeNull();
    const json = new Response('{}', { headers: { 'content-type': 'application/json' } });
    expect(compressPageResponse(request('gzip'), json)).toBe(json);
    const small = new Response('<p>hi</p>', {
      headers: { 'content-type': 'text/html', 'content-length': '9' },
    });
    expect(compressPageResponse(request('gzip'), small)).toBe(small);
  });

  it('ends the compressed stream with an error when the render fails mid-stream', async () => {
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(html));
        controller.error(new Error('render failed'));
      },
    });
    const response = compressPageResponse(
      request('gzip'),
      new Response(failing, { headers: { 'content-type': 'text/html' } }),
    );
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});
