import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';

/**
 * Pages are sent gzipped to clients that accept it (decision 016). Rendered pages are compressed
 * as they stream; a cached guest page (page-cache.ts) is compressed once, when it is kept: its
 * parts become raw deflate segments, each ended by a sync flush so they can be joined, and the
 * visitor's own secrets go between them as stored (uncompressed) deflate blocks. A served copy
 * then costs a CRC over its bytes, not a compression.
 */

/** Smaller answers are not worth a compressor. */
const MIN_SIZE = 1024;

/**
 * Whether the request's Accept-Encoding allows gzip: named with a q-value above 0, or not named
 * and allowed by `*` (RFC 9110: a coding named explicitly overrides the wildcard).
 */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  let wildcard = false;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = entry.split(';').map((piece) => piece.trim());
    const q = params.find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return allowed;
    if (coding === '*') wildcard = allowed;
  }
  return wildcard;
}

/** A part of a page as a raw deflate segment that another can follow (ends with a sync flush). */
export function deflateSegment(part: Buffer): Buffer {
  return zlib.deflateRawSync(part, { level: 9, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** The last block: empty, stored, final. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

/** Bytes as stored (uncompressed) deflate blocks; the stream is byte-aligned after a sync flush. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += MAX_STORED) {
    const piece = data.subarray(at, at + MAX_STORED);
    const header = Buffer.alloc(5);
    header[0] = 0x00; // not final, stored
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(header, piece);
  }
  return blocks;
}

/**
 * A gzip member made of precompressed segments and raw pieces, in order: `segments[i]` is the
 * deflate segment of `plain[i]` when it has one, else `plain[i]` goes in stored blocks. `plain`
 * (the uncompressed bytes, in order) gives the trailer's CRC and length.
 */
export function joinGzip(plain: readonly Buffer[], segments: ReadonlyArray<Buffer | undefined>): Buffer[] {
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  plain.forEach((bytes, i) => {
    crc = zlib.crc32(bytes, crc);
    length += bytes.length;
    const segment = segments[i];
    if (segment) out.push(segment);
    else if (bytes.length > 0) out.push(...storedBlocks(bytes));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return out;
}

/**
 * The response gzipped when the request accepts it and it is HTML worth compressing: streamed
 * pages are flushed chunk by chunk, so the browser still gets the shell first.
 */
export function compressPageResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  if (
    !response.body ||
    !type.startsWith('text/html') ||
    response.headers.has('content-encoding') ||
    length < MIN_SIZE ||
    !acceptsGzip(request.headers.get('accept-encoding'))
  ) {
    return response;
  }
  const gzip = zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
  // pipeline, not pipe: a render that fails mid-stream ends the compressed stream with it.
  const body = pipeline(Readable.fromWeb(response.body as NodeReadableStream), gzip, () => {});
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-encoding', 'gzip');
  headers.append('vary', 'Accept-Encoding');
  return new Response(Readable.toWeb(body) as ReadableStream, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
