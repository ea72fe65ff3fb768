import { jobSchema } from '@gfj/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { presentJob } from '../jobs/jobs.presenter.ts';
import { findJobsInOrder } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import { createListingChanges } from './listing-changes.ts';
import { createPresentedJobs } from './search.members.ts';

let t: TestApp;
let jobs: JobRow[];
beforeAll(async () => {
  t = await createTestApp();
  changes = createListingChanges(t.db);
  jobs = [
    await buildJob(t.db, { position: 'Orchard Lead' }),
    await buildJob(t.db, { position: 'Line Cook', deadline: '2026-11-25' }),
    await buildJob(t.db, { position: 'Cheesemaker' }),
  ];
});
afterAll(() => t?.close());

let changes: ReturnType<typeof createListingChanges>;
const listing = async () => (await changes.current()).listing;
const bumpViews = (id: number) =>
  t.db.execute(sql`UPDATE jobs SET counter_view = counter_view + 1 WHERE id = ${id}`);
const idsOf = (list: JobRow[]) => list.map((j) => j.id);

describe('createPresentedJobs', () => {
  it('presents the jobs in the order asked, leaves out unknown ids, and gives their JSON', async () => {
    const presented = createPresentedJobs(t.db, 60, changes);
    const [a, b, c] = jobs as [JobRow, JobRow, JobRow];
    const now = new Date();
    const page = await presented.page([c.id, 2147483000, a.id, b.id], await listing(), now);
    expect(page.member.map((job) => job.id)).toEqual([c.id, a.id, b.id]);
    const rows = await findJobsInOrder(t.db, [c.id, a.id, b.id]);
    const expected = rows.map((row) => jobSchema.parse(presentJob(row, { now, isFollower: false })));
    expect(JSON.parse(Buffer.concat(page.json).toString())).toEqual(expected);
    expect(page.member).toEqual(expected);

    const empty = await presented.page([], await listing(), now);
    expect(empty.member).toEqual([]);
    expect(Buffer.concat(empty.json).toString()).toBe('[]');
  });

  it('reuses a presented job until it changes or the site day moves, whatever other jobs do', async () => {
    const presented = createPresentedJobs(t.db, 60, changes);
    const [a] = jobs as [JobRow];
    const now = new Date('2026-11-24T15:00:00Z');
    const first = await presented.page([a.id], await listing(), now);
    // A view counter moves no version: the kept presentation (bounded by the time to live) stays.
    await bumpViews(a.id);
    const again = await presented.page([a.id], await listing(), now);
    expect(again.member[0]?.counter_view).toBe(first.member[0]?.counter_view);

    // Another site day presents again (past_deadline follows the day).
    const nextDay = await presented.page([a.id], await listing(), new Date('2026-11-25T15:00:00Z'));
    expect(nextDay.member[0]?.counter_view).toBe((first.member[0]?.counter_view ?? 0) + 1);

    // Another job changing moves the listing version, but the change log says which job changed.
    await bumpViews(a.id);
    const before = await listing();
    await buildJob(t.db, { position: 'Beekeeper' });
    expect(await listing()).toBeGreaterThan(before);
    const afterOther = await presented.page([a.id], await listing(), new Date('2026-11-25T15:00:00Z'));
    expect(afterOther.member[0]?.counter_view).toBe((first.member[0]?.counter_view ?? 0) + 1);

    // Its own change presents it again.
    await t.db.execute(sql`UPDATE jobs SET position = 'Orchard Lead (seasonal)' WHERE id = ${a.id}`);
    const afterOwn = await presented.page([a.id], await listing(), new Date('2026-11-25T15:00:00Z'));
    expect(afterOwn.member[0]?.position).toBe('Orchard Lead (seasonal)');
    expect(afterOwn.member[0]?.counter_view).toBe((first.member[0]?.counter_view ?? 0) + 2);
  });

  it('shows past_deadline as of the day asked', async () => {
    const presented = createPresentedJobs(t.db, 60, changes);
    const [, cook] = jobs as [JobRow, JobRow];
    const version = await listing();
    const before = await presented.page([cook.id], version, new Date('2026-11-25T12:00:00Z'));
    const after = await presented.page([cook.id], version, new Date('2026-11-26T12:00:00Z'));
    expect([before.member[0]?.past_deadline, after.member[0]?.past_deadline]).toEqual([false, true]);
  });

  it('keeps nothing when turned off, or past the time to live', async () => {
    const [, , c] = jobs as [JobRow, JobRow, JobRow];
    const now = new Date();
    const off = createPresentedJobs(t.db, 0, changes);
    const first = await off.page(idsOf([c]), await listing(), now);
    await bumpViews(c.id);
    const second = await off.page(idsOf([c]), await listing(), now);
    expect(second.member[0]?.counter_view).toBe((first.member[0]?.counter_view ?? 0) + 1);

    const shortLived = createPresentedJobs(t.db, 0.05, changes);
    const kept = await shortLived.page(idsOf([c]), await listing(), now);
    await bumpViews(c.id);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const expired = await shortLived.page(idsOf([c]), await listing(), now);
    expect(expired.member[0]?.counter_view).toBe((kept.member[0]?.counter_view ?? 0) + 1);
  });
});
