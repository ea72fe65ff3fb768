import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../test/factories.ts';
import { arbitraryInvalidValue, arbitraryValue, type Schema } from '../../test/json-schema-arbitrary.ts';
import { bearer, csrfPair, signIn } from '../modules/auth/test-session.ts';

// The contract test: every operation of the served OpenAPI document is driven from its own
// schemas (parameters and bodies, valid and invalid, from fast-check), and every answer must have a
// documented status, a documented media type, and a body that validates against the documented
// schema (Ajv, JSON Schema 2020-12). A path asked with a method it does not have must answer a
// documented-shape 405. A few cases per operation keep it to seconds.

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface MediaType {
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: Record<string, string[]>[];
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const CASES_PER_OPERATION = 6;

let t: TestApp;
let doc: Document;
let ids: number[];
let auth: { user: Record<string, string>; staff: Record<string, string> };
let csrf: { cookie: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const staff = await buildUser(t.db, { role: 'staff' });
  const user = await buildUser(t.db);
  const job = await buildJob(t.db, { ownerId: user.id, howToApplyEmail: 'jobs@farm.example' });
  const staffSession = await signIn(t.app, staff.email, DEFAULT_TEST_PASSWORD);
  const userSession = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
  auth = { user: bearer(userSession.token), staff: bearer(staffSession.token) };
  csrf = await csrfPair(t.app);
  // A saved search and a follow of the user's, so item paths find something now and then.
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: auth.user,
    payload: { name: 'Farm jobs', params: 'keywords=farm' },
  });
  const follow = await t.app.inject({
    method: 'POST',
    url: '/api/user-follow-jobs',
    headers: auth.user,
    payload: { job: `/api/jobs/${job.id}` },
  });
  ids = [job.id, user.id, staff.id, saved.json().id, follow.json().id, 1];
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs.jsonopenapi' })).json();
});
afterAll(() => t.close());

function resolver(document: Document) {
  return (ref: string): Schema => {
    const name = ref.replace('#/components/schemas/', '');
    const found = document.components.schemas[name];
    if (!found) throw new Error(`unresolved ${ref}`);
    return found;
  };
}

function createValidator(document: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  const base = 'https://goodfoodjobs.test/openapi.json';
  ajv.addSchema({ $id: base, components: document.components });
  const cache = new Map<Schema, ReturnType<typeof ajv.compile>>();
  return (schema: Schema, value: unknown) => {
    let validate = cache.get(schema);
    if (!validate) {
      const absolute = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', `"${base}#/components/`),
      );
      validate = ajv.compile(absolute);
      cache.set(schema, validate);
    }
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

interface Case {
  who: 'guest' | 'user' | 'staff';
  valid: boolean;
  id: number | string;
  query: Record<string, unknown>;
  body: unknown;
}

function caseOf(operation: Operation, resolve: (ref: string) => Schema): fc.Arbitrary<Case> {
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const queryValues = fc.record(
    Object.fromEntries(query.map((p) => [p.name, arbitraryValue(p.schema ?? {}, resolve)])),
    { requiredKeys: [] },
  );
  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  return fc.record({
    who: fc.constantFrom('guest' as const, 'user' as const, 'staff' as const),
    valid: fc.boolean(),
    id: fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 1e6 }), fc.constant('abc')),
    query: fc
      .boolean()
      .chain((valid) =>
        valid || query.length === 0
          ? queryValues
          : fc
              .constantFrom(...query)
              .chain((p) => arbitraryInvalidValue(p.schema ?? {}, resolve).map((bad) => ({ [p.name]: bad }))),
      ),
    body: bodySchema
      ? fc.oneof(arbitraryValue(bodySchema, resolve), arbitraryInvalidValue(bodySchema, resolve))
      : fc.constant(undefined),
  });
}

/** A query string in the wire's style: `a[]=1&a[]=2`, `order[date_added]=asc`. */
function queryString(query: Record<string, unknown>): string {
  const flat: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const bare = name.endsWith('[]') ? name.slice(0, -2) : name;
    flat[bare] = value;
  }
  return qs.stringify(flat, { arrayFormat: 'brackets' });
}

