import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { PROBLEM_JSON } from './error-handler.ts';
import { buildProblem } from './errors.ts';

/**
 * A request Node refuses before any route sees it (decision 074). Past its 16 KB limit on the
 * request line and headers together Node answers "header overflow", whichever of the two was too
 * long, and Fastify's own answer was a plain-JSON 431 for both, API and pages alike.
 */
export type ClientErrorStatus = 400 | 408 | 414 | 431;

/** The site's page for a refused address or oversized request (a pages-only server's choice). */
export type ClientErrorPage = (status: 414 | 431) => string;

interface ParseError extends Error {
  code?: string;
  /** The chunk being parsed when the error came: Node's `rawPacket` (a Buffer). */
  rawPacket?: unknown;
  /** Where in that chunk the parser stopped. */
  bytesParsed?: number;
}

/** A target this long takes half or more of the 16 KB: the address is what was too long (nginx's 414 bound). */
const LONG_TARGET = 8 * 1024;

const REQUEST_LINE = /^[A-Z]{1,20} (\S*)/;

export interface Overflow {
  status: 414 | 431;
  /** The request target when the chunk held its start (its path says API or page); else undefined. */
  target: string | undefined;
}

/**
 * The request being read starts after the last blank line that ends by `stop` (an earlier request
 * on the connection), or at 0. One that starts at the stop or after is this request's own end.
 */
function requestStart(text: string, stop: number): number {
  const crlf = stop < 4 ? -1 : text.lastIndexOf('\r\n\r\n', stop - 4);
  const lf = stop < 2 ? -1 : text.lastIndexOf('\n\n', stop - 2);
  return Math.max(crlf === -1 ? 0 : crlf + 4, lf === -1 ? 0 : lf + 2);
}

/**
 * Which part of a request overflowed, read from the chunk the parser stopped in. When the chunk
 * holds the request's start, its request line says it all: the error came inside that line, or
 * the target is most of the limit, and it is the address (414); otherwise the headers (431). A
 * later chunk (a slow client's request arriving in pieces) holds no request line: the parser stops
 * at the address's end only when the address overflowed, right before " HTTP/"; anything else
 * there cannot be told apart, and is the 431 Node meant.
 */
export function describeOverflow(rawPacket: Buffer | undefined, bytesParsed: number | undefined): Overflow {
  if (!rawPacket) return { status: 431, target: undefined };
  const text = rawPacket.toString('latin1');
  const stop = Math.min(bytesParsed ?? text.length, text.length);
  const start = requestStart(text, stop);
  const line = REQUEST_LINE.exec(text.slice(start, start + LONG_TARGET + 32));
  if (line) {
    const target = line[1] ?? '';
    const lineEnd = text.indexOf('\n', start);
    const inLine = lineEnd === -1 || stop <= lineEnd;
    return { status: inLine || target.length >= LONG_TARGET ? 414 : 431, target };
  }
  return { status: text.startsWith(' HTTP/', stop) ? 414 : 431, target: undefined };
}

const DETAILS: Record<ClientErrorStatus, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long: the address is longer than this server accepts.',
  431: 'Request Header Fields Too Large: the request’s headers are larger than this server accepts.',
};

const REASONS: Record<ClientErrorStatus, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

const isApiTarget = (target: string) => /^\/api(?:[/?#]|$)/.test(target);

/** The raw HTTP answer, for a socket no Fastify reply exists on. */
export function clientErrorResponse(
  status: ClientErrorStatus,
  target: string | undefined,
  page: ClientErrorPage | undefined,
): string {
  const asPage =
    page !== undefined && (status === 414 || status === 431) && target !== undefined && !isApiTarget(target);
  const body = asPage ? page(status) : JSON.stringify(buildProblem(status, DETAILS[status]));
  const headers = [
    `HTTP/1.1 ${status} ${REASONS[status]}`,
    `Content-Type: ${asPage ? 'text/html; charset=utf-8' : PROBLEM_JSON}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    ...(asPage
      ? [
          `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        ]
      : ['Link: </api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"']),
    'Connection: close',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler`: the API's problem+json, or the site's page for an address too
 * long (414) or a request too large (431) on a page path, instead of Fastify's plain JSON.
 * As Node's own handler, nothing is written where an answer is already under way on the socket.
 */
export function createClientErrorHandler(page?: ClientErrorPage) {
  return function handleClientError(this: FastifyInstance, error: ParseError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status: ClientErrorStatus = 400;
    let target: string | undefined;
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') status = 408;
    else if (error.code === 'HPE_HEADER_OVERFLOW')
      ({ status, target } = describeOverflow(
        Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined,
        error.bytesParsed,
      ));
    this.log.trace({ err: error, status }, 'client error');
    const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !answering?.headersSent) socket.write(clientErrorResponse(status, target, page));
    socket.destroy(error);
  };
}
