import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { describeOverflow } from './client-errors.ts';

// Requests Node refuses before any route (decision 074): an address or headers past its 16 KB.

const PAGE = (status: number) => `<!doctype html><title>page ${status}</title><h1>Refused ${status}</h1>`;

let api: TestApp;
let site: TestApp;
let apiPort: number;
let sitePort: number;

beforeAll(async () => {
  // The API alone, and as the web server builds it (with the site's page).
  api = await createTestApp();
  site = await createTestApp({ clientErrorPage: PAGE });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  apiPort = (api.app.server.address() as AddressInfo).port;
  sitePort = (site.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await api.close();
  await site.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `parts` on one connection, a pause between them (a request arriving in pieces); with
 * `between: 'answer'`, each next part waits for the first bytes of an answer instead (a client
 * sending its next request once the last one is answered).
 */
function send(port: number, parts: string[], between: 'pause' | 'answer' = 'pause'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let answered: () => void = () => {};
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const part of parts) {
        if (socket.destroyed) break;
        const next =
          between === 'answer'
            ? new Promise<void>((r) => {
                answered = r;
              })
            : new Promise((r) => setTimeout(r, 60));
        socket.write(part);
        await next;
      }
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      answered();
    });
    socket.on('error', () => {
      // The server closes after answering; what it wrote has been read.
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const letters = (n: number) => 'a'.repeat(n);
const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`;

describe('an address past the limit', () => {
  it('on /api: 414 problem+json with a clear detail and the docs link', async () => {
    const answer = await send(apiPort, [get(`/api/jobs?x=${letters(70_000)}`)]);
    expect(answer.status).toBe(414);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(answer.headers.link).toContain('/api/docs.jsonld');
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({
      '@type': 'Error',
      status: 414,
      detail: 'URI Too Long: the address is longer than this server accepts.',
    });
  });

  it('on a page: the site’s page with 414 (problem+json from a server without one)', async () => {
    const target = `/search?keywords=${letters(20_000)}`;
    const page = await send(sitePort, [get(target)]);
    expect(page.status).toBe(414);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toBe(PAGE(414));
    const bare = await send(apiPort, [get(target)]);
    expect(bare.status).toBe(414);
    expect(bare.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    // The API's paths keep problem+json on the site's server too.
    expect((await send(sitePort, [get(`/api?${letters(20_000)}`)])).headers['content-type']).toContain(
      'problem+json',
    );
  });

  it('arriving in pieces, the address is still told by where the parser stopped', async () => {
    const answer = await send(sitePort, [
      `GET /search?keywords=${letters(10_000)}`,
      `${letters(10_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]);
    expect(answer.status).toBe(414);
    // No request line in that piece: which path it was is unknown, so the API's format.
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });

  it('after a first request on the same connection', async () => {
    // The second request once the first is answered. Sent 60 ms after it instead, the refusal came
    // first once, in a clean-clone run's PostgreSQL pass: the health check had not answered yet,
    // and as Node's own handler does, the refusal is held back only once an answer's headers are out.
    const answer = await send(sitePort, [get('/api/health'), get(`/jobs?${letters(20_000)}`)], 'answer');
    // The first request's answer comes first; the refusal is the second.
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('HTTP/1.1 414 URI Too Long');
  });
});

describe('headers past the limit', () => {
  it('are 431: the page on a page path, problem+json on /api', async () => {
    const cookie = `Cookie: big=${letters(20_000)}\r\n`;
    const page = await send(sitePort, [get('/search', cookie)]);
    expect(page.status).toBe(431);
    expect(page.body).toBe(PAGE(431));
    const problem = await send(sitePort, [get('/api/jobs', cookie)]);
    expect(problem.status).toBe(431);
    expect(JSON.parse(problem.body)).toMatchObject({
      status: 431,
      detail: 'Request Header Fields Too Large: the request’s headers are larger than this server accepts.',
    });
  });

  it('arriving in pieces, are the 431 Node meant, as problem+json', async () => {
    const answer = await send(sitePort, [
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${letters(10_000)}`,
      `${letters(10_000)}\r\n\r\n`,
    ]);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });
});

describe('a request Node cannot parse at all', () => {
  it('is a 400 problem+json, not Fastify’s plain JSON', async () => {
    const answer = await send(apiPort, ['GET /api HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n']);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(answer.body)).toMatchObject({ status: 400, detail: 'Bad Request' });
  });
});

describe('describeOverflow (which part was too long)', () => {
  const chunk = (text: string) => Buffer.from(text, 'latin1');
  it('reads the request line when the chunk starts with it', () => {
    const long = `GET /x?${letters(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`;
    expect(describeOverflow(chunk(long), 20_010)).toMatchObject({
      status: 414,
      target: expect.stringMatching(/^\/x\?a+$/),
    });
    // Stopped in the headers, but the address is most of the limit: still the address.
    const mostly = `GET /x?${letters(16_380)} HTTP/1.1\r\nHost: x\r\nUser-Agent: y\r\n\r\n`;
    expect(describeOverflow(chunk(mostly), mostly.indexOf('User-Agent')).status).toBe(414);
    const headers = `GET /x HTTP/1.1\r\nHost: x\r\nCookie: ${letters(20_000)}\r\n\r\n`;
    expect(describeOverflow(chunk(headers), headers.length - 4)).toEqual({ status: 431, target: '/x' });
  });
  it('without the request line: 414 only where the address ended at the stop', () => {
    expect(describeOverflow(chunk(`${letters(100)} HTTP/1.1\r\nHost: x`), 100)).toEqual({
      status: 414,
      target: undefined,
    });
    expect(describeOverflow(chunk(letters(100)), 100)).toEqual({ status: 431, target: undefined });
    expect(describeOverflow(undefined, undefined)).toEqual({ status: 431, target: undefined });
  });
});
