import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { MISFORMATTED_BODY } from './error-handler.ts';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from './errors.ts';
import { requireMergePatch } from './merge-patch.ts';

let t: TestApp;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

beforeAll(async () => {
  t = await createTestApp({
    logStream,
    extraApiRoutes: (api) => {
      api.get('/test-only/boom', async () => {
        throw new Error('secret database password in this message');
      });
      api.get('/test-only/forbidden', async () => {
        throw new ForbiddenError();
      });
      api.get('/test-only/conflict', async () => {
        throw new ConflictError('Already taken');
      });
      api.get('/test-only/unauthorized', async () => {
        throw new UnauthorizedError('Invalid credentials.');
      });
      api.get('/test-only/violation', async () => {
        throw new ValidationError([
          { propertyPath: 'email', message: 'Invalid email' },
          { propertyPath: 'password', message: 'Must be 6 or more characters long' },
        ]);
      });
      api.post(
        '/test-only/echo',
        {
          schema: {
            body: z.object({
              email: z.email({ message: 'Invalid email' }),
              password: z.string().min(6, { message: 'Must be 6 or more characters long' }),
            }),
          },
        },
        async (request) => request.body,
      );
      api.patch('/test-only/patch', { preValidation: requireMergePatch }, async (request) => request.body);
      api.get('/test-only/query', async (request) => ({ query: request.query }));
      api.post('/test-only/form', async (request) => ({ body: request.body }));
      api.get('/test-only/limited', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({
        ok: true,
      }));
    },
  });
});
afterAll(() => t.close());

const PROBLEM = 'application/problem+json; charset=utf-8';

describe('headers and content type', () => {
  it('answers JSON-LD with the Hydra docs Link on every /api response', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api',
      headers: { accept: 'application/ld+json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    // Absolute, from the address the client used (api-doc-parser fetches it as is).
    expect(res.headers.link).toBe(
      '<http://localhost:80/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"',
    );
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { host: 'api.test:8080' },
    });
    expect(missing.headers.link).toContain('<http://api.test:8080/api/docs.jsonld>');
  });

  it('also accepts application/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('parses bracket arrays and nested keys with qs', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-only/query?status[]=a&status[]=b&compensation_types[paid][]=4&order[date_added]=asc',
    });
    expect(res.json().query).toEqual({
      status: ['a', 'b'],
      compensation_types: { paid: ['4'] },
      order: { date_added: 'asc' },
    });
  });

  it('sets security headers on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bodies and rate limits', () => {
  it('parses form-encoded posts with bracket keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'sender_name=Ann&tags[]=a&tags[]=b',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ sender_name: 'Ann', tags: ['a', 'b'] });
  });

  it('answers 429 problem+json once a route opted into rate limiting is over its limit', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test-only/limited' })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({ '@id': '/api/errors/429', status: 429, detail: 'Too Many Requests' });
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('does not rate limit routes that did not opt in', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await t.app.inject({ method: 'GET', url: '/api/test-only/query' })).statusCode).toBe(200);
    }
  });
});

describe('problem+json errors', () => {
  it('404 for an unknown /api route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toEqual({
      '@context': '/api/contexts/Error',
      '@id': '/api/errors/404',
      '@type': 'Error',
      title: 'An error occurred',
      detail: 'Not Found',
      status: 404,
      type: '/errors/404',
      description: 'Not Found',
    });
  });

  it('405 for a known path with another method', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/countries/1' });
    expect(res.statusCode).toBe(405);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({ '@id': '/api/errors/405', status: 405, detail: 'Method Not Allowed' });
  });

  it('500 hides internals', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test-only/boom',
      headers: { 'x-request-id': 'req-boom-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({
      status: 500,
      detail: 'Internal Server Error',
      description: 'Internal Server Error',
    });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
    // The log keeps what the reply hides, tied to the request id: the server's own (a visitor's
    // X-Request-Id is taken only from a trusted proxy), sent back with the answer.
    const entry = logLines.map((line) => JSON.parse(line)).find((e) => e.err?.message?.includes('secret'));
    expect(res.headers['x-request-id']).not.toBe('req-boom-1');
    expect(entry).toMatchObject({ level: 50, reqId: res.headers['x-request-id'] });
  });

  it('403 and 409 from the vocabulary', async () => {
    const forbidden = await t.app.inject({ method: 'GET', url: '/api/test-only/forbidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ '@type': 'Error', status: 403, type: '/errors/403' });
    const conflict = await t.app.inject({ method: 'GET', url: '/api/test-only/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ detail: 'Already taken', description: 'Already taken' });
  });

  it('401 uses the JWT shape and WWW-Authenticate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/unauthorized' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ code: 401, message: 'Invalid credentials.' });
  });

  it('422 ConstraintViolation from a thrown ValidationError', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/violation' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe(PROBLEM);
    const body = res.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/ConstraintViolation',
      '@type': 'ConstraintViolation',
      status: 422,
      title: 'An error occurred',
      detail: 'email: Invalid email\npassword: Must be 6 or more characters long',
      description: 'email: Invalid email\npassword: Must be 6 or more characters long',
    });
    expect(body['@id']).toMatch(/^\/api\/validation_errors\/.+/);
    expect(body.violations).toEqual([
      { propertyPath: 'email', message: 'Invalid email', code: expect.any(String) },
      { propertyPath: 'password', message: 'Must be 6 or more characters long', code: expect.any(String) },
    ]);
  });

  it('422 with the zod messages when a request body fails its schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      payload: { email: 'nope', password: '123' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('email: Invalid email\npassword: Must be 6 or more characters long');
  });

  it('400 "misformatted" for a body that is JSON but not an object, instead of a 422 on no field', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test-only/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().detail, payload).toBe(MISFORMATTED_BODY);
    }
  });

  it('accepts a JSON-LD body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': 'application/ld+json' },
      payload: JSON.stringify({ email: 'a@example.org', password: '123456' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({ '@type': 'Error', status: 400, '@id': '/api/errors/400' });
  });

  it('415 for an unsupported body type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toBe(PROBLEM);
    expect(res.json()).toMatchObject({ status: 415, type: '/errors/415' });
  });

  it('PATCH takes merge-patch+json only', async () => {
    const wrong = await t.app.inject({ method: 'PATCH', url: '/api/test-only/patch', payload: { a: 1 } });
    expect(wrong.statusCode).toBe(415);
    const right = await t.app.inject({
      method: 'PATCH',
      url: '/api/test-only/patch',
      headers: { 'content-type': 'application/merge-patch+json' },
      payload: JSON.stringify({ a: 1 }),
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ a: 1 });
  });
});
