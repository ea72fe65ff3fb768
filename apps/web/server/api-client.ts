import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiClient, ApiResult, ApiSendResult } from '../app/lib/load-context.ts';

export interface InjectClientOptions {
  /** The visitor's address, so the API's per-IP rate limits count each visitor on their own. */
  remoteAddress?: string;
  /**
   * The page request is a write (a form posted to an action): its Origin, Sec-Fetch-Site and Host
   * go with the API calls it makes, so the API's cross-site rule (decision 018) judges the
   * visitor's request, not this in-process one. Page views (GET) never pass them: a visitor
   * arriving from another site still has their view counted.
   */
  forwardSite?: boolean;
}

/** What the API's cross-site rule reads, forwarded for page writes. */
const SITE_HEADERS = ['origin', 'sec-fetch-site', 'host'] as const;

/** A FormData as the bytes and content type (with its boundary) a browser would send. */
async function encodeMultipart(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

/** name -> value of a Cookie header. */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    jar.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return jar;
}

/** Applies one Set-Cookie value to the jar: later calls in the same page request see it. */
function applySetCookie(jar: Map<string, string>, setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';');
  const index = pair.indexOf('=');
  if (index <= 0) return;
  const name = pair.slice(0, index).trim();
  const value = pair.slice(index + 1).trim();
  const expired = attributes.some((attribute) => {
    const [key = '', raw = ''] = attribute.split('=').map((s) => s.trim());
    if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
    if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
    return false;
  });
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}

function cookieHeader(jar: Map<string, string>): string | undefined {
  if (jar.size === 0) return undefined;
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export interface InjectApiClient extends ApiClient {
  /** Whether the visitor has this cookie now (sent with the page request or set since). */
  hasCookie(name: string): boolean;
  /** The visitor's cookies now (sent with the page request or set since). */
  cookies(): ReadonlyMap<string, string>;
  /** A cookie set for the visitor outside an API call: sent with later calls and to the browser. */
  setCookie(setCookie: string): void;
}

/**
 * An ApiClient bound to one page request: forwards the visitor's cookies and address into the API
 * and collects the Set-Cookie values it answers with, so they reach the browser. Cookies set by one
 * call (a refreshed access token, the CSRF cookie) are sent with the next call of the same request.
 */
export function createInjectApiClient(
  app: FastifyInstance,
  request: { headers: Pick<Headers, 'get'> },
  setCookies: string[],
  options: InjectClientOptions = {},
): InjectApiClient {
  const jar = parseCookieHeader(request.headers.get('cookie'));
  const acceptLanguage = request.headers.get('accept-language');
  const userAgent = request.headers.get('user-agent');
  const siteHeaders: Record<string, string> = {};
  if (options.forwardSite) {
    for (const name of SITE_HEADERS) {
      const value = request.headers.get(name);
      if (value) siteHeaders[name] = value;
    }
  }

  async function inject(
    method: NonNullable<InjectOptions['method']>,
    path: string,
    body?: { payload: string | Buffer; contentType: string },
    extraHeaders: Record<string, string> = {},
  ) {
    if (!path.startsWith('/api/')) throw new Error(`API paths start with /api/: ${path}`);
    const cookie = cookieHeader(jar);
    const response = await app.inject({
      method,
      url: path,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      headers: {
        accept: 'application/ld+json',
        ...(cookie ? { cookie } : {}),
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        ...(userAgent ? { 'user-agent': userAgent } : {}),
        ...siteHeaders,
        ...(body ? { 'content-type': body.contentType } : {}),
        ...extraHeaders,
      },
      ...(body ? { payload: body.payload } : {}),
    });
    const header = response.headers['set-cookie'];
    const values = header ? (Array.isArray(header) ? header : [header]) : [];
    for (const value of values) applySetCookie(jar, value);
    setCookies.push(...values);
    return response;
  }

  return {
    hasCookie(name) {
      return jar.has(name);
    },

    cookies() {
      return jar;
    },

    setCookie(setCookie) {
      applySetCookie(jar, setCookie);
      setCookies.push(setCookie);
    },

    async get(path, schema) {
      const response = await inject('GET', path);
      const failed = { ok: false, status: response.statusCode, data: null } as const;
      if (response.statusCode < 200 || response.statusCode >= 300) return failed;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        return failed;
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        app.log.warn({ path, issues: parsed.error.issues.slice(0, 5) }, 'API response failed its contract');
        return failed;
      }
      return { ok: true, status: response.statusCode, data: parsed.data } as ApiResult<typeof parsed.data>;
    },

    async send({ method, path, json, form, multipart, csrfToken, schema, respondAsync }) {
      const body =
        multipart !== undefined
          ? await encodeMultipart(multipart)
          : form !== undefined
            ? {
                payload: new URLSearchParams(form).toString(),
                contentType: 'application/x-www-form-urlencoded',
              }
            : json !== undefined
              ? {
                  payload: JSON.stringify(json),
                  contentType: method === 'PATCH' ? 'application/merge-patch+json' : 'application/json',
                }
              : undefined;
      const response = await inject(method, path, body, {
        ...(respondAsync ? { prefer: 'respond-async' } : {}),
        ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
      });
      let parsedBody: unknown = null;
      try {
        parsedBody = response.body ? response.json() : null;
      } catch {
        parsedBody = null;
      }
      const status = response.statusCode;
      if (status < 200 || status >= 300) return { ok: false, status, data: null, body: parsedBody };
      if (!schema) return { ok: true, status, data: null, body: parsedBody };
      const parsed = schema.safeParse(parsedBody);
      if (!parsed.success) {
        app.log.warn({ path, issues: parsed.error.issues.slice(0, 5) }, 'API response failed its contract');
        return { ok: false, status, data: null, body: parsedBody };
      }
      return { ok: true, status, data: parsed.data, body: parsedBody } as ApiSendResult<typeof parsed.data>;
    },
  };
}
