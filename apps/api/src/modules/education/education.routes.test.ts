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
import { seedEducationDirectory } from '../../../test/education-directory.ts';
import { csrfPair, lastMailTo } from '../auth/test-session.ts';
import { alumInquiries, alums } from './education.table.ts';

let t: TestApp;
let csrf: { cookie: string; token: string };
let headers: Awaited<ReturnType<typeof staffAndUserHeaders>>;
let ids: Awaited<ReturnType<typeof seedEducationDirectory>>;

beforeAll(async () => {
  t = await createTestApp();
  csrf = await csrfPair(t.app);
  headers = await staffAndUserHeaders(t.app, t.db);
  ids = await seedEducationDirectory(t.db);
});
afterAll(() => t.close());

describe('GET /api/establishments/search', () => {
  it('lists every establishment with its alums (never their email) and tags', async () => {
    const all = (await t.app.inject({ url: '/api/establishments/search' })).json();
    expect(all).toMatchObject({ count: 3, page: 1, has_more_items: false });
    expect(all.items[0]).toEqual({
      id: ids.farm,
      name: 'Valley Farm School',
      location: 'Hudson, NY',
      description: 'A year on the farm.',
      sort_order: 1,
      alums: [{ id: ids.dana, name: 'Dana Reyes', bio: 'Class of 2019.', contacted_counter: 0 }],
      tags: [{ id: 1, name: 'Farming' }],
    });
    expect(JSON.stringify(all)).not.toContain('@alums.example');
  });

  it('filters by tag-ids[] (any of them), ignores ids that are not numbers, and pages', async () => {
    const farming = (await t.app.inject({ url: '/api/establishments/search?tag-ids[]=1' })).json();
    expect(farming.items.map((i: { name: string }) => i.name)).toEqual([
      'Valley Farm School',
      'Open Field Online',
    ]);
    const either = (
      await t.app.inject({ url: '/api/establishments/search?tag-ids[]=3&tag-ids[]=5&tag-ids[]=abc' })
    ).json();
    expect(either.count).toBe(2);
    const paged = (await t.app.inject({ url: '/api/establishments/search?pageSize=2&page=1' })).json();
    expect(paged).toMatchObject({ count: 3, has_more_items: true });
    expect(
      (await t.app.inject({ url: '/api/establishments/search?pageSize=2&page=2' })).json().has_more_items,
    ).toBe(false);
  });
});

function inquire(fields: Record<string, string>, remoteAddress = nextAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/alum-inquiries',
    remoteAddress,
    headers: FORM_HEADERS,
    cookies: { csrf: csrf.cookie },
    payload: formBody({ _token: csrf.token, ...fields }),
  });
}

const valid = (overrides: Record<string, string> = {}) => ({
  alum_id: String(ids.dana),
  name: 'Sam Seedling',
  email: 'sam@example.org',
  email_confirm: 'sam@example.org',
  message: 'Was the program worth it for someone starting out?',
  agree: 'true',
  ...overrides,
});

describe('POST /api/alum-inquiries (contact an alum)', () => {
  it('emails the alum with Reply-To the sender, keeps the inquiry and counts it', async () => {
    const response = await inquire(valid());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mail = await lastMailTo(t.db, 'dana@alums.example');
    expect(mail).toMatchObject({
      subject: 'A question about Valley Farm School from Sam Seedling',
      headers: { 'Reply-To': 'sam@example.org' },
    });
    expect(mail?.text).toContain('Was the program worth it for someone starting out?');
    const [alum] = await t.db.select().from(alums).where(eq(alums.id, ids.dana));
    expect(alum?.contactedCounter).toBe(1);
    const kept = await t.db.select().from(alumInquiries).where(eq(alumInquiries.alumId, ids.dana));
    expect(kept).toHaveLength(1);
    const list = (await t.app.inject({ url: '/api/establishments/search?tag-ids[]=1' })).json();
    expect(list.items[0].alums[0].contacted_counter).toBe(1);
    expect(
      (await t.app.inject({ url: '/api/alum-inquiries', headers: headers.staff })).json().totalItems,
    ).toBe(1);
  });

  it('answers the spec’s messages (content 5)', async () => {
    const response = await inquire(
      valid({
        name: 'S',
        email: 'sam@example.org',
        email_confirm: 'other@example.org',
        message: 'hi',
        agree: '',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]),
    ).toEqual([
      ['name', 'Must be 3 or more characters long'],
      ['message', 'Must be 3 or more characters long'],
      ['agree', 'You must agree the terms and conditions'],
      ['email_confirm', "Emails don't match"],
    ]);
    const badConfirm = await inquire(valid({ email_confirm: 'nope' }));
    expect(badConfirm.json().violations[0]).toMatchObject({
      propertyPath: 'email_confirm',
      message: 'Invalid email',
    });
  });

  it('offers no contact for establishments with tag 5, nor for unknown alums', async () => {
    expect((await inquire(valid({ alum_id: String(ids.lee) }))).statusCode).toBe(409);
    expect((await inquire(valid({ alum_id: '999999' }))).statusCode).toBe(422);
    expect((await inquire(valid({ alum_id: '/api/alums/abc' }))).statusCode).toBe(400);
  });

  it('refuses forged tokens and honeypots', async () => {
    expect((await inquire(valid({ _token: 'forged' }))).statusCode).toBe(403);
    expect((await inquire(valid({ website: 'x' }))).statusCode).toBe(400);
  });
});

describe('staff', () => {
  it('write establishment descriptions as plain text: markup and scripts are dropped on save', async () => {
    // Before: kept as sent, and the back office's editor ran the handler (the CSP stopped it).
    const hostile = '<p>Farm school</p><script>alert(1)</script><img src=x onerror="alert(2)"> & more';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/establishments',
      headers: headers.staff,
      payload: { name: 'Markup School', location: 'Troy, NY', description: hostile },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().description).toBe('Farm school & more');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: created.json()['@id'],
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { description: '<p>Edited <b>by</b> staff.</p>' },
    });
    expect(patched.json().description).toBe('Edited by staff.');
  });

  it('see alums with their email (others may not) and set an establishment’s tags', async () => {
    expect((await t.app.inject({ url: '/api/alums' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/alums', headers: headers.user })).statusCode).toBe(403);
    const list = (
      await t.app.inject({
        url: `/api/alums?establishment=/api/establishments/${ids.farm}`,
        headers: headers.staff,
      })
    ).json();
    expect(list.member[0]).toMatchObject({
      email: 'dana@alums.example',
      establishment: `/api/establishments/${ids.farm}`,
    });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${ids.kitchen}`,
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { tags: ['/api/education-tags/1', 3] },
    });
    expect(patched.json().tags).toEqual(['/api/education-tags/1', '/api/education-tags/3']);
    const unknownTag = await t.app.inject({
      method: 'PATCH',
      url: `/api/establishments/${ids.kitchen}`,
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { tags: ['/api/education-tags/42'] },
    });
    expect(unknownTag.statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/alums',
      headers: headers.staff,
      payload: {
        establishment: ids.kitchen,
        name: 'Ana Cook',
        bio: 'Line cook.',
        email: 'ana@alums.example',
      },
    });
    expect(created.statusCode).toBe(201);
    const tags = (await t.app.inject({ url: '/api/education-tags' })).json();
    expect(tags.member.map((m: { name: string }) => m.name)).toEqual(['Farming', 'Culinary', 'Online']);
  });
});
