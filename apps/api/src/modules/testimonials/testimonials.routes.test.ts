import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERGE_PATCH, nextAddress, staffAndUserHeaders } from '../../../test/content.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { violations } from '../../../test/posting-helpers.ts';
import { buildPdf } from '../applications/test-files.ts';
import { csrfPair, lastMailTo } from '../auth/test-session.ts';
import { testimonials } from './testimonials.table.ts';

let t: TestApp;
let uploadsDir: string;
let csrf: { cookie: string; token: string };
let headers: Awaited<ReturnType<typeof staffAndUserHeaders>>;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'gfj-testimonials-'));
  t = await createTestApp({ config: { uploadsDir } });
  csrf = await csrfPair(t.app);
  headers = await staffAndUserHeaders(t.app, t.db);
  const base = {
    content: 'Found my farm job here.',
    country: 'United States',
    state: 'Vermont',
    city: 'Burlington',
  };
  await t.db.insert(testimonials).values([
    ...Array.from({ length: 22 }, (_, i) => ({
      ...base,
      category: 'seeker' as const,
      name: `Seeker ${i}`,
      status: 'active' as const,
    })),
    {
      ...base,
      category: 'poster',
      name: 'Poster One',
      status: 'active',
      positionTitle: 'Head Grower',
      email: 'p1@example.org',
    },
    { ...base, category: 'fan', name: 'Fan One', status: 'active', showOnHome: 1 },
    { ...base, category: 'seeker', name: 'Hidden Pending', status: 'pending' },
    { ...base, category: 'seeker', name: 'Hidden Inactive', status: 'inactive' },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

interface Collection {
  totalItems: number;
  member: Array<Record<string, unknown>>;
  view?: Record<string, string>;
}

describe('GET /api/testimonials', () => {
  it('lists active ones 20 a page by category (content 7); pending is never public', async () => {
    const seekers = (
      await t.app.inject({ url: '/api/testimonials?page=1&pageSize=20&category[]=seeker' })
    ).json() as Collection;
    expect(seekers.totalItems).toBe(22);
    expect(seekers.member).toHaveLength(20);
    expect(seekers.view?.next).toBe('/api/testimonials?pageSize=20&category%5B%5D=seeker&page=2');
    const defaults = (await t.app.inject({ url: '/api/testimonials' })).json() as Collection;
    expect(defaults.member).toHaveLength(20);
    expect(defaults.totalItems).toBe(24);
    const askingHidden = (
      await t.app.inject({ url: '/api/testimonials?status[]=pending&status[]=inactive' })
    ).json() as Collection;
    expect(askingHidden.totalItems).toBe(0);
    const asUser = (
      await t.app.inject({ url: '/api/testimonials?status[]=pending', headers: headers.user })
    ).json() as Collection;
    expect(asUser.totalItems).toBe(0);
    const poster = (await t.app.inject({ url: '/api/testimonials?category[]=poster' })).json() as Collection;
    expect(poster.member[0]).toMatchObject({
      name: 'Poster One',
      position_title: 'Head Grower',
      status: 'active',
    });
    expect(poster.member[0]).not.toHaveProperty('email');
    const home = (await t.app.inject({ url: '/api/testimonials?show_on_home=1' })).json() as Collection;
    expect(home.member.map((m) => m.name)).toEqual(['Fan One']);
  });

  it('shows staff every status with the submitter’s email; hides a pending item from others', async () => {
    const staff = (
      await t.app.inject({ url: '/api/testimonials?status[]=pending', headers: headers.staff })
    ).json() as Collection;
    expect(staff.member.map((m) => m.name)).toEqual(['Hidden Pending']);
    const [pending] = await t.db.select().from(testimonials).where(eq(testimonials.name, 'Hidden Pending'));
    expect((await t.app.inject({ url: `/api/testimonials/${pending?.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/testimonials/${pending?.id}`, headers: headers.user })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/testimonials/${pending?.id}`, headers: headers.staff })).statusCode,
    ).toBe(200);
    const [poster] = await t.db.select().from(testimonials).where(eq(testimonials.name, 'Poster One'));
    const asStaff = await t.app.inject({ url: `/api/testimonials/${poster?.id}`, headers: headers.staff });
    expect(asStaff.json()).toMatchObject({ email: 'p1@example.org' });
  });
});

function multipart(fields: Record<string, string>, files: Array<[string, string, Buffer]> = []) {
  const boundary = `----gfj${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, filename, data] of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const validFields = (overrides: Record<string, string> = {}) => ({
  name: 'Maya Fields',
  email: 'maya@example.org',
  country: 'United States',
  state: 'Oregon',
  city: 'Portland',
  category: 'seeker',
  content: 'I found my apprenticeship at a seed farm through Good Food Jobs.',
  _token: csrf.token,
  ...overrides,
});

function submit(
  fields: Record<string, string>,
  files: Array<[string, string, Buffer]> = [],
  remoteAddress = nextAddress(),
) {
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/testimonial-submissions',
    remoteAddress,
    headers: body.headers,
    cookies: { csrf: csrf.cookie },
    payload: body.payload,
  });
}

describe('POST /api/testimonial-submissions', () => {
  it('stores a pending testimonial with its image checked by content, and tells staff', async () => {
    const response = await submit(validFields(), [['attachment', 'my farm.png', PNG]]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.email, 'maya@example.org'));
    expect(row).toMatchObject({
      status: 'pending',
      category: 'seeker',
      state: 'Oregon',
      attachmentName: 'my farm.png',
      attachmentContentType: 'image/png',
    });
    expect(row?.attachmentPath).toMatch(/^testimonials\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const mail = await lastMailTo(t.db, 'hello@goodfoodjobs.local');
    expect(mail?.subject).toBe('A testimonial to review from Maya Fields');
    // Not public until approved; the image is served to staff only.
    const publicList = (
      await t.app.inject({ url: '/api/testimonials?category[]=seeker&pageSize=50' })
    ).json() as Collection;
    expect(publicList.member.some((m) => m.name === 'Maya Fields')).toBe(false);
    const image = `/api/testimonials/${row?.id}/attachment`;
    expect((await t.app.inject({ url: image })).statusCode).toBe(401);
    const asStaff = await t.app.inject({ url: image, headers: headers.staff });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('image/png');
    expect(asStaff.rawPayload.equals(PNG)).toBe(true);

    // Staff approve it: it joins the public list.
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/testimonials/${row?.id}`,
      headers: { ...headers.staff, ...MERGE_PATCH },
      payload: { status: 'active', position_title: 'Seed Farm Apprentice' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'active', attachment: image });
    const after = (await t.app.inject({ url: '/api/testimonials?category[]=seeker' })).json() as Collection;
    expect(after.member[0]).toMatchObject({ name: 'Maya Fields', position_title: 'Seed Farm Apprentice' });
    // Deleting it removes the stored file too.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/testimonials/${row?.id}`, headers: headers.staff }))
        .statusCode,
    ).toBe(204);
    expect(await readdir(path.join(uploadsDir, path.dirname(row?.attachmentPath ?? '')))).toEqual([]);
  });

  it('requires the state only for the United States, and checks places against the lists', async () => {
    const noState = await submit(validFields({ state: '' }));
    expect(violations(noState)).toEqual([['state', 'Invalid selection']]);
    const abroad = await submit(
      validFields({ email: 'lea@example.org', country: 'France', state: '', city: 'Lyon' }),
    );
    expect(abroad.statusCode).toBe(201);
    const unknownCountry = await submit(validFields({ country: 'Atlantis' }));
    expect(violations(unknownCountry)).toEqual([['country', 'Invalid selection']]);
    const unknownState = await submit(validFields({ state: 'Ontario' }));
    expect(violations(unknownState)).toEqual([['state', 'Invalid selection']]);
  });

  it('answers the spec’s messages (content 5)', async () => {
    const response = await submit({
      _token: csrf.token,
      name: 'Al',
      email: 'x',
      country: 'US',
      city: 'NY',
      content: 'ok',
    });
    expect(response.statusCode).toBe(422);
    expect(violations(response)).toEqual([
      ['name', 'Must be 3 or more characters long'],
      ['email', 'Must be 3 or more characters long'],
      ['country', 'Invalid selection'],
      ['city', 'Must be 3 or more characters long'],
      ['category', 'Please select a category'],
      ['content', 'Must be 3 or more characters long'],
      // "US" names the United States, so its state is required (content 5).
      ['state', 'Invalid selection'],
    ]);
    const long = await submit(validFields({ content: 'x'.repeat(10001) }));
    expect(violations(long)).toEqual([['content', 'Must be 10000 or fewer characters long']]);
  });

  it('accepts JPEG and WebP, refuses anything else whatever its name, two files and a long name', async () => {
    for (const [name, bytes] of [
      ['photo.jpg', JPEG],
      ['photo.webp', WEBP],
    ] as const) {
      expect((await submit(validFields(), [['attachment', name, bytes]])).statusCode, name).toBe(201);
    }
    const pdf = await submit(validFields(), [['attachment', 'photo.png', buildPdf()]]);
    expect(violations(pdf)).toEqual([
      ['attachment', 'The attachment must be a single image file (JPEG, PNG or WebP).'],
    ]);
    const two = await submit(validFields(), [
      ['attachment', 'a.png', PNG],
      ['attachment', 'b.png', PNG],
    ]);
    expect(violations(two)).toEqual([
      ['attachment', 'The attachment must be a single image file (JPEG, PNG or WebP).'],
    ]);
    const longName = await submit(validFields(), [['attachment', `${'n'.repeat(97)}.png`, PNG]]);
    expect(violations(longName)).toEqual([['attachment', 'Must be 100 or fewer characters long']]);
    const big = await submit(validFields(), [
      ['attachment', 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])],
    ]);
    expect(violations(big)).toEqual([['attachment', 'The image must be 5 MB or smaller.']]);
  });

  it('refuses a missing CSRF token, a honeypot, JSON bodies; limits per IP', async () => {
    expect((await submit(validFields({ _token: '' }))).statusCode).toBe(403);
    expect((await submit(validFields({ website: 'x' }))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/testimonial-submissions',
      payload: validFields(),
    });
    expect(json.statusCode).toBe(415);
    const address = nextAddress();
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await submit(validFields({ email: `n${i}@example.org` }), [], address)).statusCode);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('staff writes', () => {
  it('create active testimonials and are refused to others', async () => {
    const body = { category: 'wds', name: 'Staff Pick', content: 'Words to grow by.' };
    expect((await t.app.inject({ method: 'POST', url: '/api/testimonials', payload: body })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/testimonials', payload: body, headers: headers.user }))
        .statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: body,
      headers: headers.staff,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'active', category: 'wds', show_on_home: 0 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/testimonials',
      payload: { ...body, category: 'x' },
      headers: headers.staff,
    });
    expect(violations(bad)).toEqual([['category', 'Please select a category']]);
  });
});
