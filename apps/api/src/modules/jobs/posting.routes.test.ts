import { ACCOUNT_MESSAGES, jobSchema, POSTING_FLOW_MESSAGES, POSTING_MESSAGES } from '@gfj/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, COMPLETE_JOB, caller, type Headers } from '../../../test/posting-helpers.ts';
import { jobs } from './jobs.table.ts';
import { jobRevisionsFor } from './posting-test-queries.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Awaited<ReturnType<typeof actor>>;
let stranger: Awaited<ReturnType<typeof actor>>;
let staff: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  owner = await actor(t.app, t.db);
  stranger = await actor(t.app, t.db);
  staff = await actor(t.app, t.db, 'staff');
});
afterAll(() => t.close());

async function createDraft(body: Record<string, unknown> = COMPLETE_JOB, headers: Headers = owner.headers) {
  const res = await call('POST', '/api/jobs', headers, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; '@id': string } & Record<string, unknown>;
}

describe('POST /api/jobs', () => {
  it('creates a draft owned by the caller: sanitised, slugged, geocoded, pay turned into the spec’s ranges', async () => {
    const res = await call('POST', '/api/jobs', owner.headers, {
      ...COMPLETE_JOB,
      description:
        '<p>Lead the crew.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x()">x</a>',
      company_description: '<b onclick="x()">Green</b> & growing',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(jobSchema.safeParse(body).success).toBe(true);
    expect(res.headers.location).toBe(body['@id']);
    expect(body).toMatchObject({
      status: 'draft',
      post_type: { '@id': '/api/job-post-types/1' },
      slug: 'vegetable-farm-manager-green-acres-farm',
      description: '<p>Lead the crew.</p><a target="_blank" rel="nofollow noopener noreferrer">x</a>',
      company_description: 'Green & growing',
      pay_period: 'hour',
      pay_min: 1800,
      pay_max: 2200,
      compensation_types: [{ id: 4, name: 'hourly' }],
      compensation_range_job_ranges: [
        { id: 12, name: '$15-20/hr' },
        { id: 13, name: '$20/hr +' },
      ],
      categories: [
        { id: 1, name: 'Agriculture' },
        { id: 3, name: 'Culinary' },
      ],
    });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, body.id));
    expect(row?.ownerId).toBe(owner.id);
    expect(row?.latitude).toBeCloseTo(42.44, 1);
  });

  it('keeps an incomplete draft, and refuses what breaks a field rule with every message at once', async () => {
    const draft = await createDraft({
      post_type: '/api/job-post-types/3',
      position: 'Beginning Farmer Course',
    });
    expect(draft).toMatchObject({ status: 'draft', type_id: 8, company_name: '' });
    const res = await call('POST', '/api/jobs', owner.headers, {
      post_type: '/api/job-post-types/1',
      pay_period: 'hour',
      pay_min: 1450,
      company_email: 'nope',
      compensation_types: [6],
      type_id: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      { propertyPath: 'company_email', message: POSTING_MESSAGES.invalidEmail, code: expect.any(String) },
      { propertyPath: 'pay_min', message: POSTING_MESSAGES.hourlyFloor, code: expect.any(String) },
      {
        propertyPath: 'compensation_types',
        message: POSTING_MESSAGES.unpaidNotAllowed,
        code: expect.any(String),
      },
    ]);
    const yearly = await call('POST', '/api/jobs', owner.headers, {
      ...COMPLETE_JOB,
      pay_period: 'year',
      pay_min: 3_000_000,
      pay_max: null,
    });
    expect(yearly.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'pay_min', message: POSTING_MESSAGES.yearlyFloor }),
    ]);
  });

  it('needs a post type IRI that resolves', async () => {
    const missing = await call('POST', '/api/jobs', owner.headers, { position: 'Cook' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations[0]).toMatchObject({
      propertyPath: 'post_type',
      message: POSTING_MESSAGES.required,
    });
    const wrong = await call('POST', '/api/jobs', owner.headers, { post_type: '/api/job-post-types/9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Invalid IRI "/api/job-post-types/9"');
    expect((await call('POST', '/api/jobs', owner.headers, [1])).statusCode).toBe(400);
  });

  it('is for confirmed users: 401 for a guest, 403 with the confirmation message for an unconfirmed user', async () => {
    expect((await call('POST', '/api/jobs', {}, COMPLETE_JOB)).statusCode).toBe(401);
    const unconfirmed = await actor(t.app, t.db, 'unconfirmed');
    const res = await call('POST', '/api/jobs', unconfirmed.headers, COMPLETE_JOB);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(ACCOUNT_MESSAGES.confirmFirst);
  });
});

