// @vitest-environment node
import { buildApi, type Database, loadConfig, openDatabase, prepareDatabase } from '@gfj/api';
import { MEDIA_MESSAGES } from '@gfj/contracts/media-objects';
import { POSTING_MESSAGES } from '@gfj/contracts/posting-fields';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContextOf, startVisit } from '../../../server/visit.ts';
import { chosenFiles } from '../../components/ui/form/form-actions.server.ts';
import { apiContext, requestInfoContext } from '../../lib/load-context.ts';
import { ATTACHMENT_FILES_FIELD, REMOVE_ATTACHMENTS_FIELD } from './attachments-field.tsx';
import { postFormAction } from './post-actions.server.ts';
import { POST_FORM_MAX_BYTES, POST_FORM_MESSAGES, readPostForm } from './post-attachments.server.ts';
import type { PostFormResult } from './post-form.tsx';

// The posting form's no-JavaScript post, with files, against the real API (embedded database):
// files are stored through POST /api/media-objects, attached, refused with the upload's own
// messages, and a refused post never loses what was typed or the files already stored.

let database: Database;
let api: FastifyInstance;
let cookie = '';
let jobId = 0;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database, { seedDemo: false });
  api = await buildApi(loadConfig({ NODE_ENV: 'test' }), { database });
  await api.ready();
  const email = `uploads-${Date.now()}@example.org`;
  const password = 'uploads-pass-123';
  const created = await api.inject({
    method: 'POST',
    url: '/api/users',
    payload: { email, password, password_confirm: password, identify_as: 'job poster' },
  });
  expect(created.statusCode, created.body).toBe(201);
  await database.db.execute(
    sql`update users set is_confirmed = true, confirmed_at = now() where email = ${email}`,
  );
  const login = await api.inject({ method: 'POST', url: '/api/login/check', payload: { email, password } });
  cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const draft = await api.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { cookie },
    payload: { post_type: '/api/job-post-types/1' },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  jobId = draft.json().id;
}, 120_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

type Answer = { status: number; result?: PostFormResult; location?: string | null };

