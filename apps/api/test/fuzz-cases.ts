import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RegisteredRoute } from '../src/http/route-table.ts';
import { buildMultipart } from '../src/modules/applications/test-files.ts';

/** What the cases may name: rows and a CSRF token that exist in the fuzzed app. */
export interface FuzzFixtures {
  jobId: number;
  memberId: number;
  csrfToken: string;
}

/** Text that broke something once, or might: NUL, lone surrogates, huge and odd numbers, IRIs. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '\u{1F331}',
  '\r\n',
  '%00',
  '%',
  '%zz',
  '-1',
  '0',
  '1',
  '1.5',
  '1e3',
  '0x10',
  '2147483647',
  '2147483648',
  '99999999999',
  '9007199254740993',
  '99999999999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  "'; DROP TABLE jobs; --",
  '<script>alert(1)</script>',
  '/api/jobs/1',
  '/api/jobs/2147483648',
  '/api/users/99999999999',
  '/api/countries/-1',
  'a'.repeat(5000),
];

/** Field names the API reads somewhere, so bodies and queries reach past the schema. */
const KNOWN_KEYS = [
  'id',
  'job',
  'user',
  'name',
  'params',
  'status',
  'email',
  'password',
  'password_confirm',
  'current_password',
  'identify_as',
  'country',
  'state',
  'city',
  'birthday',
  'gender',
  'ethnicity',
  'token',
  '_token',
  'refresh_token',
  'confirm',
  'subject',
  'tag',
  'ref',
  'message',
  'sender_name',
  'sender_email',
  'recipient_email',
  'position',
  'page',
  'pageSize',
  'keywords',
  'categories',
  'sort',
  'format',
  'category',
];

function keysOf(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  for (let i = 0; i < 3 && current && !current.shape && typeof current.unwrap === 'function'; i++) {
    current = current.unwrap() as typeof current;
  }
  return current?.shape ? Object.keys(current.shape) : [];
}

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);

/**
 * Values a route accepts for a field, so that cases get past validation to the services and SQL
 * behind it (the job and the CSRF token exist only once the app is up, hence a function).
 */
function validValues(key: string, fixtures: FuzzFixtures): string[] {
  const values: Record<string, string[]> = {
    job: [String(fixtures.jobId), `/api/jobs/${fixtures.jobId}`],
    user: [`/api/users/${fixtures.memberId}`],
    name: ['Orchard jobs', 'Ada Farmer'],
    params: ['keywords=farm&categories[]=1', 'regions[]=west'],
    status: ['active', 'inactive'],
    email: ['ada@example.org'],
    sender_email: ['ada@example.org'],
    recipient_email: ['bo@example.org'],
    sender_name: ['Ada Farmer'],
    message: ['Have a look at this job, it is a good one.'],
    password: ['correct horse battery', 'new-secret'],
    password_confirm: ['correct horse battery', 'new-secret'],
    current_password: ['correct horse battery'],
    identify_as: ['job seeker', 'job poster'],
    country: ['United States', 'France'],
    state: ['New York'],
    city: ['Ithaca'],
    birthday: ['1990-05-01'],
    _token: [fixtures.csrfToken],
    token: [fixtures.csrfToken],
    confirm: ['true', 'false'],
    subject: ['share-email', 'share-facebook'],
    tag: ['apply-online', 'company-website'],
    ref: ['share-email'],
    position: ['Orchard lead'],
    page: ['1', '2'],
    pageSize: ['5', '500'],
    keywords: ['farm', '"goat cheese" -dairy'],
    categories: ['1', '3'],
    sort: ['date_added.asc', 'highlighted_popular'],
    format: ['atom', 'rss'],
    category: ['1', '/api/job-categories/2'],
  };
  return values[key] ?? [];
}

function valueFor(key: string, fixtures: FuzzFixtures) {
  const valid = validValues(key, fixtures);
  return valid.length > 0 ? fc.oneof(fc.constantFrom(...valid), text) : text;
}

