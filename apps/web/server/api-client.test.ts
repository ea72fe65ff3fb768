// @vitest-environment node
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createInjectApiClient } from './api-client.ts';

/** A stand-in API: sets cookies, echoes what it was sent (cookies, address, body). */
const app = Fastify();
app.get('/api/token/refresh', async (_request, reply) => {
  reply.header('set-cookie', ['access_token=fresh; Path=/; HttpOnly', 'stale=; Max-Age=0; Path=/']);
  return { token: 'fresh' };
});
app.all('/api/echo', async (request) => ({
  cookie: request.headers.cookie ?? null,
  origin: request.headers.origin ?? null,
  site: request.headers['sec-fetch-site'] ?? null,
  host: request.headers.host ?? null,
  ip: request.ip,
  contentType: request.headers['content-type'] ?? null,
  body: request.body ?? null,
}));
app.post('/api/invalid', async (_request, reply) =>
  reply.status(422).send({ violations: [{ propertyPath: 'email', message: 'Invalid email' }] }),
);
app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string' }, (_r, body, done) =>
  done(null, JSON.parse(String(body))),
);
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(String(body)))),
);
// Multipart bodies read back as a browser's would be: text fields, and each file's name, type, bytes.
app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
  new Response(new Uint8Array(body as Buffer), {
    headers: { 'content-type': String(request.headers['content-type']) },
  })
    .formData()
    .then(async (form) => {
      const parts: unknown[] = [];
      for (const [name, value] of form) {
        parts.push(
          typeof value === 'string'
            ? { name, value }
            : { name, filename: value.name, type: value.type, text: await value.text() },
        );
      }
      done(null, parts);
    }, done);
});

beforeAll(() => app.ready());
afterAll(() => app.close());

const echoSchema = z.object({
  cookie: z.string().nullable(),
  origin: z.string().nullable(),
  site: z.string().nullable(),
  host: z.string().nullable(),
  ip: z.string(),
  contentType: z.string().nullable(),
  body: z.unknown(),
});

function pageRequest(cookie?: string) {
  return new Request('http://localhost/account/details', { headers: cookie ? { cookie } : {} });
}

describe('inject API client', () => {
  it('passes a page write’s Origin, Sec-Fetch-Site and Host on, so the API can refuse cross-site ones', async () => {
    const posted = new Request('http://jobs.example/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', host: 'jobs.example' },
    });
    const writing = createInjectApiClient(app, posted, [], { forwardSite: true });
    const echo = await writing.send({ method: 'POST', path: '/api/echo', json: {}, schema: echoSchema });
    expect(echo.ok && echo.data).toMatchObject({
      origin: 'https://evil.example',
      site: 'cross-site',
      host: 'jobs.example',
    });
    // A page view does not: a visitor arriving from another site still has their view counted.
    const viewing = createInjectApiClient(app, posted, []);
    const plain = await viewing.send({ method: 'POST', path: '/api/echo', json: {}, schema: echoSchema });
    expect(plain.ok && plain.data).toMatchObject({ origin: null, site: null, host: 'localhost:80' });
  });

  it('passes the visitor address, so per-IP limits count each visitor', async () => {
    const client = createInjectApiClient(app, pageRequest(), [], { remoteAddress: '203.0.113.9' });
    const echo = await client.get('/api/echo', echoSchema);
    expect(echo.ok && echo.data.ip).toBe('203.0.113.9');
  });

  it('hands Set-Cookie on to the browser and sends it with the next call of the same page', async () => {
    const setCookies: string[] = [];
    const client = createInjectApiClient(app, pageRequest('stale=1; refresh_token=r1'), setCookies);
    const refreshed = await client.send({ method: 'GET', path: '/api/token/refresh' });
    expect(refreshed.ok).toBe(true);
    expect(setCookies).toEqual(['access_token=fresh; Path=/; HttpOnly', 'stale=; Max-Age=0; Path=/']);
    const echo = await client.get('/api/echo', echoSchema);
    expect(echo.ok && echo.data.cookie).toBe('refresh_token=r1; access_token=fresh');
  });

  it('sends merge-patch, form and multipart bodies and keeps failed answers readable', async () => {
    const client = createInjectApiClient(app, pageRequest(), []);
    const patched = await client.send({
      method: 'PATCH',
      path: '/api/echo',
      json: { city: 'Ithaca' },
      schema: echoSchema,
    });
    expect(patched.ok && patched.data).toMatchObject({
      contentType: 'application/merge-patch+json',
      body: { city: 'Ithaca' },
    });
    const posted = await client.send({
      method: 'POST',
      path: '/api/echo',
      form: { email: 'a@b.co', _token: 't' },
      schema: echoSchema,
    });
    expect(posted.ok && posted.data?.body).toEqual({ email: 'a@b.co', _token: 't' });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 hello'], { type: 'application/pdf' }), 'menu card.pdf');
    form.append('note', 'kept');
    const uploaded = await client.send({
      method: 'POST',
      path: '/api/echo',
      multipart: form,
      schema: echoSchema,
    });
    expect(uploaded.ok && uploaded.data?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploaded.ok && uploaded.data?.body).toEqual([
      { name: 'file', filename: 'menu card.pdf', type: 'application/pdf', text: '%PDF-1.4 hello' },
      { name: 'note', value: 'kept' },
    ]);
    const invalid = await client.send({ method: 'POST', path: '/api/invalid', json: {} });
    expect(invalid).toMatchObject({
      ok: false,
      status: 422,
      body: { violations: [{ propertyPath: 'email' }] },
    });
  });
});
