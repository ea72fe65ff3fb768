import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_HEADERS,
  formBody,
  MERGE_PATCH,
  nextAddress,
  staffAndUserHeaders,
} from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { csrfPair, lastMailTo } from '../auth/test-session.ts';
import { contactMessages } from './contact.table.ts';

let t: TestApp;
let csrf: { cookie: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ config: { contactEmail: 'team@example.org' } });
  csrf = await csrfPair(t.app);
});
afterAll(() => t.close());

function postContact(fields: Record<string, string>, remoteAddress = nextAddress(), cookie = csrf.cookie) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact-messages',
    remoteAddress,
    headers: FORM_HEADERS,
    cookies: cookie ? { csrf: cookie } : {},
    payload: formBody(fields),
  });
}

const valid = (overrides: Record<string, string> = {}) => ({
  name: 'Kim Orchard',
  email: 'kim@example.org',
  category: 'technical difficulty',
  description: 'The map on the search page does not open on my tablet.',
  _token: csrf.token,
  ...overrides,
});

describe('POST /api/contact-messages', () => {
  it('stores the message with its lowercased category and emails the staff mailbox', async () => {
    const response = await postContact(valid({ category: 'Press Inquiries' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'kim@example.org'));
    expect(row).toMatchObject({ category: 'press inquiries', status: 'new', userId: null });
    const mail = await lastMailTo(t.db, 'team@example.org');
    expect(mail).toMatchObject({
      subject: 'Press Inquiries: a message from Kim Orchard',
      headers: { 'Reply-To': 'kim@example.org' },
    });
    expect(mail?.text).toContain('The map on the search page does not open on my tablet.');
    expect(mail?.text).toContain(`/api/contact-messages/${row?.id}`);
  });

  it('answers the spec’s messages (content 5)', async () => {
    const response = await postContact(valid({ name: 'K', email: 'kim', category: '', description: 'no' }));
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    ).toEqual([
      ['name', 'Must be 3 or more characters long'],
      ['email', 'Invalid email'],
      ['category', 'Please select a category'],
      ['description', 'Must be 3 or more characters long'],
    ]);
    const unknown = await postContact(valid({ category: 'billing' }));
    expect(unknown.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'category', message: 'Please select a category' }),
    ]);
    const longCategory = await postContact(valid({ category: 'x'.repeat(51) }));
    expect(longCategory.json().violations[0].message).toBe('Must be 50 or fewer characters long');
    const longEmail = await postContact(valid({ email: `${'a'.repeat(95)}@example.org` }));
    expect(longEmail.json().violations[0].message).toBe('Must be 100 or fewer characters long');
  });

  it('refuses a bad CSRF token and a filled honeypot, limits per IP and per email', async () => {
    expect((await postContact(valid({ _token: 'forged' }))).statusCode).toBe(403);
    expect((await postContact(valid({ website: 'http://spam.example' }))).statusCode).toBe(400);
    const address = nextAddress();
    const perIp = [];
    for (let i = 0; i < 6; i++)
      perIp.push((await postContact(valid({ email: `ip${i}@example.org` }), address)).statusCode);
    expect(perIp.at(-1)).toBe(429);
    const perEmail = [];
    for (let i = 0; i < 6; i++)
      perEmail.push((await postContact(valid({ email: 'same@example.org' }))).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('GET /api/site-contact', () => {
  it('names the configured mailbox', async () => {
    const response = await t.app.inject({ url: '/api/site-contact' });
    expect(response.json()).toEqual({
      '@context': '/api/contexts/SiteContact',
      '@id': '/api/site-contact',
      '@type': 'SiteContact',
      email: 'team@example.org',
    });
  });
});

describe('staff', () => {
  it('list and mark messages; guests get 401 and users 403', async () => {
    const headers = await staffAndUserHeaders(t.app, t.db);
    expect((await t.app.inject({ url: '/api/contact-messages' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/contact-messages', headers: headers.user })).statusCode).toBe(
      403,
    );
    const list = await t.app.inject({ url: '/api/contact-messages?status[]=new', headers: headers.staff });
    expect(list.statusCode).toBe(200);
    const first = list.json().member[0];
    expect(first['@type']).toBe('ContactMessage');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: first['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { status: 'handled' },
    });
    expect(patched.json().status).toBe('handled');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: first['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { status: 'lost' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
