import { createServer, type Server } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

/** One item of an envelope: its header and its payload (parsed when JSON). */
export interface EnvelopeItem {
  header: Record<string, unknown> & { type?: string };
  payload: unknown;
  raw: Buffer;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole request body as received (decompressed), for "no secret anywhere" checks. */
  text: string;
  /** The path it was posted to (`/api/<project>/envelope/`). */
  path: string;
}

export interface SentryReceiver {
  /** A DSN pointing at this receiver. */
  dsn: string;
  origin: string;
  envelopes: Envelope[];
  /** Every item of a type (`event`, `transaction`, `replay_event`, `replay_recording`…) received so far. */
  items(type: string): EnvelopeItem[];
  close(): Promise<void>;
}

function readLine(body: Buffer, from: number): { line: Buffer; next: number } {
  const end = body.indexOf(0x0a, from);
  return end === -1
    ? { line: body.subarray(from), next: body.length }
    : { line: body.subarray(from, end), next: end + 1 };
}

function tryJson(buffer: Buffer): unknown {
  try {
    return JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Sentry's envelope format: a header line, then per item a header line and its payload. */
export function parseEnvelope(body: Buffer, path = ''): Envelope {
  let { line, next } = readLine(body, 0);
  const header = (tryJson(line) ?? {}) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (next < body.length) {
    ({ line, next } = readLine(body, next));
    if (line.length === 0) continue;
    const itemHeader = (tryJson(line) ?? {}) as EnvelopeItem['header'];
    let raw: Buffer;
    if (typeof itemHeader.length === 'number') {
      raw = body.subarray(next, next + itemHeader.length);
      next += itemHeader.length + 1;
    } else {
      ({ line: raw, next } = readLine(body, next));
    }
    items.push({ header: itemHeader, payload: tryJson(raw), raw });
  }
  return { header, items, text: body.toString('utf8'), path };
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * A real HTTP receiver for Sentry's SDKs on loopback: it accepts envelopes on
 * `/api/<project>/envelope/` (with the CORS answers a browser needs) and keeps them for the test.
 */
export async function startSentryReceiver(options: { port?: number } = {}): Promise<SentryReceiver> {
  const envelopes: Envelope[] = [];
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', '*');
    res.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\/?/.test(req.url ?? '')) {
        const body = decode(Buffer.concat(chunks), req.headers['content-encoding']);
        envelopes.push(parseEnvelope(body, req.url));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  // The ports above 45000 are the test receivers' (not the servers' under test). A given port is
  // the one a server under test was started with (its SENTRY_DSN names it).
  let port = 0;
  for (let attempt = 0; port === 0; attempt++) {
    const candidate = options.port ?? 45_000 + Math.floor(Math.random() * 15_000);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(candidate, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      port = candidate;
    } catch (error) {
      if (options.port !== undefined || attempt > 20) throw error;
    }
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    dsn: `http://0123456789abcdef0123456789abcdef@127.0.0.1:${port}/1`,
    origin,
    envelopes,
    items: (type) =>
      envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === type)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
