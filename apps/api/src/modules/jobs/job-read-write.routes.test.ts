import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSTING_MESSAGES } from '@gfj/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, COMPLETE_JOB, caller, type Headers, violations } from '../../../test/posting-helpers.ts';
import { buildMultipart, buildPdf } from '../applications/test-files.ts';
import { jobs } from './jobs.table.ts';

// What GET /api/jobs/{id} gives can be sent back unchanged in a PATCH (decision 074): lookups as
// `{ id, name }`, the post type and the files as they are read, `highlighted` as it is.

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: { headers: Headers };
let staff: { headers: Headers };

beforeAll(async () => {
  t = await createTestApp({ config: { uploadsDir: mkdtempSync(path.join(tmpdir(), 'gfj-read-write-')) } });
  call = caller(t.app);
  owner = await actor(t.app, t.db);
  staff = await actor(t.app, t.db, 'staff');
});
afterAll(() => t.close());

type Job = Record<string, unknown> & { '@id': string };

async function draft(body: Record<string, unknown>): Promise<Job> {
  const created = await call('POST', '/api/jobs', owner.headers, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

const read = async (job: Job): Promise<Job> => (await call('GET', job['@id'], owner.headers)).json();

/** An internship (the type that may be unpaid) paid by the hour, with housing and meals besides. */
const INTERNSHIP = { ...COMPLETE_JOB, type_id: 4, compensation_types: [7, 8] };

describe('a Job as read, sent back', () => {
  it('its categories, compensation types, post type and files are taken as they are read', async () => {
    const pdf = buildMultipart(
      {},
      { file: { filename: 'plan.pdf', contentType: 'application/pdf', data: buildPdf('Plan') } },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/media-objects',
      headers: { ...owner.headers, ...pdf.headers },
      payload: pdf.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const job = await read(await draft({ ...INTERNSHIP, attachments: [uploaded.json()['@id']] }));
    expect(job).toMatchObject({
      post_type: { '@id': '/api/job-post-types/1' },
      categories: [
        { id: 1, name: 'Agriculture' },
        { id: 3, name: 'Culinary' },
      ],
      compensation_types: [
        { id: 4, name: 'hourly' },
        { id: 7, name: 'housing' },
        { id: 8, name: 'meals' },
      ],
      attachments: [{ name: 'plan.pdf', media_object: uploaded.json()['@id'] }],
    });
    for (const key of [
      'categories',
      'compensation_types',
      'post_type',
      'attachments',
      'highlighted',
    ] as const) {
      const sent = await call('PATCH', job['@id'], owner.headers, { [key]: job[key] });
      expect(sent.statusCode, `${key}: ${sent.body}`).toBe(200);
    }
    // All of it at once, read-only fields included, changes nothing.
    const whole = await call('PATCH', job['@id'], owner.headers, job);
    expect(whole.statusCode, whole.body).toBe(200);
    const again = await read(job);
    for (const key of [
      'categories',
      'compensation_types',
      'compensation_range_job_ranges',
      'post_type',
      'attachments',
    ]) {
      expect(again[key], key).toEqual(job[key]);
    }
  });

  it('staff may send back an approved listing as they read it (status and highlighted unchanged)', async () => {
    const job = await draft(COMPLETE_JOB);
    // Approved as moderation leaves it (submission and payment are other tests' business).
    await t.db
      .update(jobs)
      .set({ status: 'approved', dateAdded: new Date() })
      .where(eq(jobs.id, Number(job.id)));
    const asRead = (await call('GET', job['@id'], staff.headers)).json() as Job;
    const sent = await call('PATCH', job['@id'], staff.headers, { ...asRead, position: 'Head Grower' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'approved', highlighted: false, position: 'Head Grower' });
  });

  it('the paid type must be the one the pay gives: hourly pay is not salaried, and no pay is neither', async () => {
    const job = await draft(INTERNSHIP);
    const salaried = await call('PATCH', job['@id'], owner.headers, { compensation_types: [{ id: 5 }, 7] });
    expect(salaried.statusCode).toBe(422);
    expect(violations(salaried)).toEqual([['compensation_types', POSTING_MESSAGES.invalidSelection]]);
    // The pay changes to yearly in the same write: salaried is then what it gives.
    const yearly = await call('PATCH', job['@id'], owner.headers, {
      pay_period: 'year',
      pay_min: 4_000_000,
      pay_max: 4_500_000,
      compensation_types: [{ id: 5, name: 'salaried' }, 7],
    });
    expect(yearly.statusCode, yearly.body).toBe(200);
    expect(yearly.json().compensation_types).toEqual([
      { id: 5, name: 'salaried' },
      { id: 7, name: 'housing' },
    ]);
    const unpaid = await call('PATCH', job['@id'], owner.headers, {
      pay_period: null,
      pay_min: null,
      pay_max: null,
      compensation_types: [{ id: 5, name: 'salaried' }, 7],
    });
    expect(violations(unpaid)).toEqual([['compensation_types', POSTING_MESSAGES.invalidSelection]]);
    // Housing alone is still the intern's choice; an id that is no type at all is refused.
    const housing = await call('PATCH', job['@id'], owner.headers, {
      pay_period: null,
      pay_min: null,
      pay_max: null,
      compensation_types: [{ id: 7, name: 'housing' }],
    });
    expect(housing.json().compensation_types).toEqual([{ id: 7, name: 'housing' }]);
    for (const wrong of [[{ id: 99 }], [{ name: 'hourly' }], [{ id: '7' }], [null]]) {
      const refused = await call('PATCH', job['@id'], owner.headers, { compensation_types: wrong });
      expect(violations(refused), JSON.stringify(wrong)).toEqual([
        ['compensation_types', POSTING_MESSAGES.invalidSelection],
      ]);
    }
  });
});