/** Posts the form as a browser without JavaScript does and reads what the action answered. */
async function post(fields: Record<string, string | string[]>, files: File[] = []): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  for (const file of files) form.append(ATTACHMENT_FILES_FIELD, file, file.name);
  // A file input left empty still sends its part: no name, no bytes.
  if (files.length === 0) form.append(ATTACHMENT_FILES_FIELD, new File([], ''), '');
  const request = new Request(`http://localhost/post/${jobId}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
  const visit = startVisit({ api, publicUrl: 'http://localhost' }, request, '127.0.0.1');
  const context = loadContextOf(visit, { apiContext, requestInfoContext } as never);
  try {
    const answer = (await postFormAction(request, context, jobId, 1)) as {
      data: PostFormResult;
      init?: { status?: number };
    };
    return { status: answer.init?.status ?? 200, result: answer.data };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

async function attachments(): Promise<string[]> {
  const job = (await api.inject({ url: `/api/jobs/${jobId}`, headers: { cookie } })).json();
  return job.attachments.map((a: { name: string }) => a.name);
}

async function attachedIris(): Promise<string[]> {
  const job = (await api.inject({ url: `/api/jobs/${jobId}`, headers: { cookie } })).json();
  return job.attachments.map((a: { media_object: string }) => a.media_object);
}

const file = (bytes: Buffer | string, name: string, type = '') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

// One draft's story, step after step (each step starts from the files the one before left): never
// shuffled, even when a run shuffles tests to find ones that lean on each other.
describe('the posting form without JavaScript, with files', { shuffle: false }, () => {
  it('stores the chosen files and attaches them with the fields, then shows the draft again', async () => {
    const answer = await post({ intent: 'save', position: 'Cheese Maker' }, [
      file(PNG, 'cave.png', 'image/png'),
      file(PDF, 'Aging notes.pdf', 'application/pdf'),
    ]);
    expect(answer).toMatchObject({ status: 302, location: `/post/${jobId}` });
    expect(await attachments()).toEqual(['cave.png', 'Aging notes.pdf']);
  });

  it('refuses bad files with the upload’s messages, keeps what was typed and the files kept', async () => {
    const kept = await attachedIris();
    const answer = await post(
      { intent: 'save', position: 'Cheese Maker II', pay_period: 'hour', pay_min: '9', attachments: kept },
      [
        file('#!/bin/sh\necho hi\n', 'invoice.pdf', 'application/pdf'),
        file('', 'empty.png', 'image/png'),
        file(Buffer.concat([PNG, Buffer.alloc(5 * 1048576)]), 'huge.png', 'image/png'),
        file(Buffer.concat([PDF, Buffer.alloc(10 * 1048576)]), 'huge.pdf', 'application/pdf'),
        file(PNG, 'bad\u0000name.png', 'image/png'),
        file(PNG, 'fine.png', 'image/png'),
      ],
    );
    expect(answer.status).toBe(422);
    const message = answer.result?.violations?.find((v) => v.propertyPath === 'attachments')?.message;
    expect(message).toContain(`invoice.pdf: ${MEDIA_MESSAGES.unsupported}`);
    expect(message).toContain(`empty.png: ${MEDIA_MESSAGES.fileRequired}`);
    expect(message).toContain(`huge.png: ${MEDIA_MESSAGES.imageTooLarge}`);
    expect(message).toContain(`huge.pdf: ${MEDIA_MESSAGES.documentTooLarge}`);
    expect(message).toContain('badname.png: This value must not contain NUL characters');
    // What was typed comes back; the valid fields and the good file are saved.
    expect(answer.result?.values).toMatchObject({ position: 'Cheese Maker II', pay_min: '9' });
    expect(answer.result?.violations?.map((v) => v.propertyPath)).toContain('pay_min');
    expect(answer.result?.uploaded?.map((u) => u.name)).toEqual(['fine.png']);
    expect(answer.result?.values?.attachments).toHaveLength(3);
    expect(await attachments()).toEqual(['cave.png', 'Aging notes.pdf', 'fine.png']);
  });

  it('removes ticked files and stops at the listing’s limit', async () => {
    const [first, ...rest] = await attachedIris();
    const removed = await post({
      intent: 'save',
      attachments: [first ?? '', ...rest],
      [REMOVE_ATTACHMENTS_FIELD]: first ?? '',
    });
    expect(removed.status).toBe(302);
    expect(await attachments()).toEqual(['Aging notes.pdf', 'fine.png']);

    const more = ['a', 'b', 'c', 'd'].map((n) => file(PNG, `${n}.png`, 'image/png'));
    const full = await post({ intent: 'save', attachments: await attachedIris() }, more);
    expect(full.status).toBe(422);
    expect(full.result?.violations).toEqual([
      { propertyPath: 'attachments', message: POSTING_MESSAGES.tooManyAttachments },
    ]);
    expect(await attachments()).toEqual(['Aging notes.pdf', 'fine.png', 'a.png', 'b.png', 'c.png']);
  });
});

describe('reading the form', () => {
  it('treats an empty file input as no file and text under the files’ name as nothing', async () => {
    const form = new FormData();
    form.append(ATTACHMENT_FILES_FIELD, new File([], ''), '');
    form.append(ATTACHMENT_FILES_FIELD, 'not a file');
    form.append(ATTACHMENT_FILES_FIELD, file(PNG, 'x.png'));
    expect(chosenFiles(form, ATTACHMENT_FILES_FIELD).map((f) => f.name)).toEqual(['x.png']);
  });

  it('answers a broken or oversized body with a message, not an error', async () => {
    const broken = new Request('http://localhost/post/1', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    });
    expect(await readPostForm(broken)).toEqual({
      ok: false,
      status: 400,
      alert: POST_FORM_MESSAGES.unreadable,
    });

    const declared = new Request('http://localhost/post/1', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(POST_FORM_MAX_BYTES + 1),
      },
      body: 'x',
    });
    expect(await readPostForm(declared)).toEqual({
      ok: false,
      status: 413,
      alert: POST_FORM_MESSAGES.tooLarge,
    });

    // Sent in chunks with no length: counted while read.
    let sent = 0;
    const chunk = new Uint8Array(1048576);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > POST_FORM_MAX_BYTES) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const chunked = new Request('http://localhost/post/1', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readPostForm(chunked)).toEqual({
      ok: false,
      status: 413,
      alert: POST_FORM_MESSAGES.tooLarge,
    });
  });
});
