import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_MESSAGES, mediaObjectSchema } from '@gfj/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, COMPLETE_JOB, caller, type Headers } from '../../../test/posting-helpers.ts';
import { buildDocx, buildMultipart, buildPdf } from '../applications/test-files.ts';
import { jobs } from '../jobs/jobs.table.ts';

const uploadsDir = mkdtempSync(path.join(tmpdir(), 'gfj-media-'));
let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp({ config: { uploadsDir } });
  call = caller(t.app);
  owner = await actor(t.app, t.db);
});
afterAll(() => t.close());

/** A real 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(
  headers: Headers,
  filename: string,
  contentType: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const form = buildMultipart(fields, { file: { filename, contentType, data } });
  return t.app.inject({
    method: 'POST',
    url: '/api/media-objects',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

describe('POST /api/media-objects', () => {
  it('stores a PNG, a PDF and a DOCX under random names, checked by their bytes', async () => {
    const cases = [
      ['farm photo.png', 'image/png', PNG, 'image', 'image/png', 'farm photo.png'],
      ['job.pdf', 'application/pdf', buildPdf('Job'), 'document', 'application/pdf', 'job.pdf'],
      [
        '../../Details.DOCX',
        'application/octet-stream',
        buildDocx('Job'),
        'document',
        expect.stringContaining('wordprocessingml'),
        'Details.docx',
      ],
    ] as const;
    for (const [filename, type, data, kind, contentType, name] of cases) {
      const res = await upload(owner.headers, filename, type, data);
      expect(res.statusCode, res.body).toBe(201);
      const body = mediaObjectSchema.parse(res.json());
      expect(body).toMatchObject({
        kind,
        content_type: contentType,
        name,
        size: data.length,
        content_url: `${body['@id']}/file`,
      });
      expect(res.headers.location).toBe(body['@id']);
    }
    const month = new Date().toISOString().slice(0, 7);
    const stored = await readdir(path.join(uploadsDir, 'media', month));
    expect(stored).toHaveLength(3);
    for (const file of stored) expect(file).toMatch(/^[0-9a-f-]{36}\.(png|pdf|docx)$/);
  });

  it('refuses a script renamed to .png, an oversize image and an oversize document', async () => {
    const script = await upload(
      owner.headers,
      'photo.png',
      'image/png',
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
    );
    expect(script.statusCode).toBe(422);
    expect(script.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'file', message: MEDIA_MESSAGES.unsupported }),
    ]);
    const bigImage = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const image = await upload(owner.headers, 'big.png', 'image/png', bigImage);
    expect(image.json().violations[0].message).toBe(MEDIA_MESSAGES.imageTooLarge);
    const bigPdf = Buffer.concat([buildPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const pdf = await upload(owner.headers, 'big.pdf', 'application/pdf', bigPdf);
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().violations[0].message).toBe(MEDIA_MESSAGES.documentTooLarge);
    const none = await upload(owner.headers, 'empty.pdf', 'application/pdf', Buffer.alloc(0));
    expect(none.json().violations[0].message).toBe(MEDIA_MESSAGES.fileRequired);
  });

  it('is for confirmed users', async () => {
    expect((await upload({}, 'a.png', 'image/png', PNG)).statusCode).toBe(401);
    const unconfirmed = await actor(t.app, t.db, 'unconfirmed');
    expect((await upload(unconfirmed.headers, 'a.png', 'image/png', PNG)).statusCode).toBe(403);
  });
});

describe('attached to a listing', () => {
  it('is served only where the listing is visible, with safe headers', async () => {
    const pdf = (await upload(owner.headers, 'details.pdf', 'application/pdf', buildPdf('Details'))).json();
    const png = (await upload(owner.headers, 'field.png', 'image/png', PNG)).json();
    const created = await call('POST', '/api/jobs', owner.headers, {
      ...COMPLETE_JOB,
      attachments: [pdf['@id'], png['@id']],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().attachments).toEqual([
      {
        name: 'details.pdf',
        url: pdf.content_url,
        size: pdf.size,
        content_type: 'application/pdf',
        media_object: pdf['@id'],
      },
      {
        name: 'field.png',
        url: png.content_url,
        size: png.size,
        content_type: 'image/png',
        media_object: png['@id'],
      },
    ]);
    const stranger = await actor(t.app, t.db);
    // Someone else's upload cannot be attached.
    const theirs = await call('PATCH', `/api/jobs/${created.json().id}`, stranger.headers, {
      attachments: [],
    });
    expect(theirs.statusCode).toBe(404);
    const other = await call('POST', '/api/jobs', stranger.headers, {
      ...COMPLETE_JOB,
      attachments: [pdf['@id']],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().detail).toBe(`Invalid IRI "${pdf['@id']}"`);

    expect((await call('GET', pdf.content_url)).statusCode).toBe(404);
    expect((await call('GET', pdf.content_url, stranger.headers)).statusCode).toBe(404);
    expect((await call('GET', pdf['@id'], stranger.headers)).statusCode).toBe(404);
    const own = await call('GET', pdf.content_url, owner.headers);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    await t.db
      .update(jobs)
      .set({ status: 'approved', dateAdded: new Date() })
      .where(eq(jobs.id, created.json().id));
    const publicPdf = await call('GET', pdf.content_url);
    expect(publicPdf.statusCode).toBe(200);
    expect(publicPdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="details.pdf"; filename*=UTF-8''details.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
    });
    expect(publicPdf.headers['content-security-policy']).toContain('sandbox');
    const publicPng = await call('GET', png.content_url);
    expect(publicPng.headers['content-disposition']).toMatch(/^inline; /);
    expect((await call('GET', pdf['@id'])).json()).toMatchObject({ name: 'details.pdf', kind: 'document' });
  });
});

describe('for the site’s own pages', () => {
  it('staff upload public images that everyone is served and shared caches may keep', async () => {
    const staff = await actor(t.app, t.db, 'staff');
    const res = await upload(staff.headers, 'harvest.png', 'image/png', PNG, { public: 'true' });
    expect(res.statusCode, res.body).toBe(201);
    const image = mediaObjectSchema.parse(res.json());
    expect(image.public).toBe(true);
    // A guest, used nowhere: served all the same.
    const served = await call('GET', image.content_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.headers['content-type']).toBe('image/png');
    expect((await call('GET', image['@id'])).json()).toMatchObject({ public: true, name: 'harvest.png' });

    // Without the field a staff upload is as private as anyone's.
    const plain = (await upload(staff.headers, 'plain.png', 'image/png', PNG)).json();
    expect(plain.public).toBe(false);
    expect((await call('GET', plain.content_url)).statusCode).toBe(404);
  });

  it('are staff only: anyone else asking for public gets 403 and nothing is stored', async () => {
    const member = await actor(t.app, t.db);
    const res = await upload(member.headers, 'mine.png', 'image/png', PNG, { public: 'true' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(MEDIA_MESSAGES.publicIsStaffOnly);
    const mine = await call('GET', '/api/media-objects', member.headers);
    expect(mine.json().totalItems).toBe(0);
  });
});