describe('PATCH /api/jobs/{id}', () => {
  it('merges the owner’s changes: absent keys stay, null clears, rules apply to the touched fields', async () => {
    const draft = await createDraft();
    const url = `/api/jobs/${draft.id}`;
    const res = await call('PATCH', url, owner.headers, {
      position: 'Farm Manager',
      pay_max: null,
      zip_code: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ position: 'Farm Manager', pay_min: 1800, city: 'Ithaca' });
    expect(res.json()).not.toHaveProperty('pay_max');
    expect(res.json()).not.toHaveProperty('zip_code');
    const floor = await call('PATCH', url, owner.headers, { pay_min: 1200 });
    expect(floor.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'pay_min', message: POSTING_MESSAGES.hourlyFloor }),
    ]);
    const fixed = await call('PATCH', url, owner.headers, { post_type: '/api/job-post-types/2' });
    expect(fixed.json().violations[0]).toMatchObject({
      propertyPath: 'post_type',
      message: POSTING_FLOW_MESSAGES.postTypeFixed,
    });
    const json = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it('is 404 for another user, 401 for a guest, and allowed to staff', async () => {
    const draft = await createDraft();
    const url = `/api/jobs/${draft.id}`;
    expect((await call('PATCH', url, stranger.headers, { position: 'Mine now' })).statusCode).toBe(404);
    expect((await call('PATCH', url, stranger.headers, { status: 'filled' })).statusCode).toBe(404);
    expect((await call('PATCH', url, {}, { position: 'Mine now' })).statusCode).toBe(401);
    expect((await call('PATCH', url, staff.headers, { position: 'Checked by staff' })).json().position).toBe(
      'Checked by staff',
    );
    expect((await call('GET', url, stranger.headers)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(404);
  });

  it('lets the owner mark a live listing filled and unfilled, nothing else', async () => {
    const draft = await createDraft();
    const url = `/api/jobs/${draft.id}`;
    const refused = await call('PATCH', url, owner.headers, { status: 'approved' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({
      propertyPath: 'status',
      message: POSTING_FLOW_MESSAGES.statusNotAllowed,
    });
    await t.db.update(jobs).set({ status: 'approved', dateAdded: new Date() }).where(eq(jobs.id, draft.id));
    expect((await call('PATCH', url, owner.headers, { status: 'filled' })).json().status).toBe('filled');
    expect((await call('PATCH', url, owner.headers, { status: 'approved' })).json().status).toBe('approved');
    expect((await call('PATCH', url, owner.headers, { status: 'refunded' })).statusCode).toBe(422);
    expect((await call('PATCH', url, staff.headers, { status: 'filled' })).json().status).toBe('filled');
  });

  it('applies edits of a live listing at once and logs what they replaced for staff', async () => {
    const draft = await createDraft();
    await t.db.update(jobs).set({ status: 'approved', dateAdded: new Date() }).where(eq(jobs.id, draft.id));
    const res = await call('PATCH', `/api/jobs/${draft.id}`, owner.headers, {
      position: 'Head Grower',
      pay_min: 1900,
    });
    expect(res.json()).toMatchObject({ status: 'approved', position: 'Head Grower', pay_min: 1900 });
    expect(await jobRevisionsFor(t.db, draft.id)).toEqual([
      {
        jobStatus: 'approved',
        userId: owner.id,
        previous: { position: 'Vegetable Farm Manager', pay_min: 1800 },
        changed: { position: 'Head Grower', pay_min: 1900 },
      },
    ]);
    await t.db.update(jobs).set({ status: 'expired' }).where(eq(jobs.id, draft.id));
    const expired = await call('PATCH', `/api/jobs/${draft.id}`, owner.headers, { position: 'Again' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toBe(POSTING_FLOW_MESSAGES.notEditable);
  });
});

describe('DELETE /api/jobs/{id}', () => {
  it('soft-deletes for the owner (gone for them, kept for staff); 404 for others, 401 for guests', async () => {
    const draft = await createDraft();
    const url = `/api/jobs/${draft.id}`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, stranger.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url, owner.headers)).statusCode).toBe(204);
    expect((await call('GET', url, owner.headers)).statusCode).toBe(404);
    expect((await call('DELETE', url, owner.headers)).statusCode).toBe(404);
    expect((await call('GET', url, staff.headers)).json().status).toBe('deleted');
    const [row] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, draft.id));
    expect(row).toBeDefined();
  });
});

describe('GET /api/jobs?user=', () => {
  it('lists the caller’s own listings in every status but deleted, with status[] and date_expire filters', async () => {
    const poster = await actor(t.app, t.db);
    const draft = await createDraft(COMPLETE_JOB, poster.headers);
    const live = await createDraft(COMPLETE_JOB, poster.headers);
    const gone = await createDraft(COMPLETE_JOB, poster.headers);
    const expire = new Date('2031-03-10T12:00:00Z');
    await t.db
      .update(jobs)
      .set({ status: 'approved', dateAdded: new Date(), dateExpire: expire })
      .where(eq(jobs.id, live.id));
    await call('DELETE', `/api/jobs/${gone.id}`, poster.headers);
    const list = (path: string, headers: Headers) =>
      call('GET', path, headers).then((r) => r.json().member.map((j: { id: number }) => j.id));
    const iri = `/api/users/${poster.id}`;
    expect(await list(`/api/jobs?user=${iri}`, poster.headers)).toEqual([live.id, draft.id]);
    expect(await list(`/api/jobs?user=${iri}&status[]=draft&status[]=deleted`, poster.headers)).toEqual([
      draft.id,
    ]);
    expect(
      await list(
        `/api/jobs?user=${iri}&date_expire[after]=2031-03-01&date_expire[before]=2031-03-31`,
        poster.headers,
      ),
    ).toEqual([live.id]);
    expect(await list(`/api/jobs?user=${iri}&date_expire[after]=2031-04-01`, poster.headers)).toEqual([]);
    expect(await list(`/api/jobs?user=${poster.id}&pageSize=1`, poster.headers)).toHaveLength(1);
    // Anyone else (and guests) see only what is public: the approved listing.
    expect(await list(`/api/jobs?user=${iri}&status[]=draft`, stranger.headers)).toEqual([live.id]);
    expect(await list(`/api/jobs?user=${iri}`, {})).toEqual([live.id]);
    expect(await list(`/api/jobs?user=${iri}&status[]=deleted`, staff.headers)).toEqual([gone.id]);
  });
});