/** Percent-encodes what encodeURIComponent can, and leaves raw what it cannot (lone surrogates). */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^\ud800-\udfff]/g, (c) => encodeURIComponent(c));
  }
}

export function queryArbitrary(route: RegisteredRoute, fixtures: FuzzFixtures) {
  const keys = [...new Set([...keysOf(route.schema?.querystring), ...KNOWN_KEYS])];
  const pair = fc
    .tuple(
      fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })),
      fc.constantFrom('', '[]', '[0]', '[a]', '[paid][]', '[after]'),
    )
    .chain(([key, suffix]) =>
      valueFor(key, fixtures).map((value) => `${encode(key)}${suffix}=${encode(value)}`),
    );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'));
}

const jsonValue = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 2 ** 31, 1e308, -0, 0.5) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), text, { maxKeys: 3 }) },
);

export function bodyArbitrary(route: RegisteredRoute, fixtures: FuzzFixtures) {
  const keys = [...new Set([...keysOf(route.schema?.body), ...KNOWN_KEYS])];
  const object = fc
    .tuple(
      fc.subarray(keys, { maxLength: 8 }),
      fc.dictionary(fc.string({ maxLength: 8 }), jsonValue, { maxKeys: 2 }),
    )
    .chain(([chosen, extra]) =>
      fc
        .tuple(...chosen.map((key) => fc.oneof(valueFor(key, fixtures), jsonValue)))
        .map((values) => ({ ...extra, ...Object.fromEntries(chosen.map((key, i) => [key, values[i]])) })),
    );
  return fc.oneof(
    object.map((o) => ({ type: 'application/json', payload: JSON.stringify(o) })),
    object.map((o) => ({ type: 'application/merge-patch+json', payload: JSON.stringify(o) })),
    object.map((o) => ({ type: 'application/ld+json', payload: JSON.stringify(o) })),
    fc.jsonValue().map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? '' })),
    object.map((o) => ({
      type: 'application/x-www-form-urlencoded',
      payload: Object.entries(o)
        .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
        .join('&'),
    })),
    object.map((o) => {
      const fields = Object.fromEntries(
        Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
      );
      const body = buildMultipart(fields, {
        resume: { filename: 'cv.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n') },
      });
      return { type: String(body.headers['content-type']), payload: body.payload.toString('latin1') };
    }),
    fc.constantFrom(
      { type: 'application/json', payload: '' },
      { type: 'application/json', payload: '{' },
      { type: 'application/json', payload: '"\\u0000"' },
      { type: 'application/json', payload: '{"a":"\\ud800"}' },
      { type: 'text/plain', payload: 'hello\u0000' },
      { type: 'multipart/form-data', payload: 'no boundary' },
      { type: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Dispo' },
      { type: 'application/octet-stream', payload: '\u0000\u0001' },
      { type: 'application/xml', payload: '<a/>' },
    ),
  );
}

export function paramArbitrary(fixtures: FuzzFixtures) {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: fc.constantFrom(String(fixtures.jobId), '1', '2147483647', '2147483648', '0', '-1', '1e3'),
    },
    { weight: 1, arbitrary: text },
  );
}

export const STACK = /\n\s+at [^\n]*:\d+:\d+|node_modules|\.ts:\d+:\d+/;
export const SQL =
  /Failed query|syntax error at or near|invalid input syntax|violates [a-z ]*constraint|out of range for type|relation "[a-z_]+"|column "[a-z_]+"|\bselect\b[^\n]{0,200}\bfrom "/i;

/** No 5xx but one the route declares as its contract (readiness answers 503 until it is ready). */
export function checkAnswer(
  response: LightMyRequestResponse,
  label: string,
  declared: readonly number[] = [],
): void {
  if (!declared.includes(response.statusCode)) expect(response.statusCode, label).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  // Static scripts and stylesheets (the API reference page) are code, not answers about a request.
  if (/javascript|css/.test(type)) return;
  expect(response.body, label).not.toMatch(STACK);
  expect(response.body, label).not.toMatch(SQL);
}