function requestOf(path: string, method: string, operation: Operation, c: Case) {
  const url = path.replace('{id}', String(c.id));
  const search = queryString(c.query);
  const headers: Record<string, string> = {
    accept: 'application/ld+json',
    cookie: `csrf=${csrf.cookie}`,
    'x-csrf-token': csrf.token,
    ...(c.who === 'guest' ? {} : auth[c.who]),
  };
  const contentTypes = Object.keys(operation.requestBody?.content ?? {});
  let payload: string | undefined;
  if (method !== 'get' && method !== 'delete' && c.body !== undefined) {
    // The documented type: a PATCH's is JSON merge patch, which generic clients must be told.
    const type = contentTypes[0] ?? 'application/json';
    headers['content-type'] = type;
    payload = type.includes('x-www-form-urlencoded') ? qs.stringify(c.body) : JSON.stringify(c.body);
  }
  return { method: method.toUpperCase() as 'GET', url: search ? `${url}?${search}` : url, headers, payload };
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim() ?? '';
}

describe('the OpenAPI document is the contract', () => {
  it('documents every status, media type and body that every operation answers', async () => {
    const resolve = resolver(doc);
    const validate = createValidator(doc);
    const problems = new Set<string>();
    let requests = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        await fc.assert(
          fc.asyncProperty(caseOf(operation, resolve), async (c) => {
            const request = requestOf(path, method, operation, c);
            const response = await t.app.inject(request);
            requests += 1;
            const where = `${operation.operationId} ${request.method} ${request.url} -> ${response.statusCode}`;
            const documented = operation.responses[String(response.statusCode)];
            if (!documented) {
              problems.add(`${where}: status not documented (${response.body.slice(0, 160)})`);
              return;
            }
            if (response.statusCode === 204 || response.body === '') return;
            const type = mediaTypeOf(response.headers['content-type'] as string | undefined);
            const media = documented.content?.[type];
            if (!media) {
              problems.add(`${where}: media type ${type} not documented`);
              return;
            }
            if (!media.schema || !type.includes('json')) return;
            const error = validate(media.schema, response.json());
            if (error) problems.add(`${where}: body does not match (${error})`);
          }),
          { numRuns: CASES_PER_OPERATION, endOnFailure: true },
        );
      }
    }
    expect([...problems]).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    // Every operation's generated cases in one test: about 17 s alone on the two-core machine, and
    // once past the project's 20 s under CI's parallel load. A guard against a hang, not a speed check.
  }, 90_000);

  it('documents a search answer cut down with properties[] (members without id), as it documents a whole one', async () => {
    const validate = createValidator(doc);
    const documented = doc.paths['/api/jobs/search']?.get?.responses['200']?.content?.['application/ld+json'];
    expect(documented?.schema).toBeDefined();
    // A listed job of its own: the operations driven above may have taken the first one down.
    const owner = await buildUser(t.db);
    const job = await buildJob(t.db, { ownerId: owner.id, position: 'Cut Down Contract Cook' });
    const keywords = `keywords=${encodeURIComponent(job.position)}`;
    for (const query of ['properties[]=position', 'properties[]=no_such_property', '']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/jobs/search?${keywords}&${query}` });
      expect(response.statusCode, query).toBe(200);
      const body = response.json() as { member: Record<string, unknown>[] };
      expect(body.member.length, query).toBeGreaterThan(0);
      expect(validate(documented?.schema as Schema, body), query).toBeUndefined();
    }
  });

  it('documents the answer to text no database holds, which every operation checks before its own rules', async () => {
    // The text check runs on every route (text-check.ts): a NUL in any query key or value is a
    // 400, in any body a 422, whether the operation reads that parameter or has a body at all.
    const validate = createValidator(doc);
    const problems: string[] = [];
    // A session of its own: the operations driven above may have ended the shared one.
    const staff = await buildUser(t.db, { role: 'staff' });
    const session = bearer((await signIn(t.app, staff.email, DEFAULT_TEST_PASSWORD)).token);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        // Stripe's webhook keeps its body as bytes for the signature: no text to check there.
        if (!operation || path === '/api/stripe/webhooks') continue;
        const url = `${path.replace(/\{\w+\}/g, String(ids[0]))}?note=%00`;
        const withBody = method !== 'get';
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: withBody ? url.replace('?note=%00', '') : url,
          headers: {
            ...session,
            cookie: `csrf=${csrf.cookie}`,
            'x-csrf-token': csrf.token,
            ...(withBody
              ? { 'content-type': method === 'patch' ? 'application/merge-patch+json' : 'application/json' }
              : {}),
          },
          ...(withBody ? { payload: JSON.stringify({ note: 'a\u0000b' }) } : {}),
        });
        const where = `${operation.operationId} ${method} ${path} -> ${response.statusCode}`;
        // A guard may answer first (401, 403, 429), which is documented; the check's own answer
        // must be documented whatever reached it here.
        const expected = withBody ? 422 : 400;
        if (!operation.responses[String(expected)]) problems.push(`${where}: ${expected} not documented`);
        const documented = operation.responses[String(response.statusCode)]?.content ?? {};
        const media = documented[mediaTypeOf(response.headers['content-type'] as string)];
        if (!media?.schema) problems.push(`${where}: not documented`);
        else if (validate(media.schema, response.json())) problems.push(`${where}: body does not match`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers a documented-shape 405 for a method a path does not have', async () => {
    const validate = createValidator(doc);
    const problem = { $ref: '#/components/schemas/Error' };
    for (const [path, item] of Object.entries(doc.paths)) {
      const missing = METHODS.find((method) => !item[method]);
      if (!missing) continue;
      const url = path.replace('{id}', String(ids[0]));
      const response = await t.app.inject({ method: missing.toUpperCase() as 'GET', url });
      expect(response.statusCode, `${missing} ${url}`).toBe(405);
      expect(mediaTypeOf(response.headers['content-type'] as string)).toBe('application/problem+json');
      expect(validate(problem, response.json())).toBeUndefined();
    }
  });

  it('names every operation once and gives each a summary and security', () => {
    const seen = new Set<string>();
    for (const item of Object.values(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as (Operation & { summary?: string }) | undefined;
        if (!operation) continue;
        expect(seen.has(operation.operationId), operation.operationId).toBe(false);
        seen.add(operation.operationId);
        expect(operation.summary, operation.operationId).toBeTruthy();
        expect(operation.security, operation.operationId).toBeDefined();
      }
    }
  });

  it('requires no query parameter the server does without (generated clients enforce required ones)', async () => {
    const required: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        for (const parameter of (item[method] as Operation | undefined)?.parameters ?? []) {
          if (parameter.in === 'query' && parameter.required)
            required.push(`${method} ${path} ${parameter.name}`);
        }
      }
    }
    expect(required).toEqual([]);
    // The search and its feed answer with no filter at all.
    for (const url of ['/api/jobs/search', '/api/jobs/search/feed']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('gives every body property and query parameter a type (generated clients type their calls from it)', () => {
    const typed = (schema: Schema | undefined) =>
      !!schema && ['type', 'anyOf', 'oneOf', '$ref', 'enum', 'const'].some((key) => key in schema);
    const untyped: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        for (const parameter of operation.parameters ?? []) {
          if (!typed(parameter.schema)) untyped.push(`${method} ${path} ?${parameter.name}`);
        }
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
          const properties = (media.schema as { properties?: Record<string, Schema> } | undefined)
            ?.properties;
          for (const [name, schema] of Object.entries(properties ?? {})) {
            if (!typed(schema)) untyped.push(`${method} ${path} ${type} ${name}`);
          }
        }
      }
    }
    expect(untyped).toEqual([]);
  });

  it('describes each multipart body with its parts, files as binary', () => {
    const multipart = (path: string) => {
      const body = doc.paths[path]?.post?.requestBody as
        | { content: Record<string, { schema: { properties: Record<string, { format?: string }> } }> }
        | undefined;
      return body?.content['multipart/form-data']?.schema.properties;
    };
    expect(multipart('/api/media-objects')?.file?.format).toBe('binary');
    expect(multipart('/api/jobs/{id}/applications')).toMatchObject({
      name: {},
      email: {},
      message: {},
      resume: { format: 'binary' },
    });
    expect(multipart('/api/testimonial-submissions')).toMatchObject({
      category: {},
      content: {},
      attachment: { format: 'binary' },
    });
    // No operation that reads parts is left without them.
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method] as { summary?: string } | undefined;
        if (operation?.summary?.toLowerCase().includes('multipart')) {
          expect(multipart(path), `${method} ${path}`).toBeDefined();
        }
      }
    }
  });
});
