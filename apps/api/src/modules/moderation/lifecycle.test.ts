import { MODERATION_MESSAGES } from '@gfj/contracts';
import { and, desc, eq, inArray, like, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { actor, caller } from '../../../test/posting-helpers.ts';
import { auditEntries } from '../audit/audit.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { listingChangeLog } from '../search/search.table.ts';
import { listingLifecycleSchedule } from './lifecycle.schedules.ts';
import { expireListings, reminderDue, sendExpiryReminders } from './lifecycle.service.ts';

const DAY = 86_400_000;
let t: TestApp;
let call: ReturnType<typeof caller>;
let poster: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  poster = await actor(t.app, t.db);
});
afterAll(() => t.close());

const remindersTo = (email: string, jobPosition: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%${jobPosition}`)))
    .orderBy(desc(mailOutbox.id));

describe('expiry', () => {
  it('expires approved and filled listings past date_expire once; they leave search and keep their page', async () => {
    const now = new Date();
    const past = await buildJob(t.db, { ownerId: poster.id, dateExpire: new Date(now.getTime() - 60_000) });
    const filled = await buildJob(t.db, {
      ownerId: poster.id,
      status: 'filled',
      dateExpire: new Date(now.getTime() - 60_000),
    });
    const live = await buildJob(t.db, { ownerId: poster.id, dateExpire: new Date(now.getTime() + DAY) });
    // The guests' list of approved jobs still has it until the expiry runs (search already hides it).
    const listed = async () =>
      (await call('GET', '/api/jobs?pageSize=100')).json().member.map((m: { id: number }) => m.id);
    expect(await listed()).toContain(past.id);

    const first = await expireListings(t.db, now);
    expect(first).toEqual(expect.arrayContaining([past.id, filled.id]));
    expect(first).not.toContain(live.id);
    // A second run (another process, a restart) finds nothing left to do.
    expect(await expireListings(t.db, now)).toEqual([]);

    expect(await listed()).not.toContain(past.id);
    const page = await call('GET', `/api/jobs/${past.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().status).toBe('expired');
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, filled.id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: null, action: 'job.expire', before: { status: 'filled' } }),
    ]);
  });
  it('works through a backlog in short batches, each audited in one statement, none twice', async () => {
    const now = new Date();
    // Ended before the other test's jobs, so these come first in id order and fill whole batches.
    const due = await Promise.all(
      Array.from({ length: 5 }, () =>
        buildJob(t.db, { ownerId: poster.id, dateExpire: new Date(now.getTime() - 120_000) }),
      ),
    );
    const ids = due.map((job) => job.id).sort((a, b) => a - b);
    const lastChange = async () =>
      Number((await t.db.select({ at: max(listingChangeLog.seq) }).from(listingChangeLog))[0]?.at ?? 0);
    const before = await lastChange();

    expect(await expireListings(t.db, now, 2)).toEqual(ids);
    // Three transactions (2 + 2 + 1), each one change for every process to apply.
    expect((await lastChange()) - before).toBe(3);
    const audit = await t.db
      .select({ entityId: auditEntries.entityId })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'job.expire'), inArray(auditEntries.entityId, ids)));
    expect(audit.map((a) => a.entityId).sort((a, b) => a - b)).toEqual(ids);
  });
});

describe('expiry reminders', () => {
  it('picks the reminder due: 8 days, then 1 day before', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    expect(reminderDue(at(9), now)).toBeUndefined();
    expect(reminderDue(at(8), now)).toBe(8);
    expect(reminderDue(at(2), now)).toBe(8);
    expect(reminderDue(at(1), now)).toBe(1);
    expect(reminderDue(at(0.1), now)).toBe(1);
    expect(reminderDue(at(-0.1), now)).toBeUndefined();
  });

  it('sends the 8-day and the 1-day reminder once each, however often it runs', async () => {
    const now = new Date();
    const job = await buildJob(t.db, {
      ownerId: poster.id,
      dateExpire: new Date(now.getTime() + 7.5 * DAY),
    });
    await sendExpiryReminders(t.app, now);
    await sendExpiryReminders(t.app, now);
    let mails = await remindersTo(poster.email, job.position);
    expect(mails.map((m) => m.subject)).toEqual([`Your listing expires in 8 days: ${job.position}`]);
    expect(mails[0]?.text).toMatch(/\/mark-filled\?token=[A-Za-z0-9_-]+/);
    expect(mails[0]?.html).toContain('Mark as filled');
    // Post again (decision 061): where an ended listing comes back as a new draft.
    expect(mails[0]?.text).toContain(
      'Still looking once it ends? Post it again from your listings: it comes back as a new draft to check and submit. http://',
    );
    expect(mails[0]?.text).toMatch(/\/account\/posters\n$/);

    // A week later: the 1-day reminder, once.
    const later = new Date(now.getTime() + 6.8 * DAY);
    await sendExpiryReminders(t.app, later);
    await sendExpiryReminders(t.app, later);
    mails = await remindersTo(poster.email, job.position);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your listing expires tomorrow: ${job.position}`,
      `Your listing expires in 8 days: ${job.position}`,
    ]);
  });

  it('runs as a schedule: expiry and reminders twice without acting twice', async () => {
    const soon = await buildJob(t.db, { ownerId: poster.id, dateExpire: new Date(Date.now() + 0.5 * DAY) });
    const gone = await buildJob(t.db, { ownerId: poster.id, dateExpire: new Date(Date.now() - 1000) });
    await listingLifecycleSchedule.run(t.app);
    await listingLifecycleSchedule.run(t.app);
    expect(await remindersTo(poster.email, soon.position)).toHaveLength(1);
    const expiries = await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, gone.id));
    expect(expiries.map((e) => e.action)).toEqual(['job.expire']);
  });

  it('the mark-as-filled link works once, then says it was used', async () => {
    const job = await buildJob(t.db, { ownerId: poster.id, dateExpire: new Date(Date.now() + 0.5 * DAY) });
    await sendExpiryReminders(t.app);
    const [mail] = await remindersTo(poster.email, job.position);
    const token = decodeURIComponent(mail?.text.match(/mark-filled\?token=([A-Za-z0-9_%-]+)/)?.[1] ?? '');
    expect(token).not.toBe('');

    const bad = await call('POST', '/api/job-fill-confirmations', {}, { token: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe(MODERATION_MESSAGES.fillLinkInvalid);

    const res = await call('POST', '/api/job-fill-confirmations', {}, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      job: `/api/jobs/${job.id}`,
      status: 'filled',
      message: MODERATION_MESSAGES.markedFilled,
    });
    expect((await call('GET', `/api/jobs/${job.id}`)).json().status).toBe('filled');
    const again = await call('POST', '/api/job-fill-confirmations', {}, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MODERATION_MESSAGES.fillLinkUsed);
  });
});
