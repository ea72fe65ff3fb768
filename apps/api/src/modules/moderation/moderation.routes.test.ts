import { auditEntrySchema, jobSchema, MODERATION_MESSAGES, POSTING_FLOW_MESSAGES } from '@gfj/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { actor, caller } from '../../../test/posting-helpers.ts';
import { auditEntries } from '../audit/audit.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Awaited<ReturnType<typeof actor>>;
let poster: Awaited<ReturnType<typeof actor>>;
let other: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = await actor(t.app, t.db, 'staff');
  poster = await actor(t.app, t.db);
  other = await actor(t.app, t.db);
});
afterAll(() => t.close());

const pending = () =>
  buildJob(t.db, { ownerId: poster.id, status: 'unapproved', dateAdded: null, submittedAt: new Date() });

async function lastMail(to: string) {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

async function auditFor(jobId: number) {
  return t.db.select().from(auditEntries).where(eq(auditEntries.entityId, jobId)).orderBy(auditEntries.id);
}

const patch = (id: number, headers: Record<string, string>, body: unknown) =>
  call('PATCH', `/api/jobs/${id}`, headers, body);

describe('approve: PATCH /api/jobs/{id} {"status": "approved"}', () => {
  it('staff: live now for 30 days, in search at once, the poster mailed, the audit log written', async () => {
    const job = await pending();
    const before = Date.now();
    const res = await patch(job.id, staff.headers, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const body = jobSchema.parse(res.json());
    expect(body.status).toBe('approved');
    const added = Date.parse(body.date_added ?? '');
    expect(added).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(body.date_expire ?? '') - added).toBe(30 * 86_400_000);

    const search = await call('GET', `/api/jobs/search?keywords=${encodeURIComponent(job.position)}`);
    expect(search.json().member.map((m: { id: number }) => m.id)).toContain(job.id);
    const guestView = await call('GET', `/api/jobs/${job.id}`);
    expect(guestView.statusCode).toBe(200);

    const mail = await lastMail(poster.email);
    expect(mail?.subject).toBe(`Your listing is live: ${job.position}`);
    expect(mail?.text).toContain(`/jobs/${job.id}/${job.slug}`);
    expect(mail?.html).toContain('is approved and live');

    const [entry] = await auditFor(job.id);
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'job.approve',
      entityType: 'Job',
      before: { status: 'unapproved', date_added: null },
      after: { status: 'approved' },
    });
  });

  it('the owner gets 403, another user 404, a guest 401; nothing changes', async () => {
    const job = await pending();
    expect((await patch(job.id, poster.headers, { status: 'approved' })).statusCode).toBe(403);
    expect((await patch(job.id, other.headers, { status: 'approved' })).statusCode).toBe(404);
    expect((await patch(job.id, {}, { status: 'approved' })).statusCode).toBe(401);
    const res = await call('GET', `/api/jobs/${job.id}`, poster.headers);
    expect(res.json().status).toBe('unapproved');
    expect(await auditFor(job.id)).toEqual([]);
  });

  it('refuses a listing that is not pending (422) ', async () => {
    const draft = await buildJob(t.db, { ownerId: poster.id, status: 'draft', dateAdded: null });
    const res = await patch(draft.id, staff.headers, { status: 'approved' });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0]).toMatchObject({
      propertyPath: 'status',
      message: POSTING_FLOW_MESSAGES.statusNotAllowed,
    });
  });
});

