import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Job, type JobStatus, jobSchema, POSTING_FLOW_MESSAGES } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceSteps } from '../../../test/commerce-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { actor, COMPLETE_JOB, caller, type Headers } from '../../../test/posting-helpers.ts';
import { buildMultipart, buildPdf } from '../applications/test-files.ts';
import { auditEntries } from '../audit/audit.table.ts';
import { expireListings } from '../moderation/lifecycle.service.ts';
import { jobs } from './jobs.table.ts';

// Post again (decision 061): POST /api/jobs/{id}/copy makes a new draft of the listing's poster
// with its form fields and none of its history, for the owner and staff only.
let t: TestApp;
let call: ReturnType<typeof caller>;
let steps: ReturnType<typeof commerceSteps>;
let staff: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp({ config: { uploadsDir: mkdtempSync(path.join(tmpdir(), 'gfj-copy-')) } });
  call = caller(t.app);
  steps = commerceSteps(t.app);
  staff = await actor(t.app, t.db, 'staff');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const copy = (id: number | string, headers: Headers = {}) => call('POST', `/api/jobs/${id}/copy`, headers);
const read = async (id: number, headers: Headers) => {
  const res = await call('GET', `/api/jobs/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return jobSchema.parse(res.json());
};

/** Every property the posting form writes (and those derived from them), as the API shows them. */
const FORM_PROPERTIES = [
  'post_type',
  'position',
  'slug',
  'company_name',
  'company_website',
  'company_email',
  'company_description',
  'reuse_company_description',
  'type',
  'type_id',
  'business_sale_type',
  'business_sale_price',
  'business_sale_price_negotiable',
  'categories',
  'education_program_fees',
  'education_program_benefits',
  'compensation',
  'compensation_types',
  'compensation_range',
  'compensation_range_job_ranges',
  'work_visa',
  'work_remote',
  'work_location',
  'city',
  'state',
  'zip_code',
  'country',
  'location_name',
  'description',
  'description_preview',
  'how_to_apply_email',
  'apply_on_site',
  'how_to_apply_online',
  'how_to_apply_phone',
  'how_to_apply_in_person',
  'how_to_apply',
  'attachments',
  'pay_period',
  'pay_min',
  'pay_max',
  'user',
] as const satisfies readonly (keyof Job)[];

const formOf = (job: Job) => Object.fromEntries(FORM_PROPERTIES.map((key) => [key, job[key]]));

function upload(headers: Headers, filename: string) {
  const form = buildMultipart(
    {},
    { file: { filename, contentType: 'application/pdf', data: buildPdf('Season details') } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/media-objects',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/**
 * A listing that ran its course the real way: written with every kind of field and an attachment,
 * submitted, paid for at checkout (an invoice), approved and highlighted by staff, viewed, then
 * expired by the lifecycle run.
 */
async function expiredListing(owner: { headers: Headers }, deadline: string) {
  const pdf = await upload(owner.headers, 'season.pdf');
  expect(pdf.statusCode, pdf.body).toBe(201);
  const created = await call('POST', '/api/jobs', owner.headers, {
    ...COMPLETE_JOB,
    work_visa: true,
    compensation: 'Housing on the farm.',
    how_to_apply_online: 'https://green-acres.example/jobs',
    how_to_apply_phone: '607-555-0100',
    how_to_apply_in_person: 'Come by the farm stand on Saturdays.',
    how_to_apply: 'Tell us about a season you loved.',
    attachments: [pdf.json()['@id']],
    deadline,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  expect((await call('POST', `/api/jobs/${id}/submission`, owner.headers)).json()).toMatchObject({
    outcome: 'payment_required',
  });
  const cart = await steps.openCart(owner.headers);
  expect((await steps.pay(owner.headers, cart.id, 'pm_card_visa')).statusCode).toBe(201);
  for (const body of [{ status: 'approved' }, { highlighted: true }]) {
    const res = await call('PATCH', `/api/jobs/${id}`, staff.headers, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  await t.db
    .update(jobs)
    .set({
      counterView: 321,
      counterEmail: 7,
      moderationReason: 'An old note from a moderator.',
      dateExpire: new Date(Date.now() - DAY),
    })
    .where(eq(jobs.id, id));
  expect(await expireListings(t.db)).toContain(id);
  return id;
}

describe('POST /api/jobs/{id}/copy', () => {
  it('the owner’s expired listing: a new draft with every form field and none of its history', async () => {
    const owner = await actor(t.app, t.db);
    const nextWeek = siteDay(new Date(Date.now() + 7 * DAY));
    const sourceId = await expiredListing(owner, nextWeek);
    const source = await read(sourceId, owner.headers);
    expect(source).toMatchObject({ status: 'expired', highlighted: true, counter_view: 321 });
    expect(source.company).toBeDefined();
    expect(source.attachments).toHaveLength(1);

    const res = await copy(sourceId, owner.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    const made = jobSchema.parse(res.json());
    expect(res.headers.location).toBe(`/api/jobs/${made.id}`);
    expect(made.id).not.toBe(sourceId);
    expect(made['@id']).toBe(`/api/jobs/${made.id}`);

    const draft = await read(made.id, owner.headers);
    expect(formOf(draft)).toEqual(formOf(source));
    // Its own item_url (its id), the deadline still ahead, the attachment shared.
    expect(draft.item_url).toBe(`/jobs/${made.id}/${source.slug}`);
    expect(draft.deadline).toBe(nextWeek);
    expect(draft.attachments[0]?.media_object).toBe(source.attachments[0]?.media_object);
    const file = await call('GET', `${draft.attachments[0]?.url}`, owner.headers);
    expect(file.statusCode).toBe(200);
    // None of the history.
    expect(draft).toMatchObject({
      status: 'draft',
      highlighted: false,
      counter_view: 0,
      counter_email: 0,
      past_deadline: false,
    });
    expect(draft.awaiting_payment ?? false).toBe(false);
    for (const key of [
      'date_added',
      'date_expire',
      'submitted_at',
      'moderation_reason',
      'company',
      'company_url',
    ])
      expect(draft, key).not.toHaveProperty(key);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, made.id));
    expect(row).toMatchObject({ userJobPackageId: null, awaitingPaymentAt: null, companyId: null });
    expect(row?.latitude).toBe((await t.db.select().from(jobs).where(eq(jobs.id, sourceId)))[0]?.latitude);
    // No invoice of its own, and the source's payment does not pay for it: the normal flow, to the cart.
    const invoices = await call('GET', `/api/job-invoices?job=/api/jobs/${made.id}`, owner.headers);
    expect(invoices.json().totalItems).toBe(0);
    const submitted = await call('POST', `/api/jobs/${made.id}/submission`, owner.headers);
    expect(submitted.json()).toMatchObject({ outcome: 'payment_required', status: 'draft' });
    // The source is untouched, and nothing is audited for a poster's own copy.
    expect(await read(sourceId, owner.headers)).toMatchObject({ status: 'expired', counter_view: 321 });
    expect(await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, made.id))).toEqual([]);
  });

  it('leaves out a deadline that has passed (submission would refuse it), keeps one of today', async () => {
    const owner = await actor(t.app, t.db);
    const today = siteDay(new Date());
    const past = await buildJob(t.db, { ownerId: owner.id, status: 'expired', deadline: '2020-01-31' });
    const current = await buildJob(t.db, { ownerId: owner.id, status: 'filled', deadline: today });
    const fromPast = jobSchema.parse((await copy(past.id, owner.headers)).json());
    expect(fromPast).not.toHaveProperty('deadline');
    expect(fromPast.past_deadline).toBe(false);
    expect(jobSchema.parse((await copy(current.id, owner.headers)).json()).deadline).toBe(today);
  });

  it('copies approved, filled, expired and refunded listings; refuses drafts and listings in review with 409', async () => {
    const owner = await actor(t.app, t.db);
    const allowed: JobStatus[] = ['approved', 'filled', 'expired', 'refunded'];
    for (const status of allowed) {
      const job = await buildJob(t.db, { ownerId: owner.id, status });
      const res = await copy(job.id, owner.headers);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ status: 'draft', position: job.position });
    }
    // An approved listing whose date passed before the lifecycle run marked it: expired on the dashboard.
    const lapsed = await buildJob(t.db, { ownerId: owner.id, dateExpire: new Date(Date.now() - DAY) });
    expect((await copy(lapsed.id, owner.headers)).statusCode).toBe(201);
    for (const status of ['draft', 'unapproved'] as const) {
      const job = await buildJob(t.db, { ownerId: owner.id, status, dateAdded: null });
      const res = await copy(job.id, owner.headers);
      expect(res.statusCode, status).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 409, detail: POSTING_FLOW_MESSAGES.notCopyable });
    }
    // 4 + 1 copies made; the account menu counts them.
    const counters = await call('GET', `/api/user-counters/${owner.id}`, owner.headers);
    expect(counters.json().jobs_count).toBe(5);
  });

  it('another user’s listing is 404, as for every job operation; a guest 401; unconfirmed 403', async () => {
    const owner = await actor(t.app, t.db);
    const stranger = await actor(t.app, t.db);
    const unconfirmed = await actor(t.app, t.db, 'unconfirmed');
    const job = await buildJob(t.db, { ownerId: owner.id, status: 'expired' });
    const draft = await buildJob(t.db, { ownerId: owner.id, status: 'draft', dateAdded: null });
    for (const id of [job.id, draft.id]) {
      const res = await copy(id, stranger.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404 });
    }
    expect(
      (await call('PATCH', `/api/jobs/${draft.id}`, stranger.headers, { position: 'x' })).statusCode,
    ).toBe(404);
    const guest = await copy(job.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ code: 401, message: 'JWT Token not found' });
    expect((await copy(job.id, unconfirmed.headers)).statusCode).toBe(403);
    const count = await t.db.select().from(jobs).where(eq(jobs.ownerId, owner.id));
    expect(count).toHaveLength(2);
  });

  it('a deleted listing: gone for its poster (404), copied by staff for them', async () => {
    const owner = await actor(t.app, t.db);
    const job = await buildJob(t.db, { ownerId: owner.id, status: 'deleted' });
    expect((await copy(job.id, owner.headers)).statusCode).toBe(404);
    const res = await copy(job.id, staff.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'draft', user: `/api/users/${owner.id}` });
    // The poster finds it among their listings.
    const list = await call('GET', `/api/jobs?user=${owner.id}`, owner.headers);
    expect(list.json().member.map((m: { id: number }) => m.id)).toEqual([res.json().id]);
  });

  it('staff copy any listing into a draft of its poster, audited; one without a poster is 409', async () => {
    const owner = await actor(t.app, t.db);
    const job = await buildJob(t.db, { ownerId: owner.id, status: 'filled' });
    const res = await copy(job.id, staff.headers);
    expect(res.statusCode, res.body).toBe(201);
    const made = jobSchema.parse(res.json());
    expect(made.user).toBe(`/api/users/${owner.id}`);
    expect((await read(made.id, owner.headers)).status).toBe('draft');
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, made.id));
    expect(audit.filter((e) => e.entityType === 'Job')).toMatchObject([
      {
        actorId: staff.id,
        action: 'job.copy',
        before: null,
        after: { copied_from: job.id, owner: owner.id, status: 'draft' },
      },
    ]);
    const orphan = await buildJob(t.db, { ownerId: null, status: 'expired' });
    const refused = await copy(orphan.id, staff.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(POSTING_FLOW_MESSAGES.noPosterToCopyFor);
  });

  it('answers 404 for ids that name nothing, never 500', async () => {
    const owner = await actor(t.app, t.db);
    for (const id of [
      '0',
      '-1',
      '1e3',
      '0x10',
      '2147483648',
      '99999999999999999999999',
      '2147483647',
      '%00',
      '1%00',
      '%E2%80%8B',
      'abc',
    ]) {
      const res = await copy(id, owner.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type'], id).toMatch(/^application\/problem\+json/);
    }
  });

  it('is documented: OpenAPI with its statuses, Hydra among the Job’s operations', async () => {
    const openapi = (await call('GET', '/api/docs.jsonopenapi')).json();
    const operation = openapi.paths['/api/jobs/{id}/copy'].post;
    expect(operation.tags).toEqual(['Job']);
    // 422 as every operation that takes a body: its text check answers NUL bytes there (decision 069).
    expect(Object.keys(operation.responses).sort()).toEqual(
      ['201', '400', '401', '403', '404', '409', '415', '422', '429'].sort(),
    );
    const hydra = (await call('GET', '/api/docs.jsonld')).json();
    const entrypoint = hydra['hydra:supportedClass'].find(
      (c: { '@id': string }) => c['@id'] === '#Entrypoint',
    );
    const jobsLink = entrypoint['hydra:supportedProperty'].find(
      (p: { 'hydra:property': { '@id': string } }) => p['hydra:property']['@id'] === '#Entrypoint/job',
    );
    const action = jobsLink['hydra:property']['hydra:supportedOperation'].find(
      (o: { 'hydra:description'?: string }) => o['hydra:description'] === 'POST /api/jobs/{id}/copy',
    );
    expect(action).toMatchObject({
      '@type': ['hydra:Operation', 'schema:CreateAction'],
      'hydra:method': 'POST',
      'hydra:title': operation.summary,
      returns: '#Job',
    });
    expect(action).not.toHaveProperty('expects');
  });
});