describe('return to draft: {"status": "draft", "moderation_reason": "..."}', () => {
  it('without a reason (or a blank one): 422 with the message, nothing changes', async () => {
    const job = await pending();
    for (const body of [{ status: 'draft' }, { status: 'draft', moderation_reason: '   ' }]) {
      const res = await patch(job.id, staff.headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().violations).toEqual([
        expect.objectContaining({
          propertyPath: 'moderation_reason',
          message: MODERATION_MESSAGES.reasonRequired,
        }),
      ]);
    }
    expect((await call('GET', `/api/jobs/${job.id}`, staff.headers)).json().status).toBe('unapproved');
  });

  it('staff: a draft again, the poster mailed the reason with a link to edit it, audited', async () => {
    const job = await pending();
    const reason = 'Please add the pay for this position.';
    const res = await patch(job.id, staff.headers, { status: 'draft', moderation_reason: reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'draft', moderation_reason: reason });
    // The poster sees the reason on their draft; a guest does not see the draft at all.
    expect((await call('GET', `/api/jobs/${job.id}`, poster.headers)).json().moderation_reason).toBe(reason);
    expect((await call('GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);

    const mail = await lastMail(poster.email);
    expect(mail?.subject).toBe(`Your listing needs a change: ${job.position}`);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`/post/${job.id}`);
    expect(mail?.html).toContain(reason);
    const [entry] = await auditFor(job.id);
    expect(entry).toMatchObject({
      actorId: staff.id,
      action: 'job.return_to_draft',
      after: { status: 'draft', moderation_reason: reason },
    });
  });

  it('the owner 403, another user 404, a guest 401', async () => {
    const job = await pending();
    const body = { status: 'draft', moderation_reason: 'x' };
    expect((await patch(job.id, poster.headers, body)).statusCode).toBe(403);
    expect((await patch(job.id, other.headers, body)).statusCode).toBe(404);
    expect((await patch(job.id, {}, body)).statusCode).toBe(401);
  });
});

describe('highlight: {"highlighted": true|false}', () => {
  it('staff only; drives highlighted_popular; audited', async () => {
    const job = await buildJob(t.db, { ownerId: poster.id });
    expect((await patch(job.id, poster.headers, { highlighted: true })).statusCode).toBe(403);
    expect((await patch(job.id, other.headers, { highlighted: true })).statusCode).toBe(404);
    expect((await patch(job.id, {}, { highlighted: true })).statusCode).toBe(401);
    const res = await patch(job.id, staff.headers, { highlighted: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().highlighted).toBe(true);
    const search = await call('GET', '/api/jobs/search?sort=highlighted_popular&pageSize=1');
    expect(search.json().member[0].id).toBe(job.id);
    expect((await patch(job.id, staff.headers, { highlighted: false })).json().highlighted).toBe(false);
    expect((await auditFor(job.id)).map((e) => e.action)).toEqual(['job.highlight', 'job.unhighlight']);
    expect((await patch(job.id, staff.headers, { highlighted: 'yes' })).statusCode).toBe(422);
  });

  it('refuses moderation mixed with field edits', async () => {
    const job = await buildJob(t.db, { ownerId: poster.id });
    const res = await patch(job.id, staff.headers, { highlighted: true, position: 'Other' });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations[0].message).toBe(MODERATION_MESSAGES.fieldsApart);
  });
});

describe('GET /api/audit-entries', () => {
  it('staff only: guests 401, users 403', async () => {
    expect((await call('GET', '/api/audit-entries')).statusCode).toBe(401);
    expect((await call('GET', '/api/audit-entries', poster.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit-entries/1', poster.headers)).statusCode).toBe(403);
  });

  it('a Hydra collection, newest first, filterable by entity', async () => {
    const job = await pending();
    await patch(job.id, staff.headers, { status: 'approved' });
    const res = await call('GET', `/api/audit-entries?entity_type=Job&entity_id=${job.id}`, staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body['@type']).toBe('Collection');
    expect(body.totalItems).toBe(1);
    const entry = auditEntrySchema.parse(body.member[0]);
    expect(entry).toMatchObject({
      actor: `/api/users/${staff.id}`,
      actor_email: staff.email,
      action: 'job.approve',
      entity: `/api/jobs/${job.id}`,
    });
    const one = await call('GET', entry['@id'], staff.headers);
    expect(one.json()).toMatchObject({ '@context': '/api/contexts/AuditEntry', id: entry.id });
    const all = (await call('GET', '/api/audit-entries', staff.headers)).json().member as { id: number }[];
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
  });

  it('is described in the Hydra documentation', async () => {
    const docs = (await call('GET', '/api/docs.jsonld')).body;
    expect(docs).toContain('AuditEntry');
    const entrypoint = (await call('GET', '/api')).json();
    expect(JSON.stringify(entrypoint)).toContain('/api/audit-entries');
  });
});

describe('the back office’s listing filters (GET /api/jobs, staff)', () => {
  it('the moderation queue: pending listings, oldest submission first, any case of asc', async () => {
    const owner = await actor(t.app, t.db);
    const older = await buildJob(t.db, {
      ownerId: owner.id,
      status: 'unapproved',
      dateAdded: null,
      submittedAt: new Date(Date.now() - 3 * 3600_000),
    });
    const newer = await buildJob(t.db, {
      ownerId: owner.id,
      status: 'unapproved',
      dateAdded: null,
      submittedAt: new Date(Date.now() - 3600_000),
    });
    const res = await call(
      'GET',
      `/api/jobs?status=unapproved&user=/api/users/${owner.id}&order[submitted_at]=ASC`,
      staff.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const members = res.json().member as { id: number; submitted_at?: string }[];
    expect(members.map((m) => m.id)).toEqual([older.id, newer.id]);
    expect(members[0]?.submitted_at).toBeDefined();
    // Guests never see pending listings, nor when they were submitted.
    const guest = (await call('GET', `/api/jobs?status=unapproved&user=${owner.id}`)).json();
    expect(guest.member.map((m: { id: number }) => m.id)).not.toContain(older.id);
  });

  it('filters by post type and publication date', async () => {
    const owner = await actor(t.app, t.db);
    const sale = await buildJob(t.db, {
      ownerId: owner.id,
      postTypeId: 2,
      dateAdded: new Date('2026-01-15T12:00:00Z'),
    });
    const job = await buildJob(t.db, { ownerId: owner.id, dateAdded: new Date('2026-03-15T12:00:00Z') });
    const ids = async (query: string) =>
      (await call('GET', `/api/jobs?user=${owner.id}&${query}`, staff.headers))
        .json()
        .member.map((m: { id: number }) => m.id);
    expect(await ids('post_type=/api/job-post-types/2')).toEqual([sale.id]);
    expect(await ids('date_added[after]=2026-02-01')).toEqual([job.id]);
    expect(await ids('date_added[before]=2026-02-01')).toEqual([sale.id]);
  });
});
