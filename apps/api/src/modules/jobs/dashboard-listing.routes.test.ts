import { DASHBOARD, POSTING_FLOW_MESSAGES } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { actor, caller, type Headers } from '../../../test/posting-helpers.ts';

// The calls the employer dashboard makes (content 7): its page of listings, the expiry alerts,
// Mark as filled / unfilled and delete, as the owner, another user, staff and a guest.
let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const ids = (body: { member: { id: number }[] }) => body.member.map((j) => j.id);

describe('the dashboard’s listing calls', () => {
  it('alerts: approved or filled listings expiring between now and 8 days ahead, 8 at most', async () => {
    const owner = await actor(t.app, t.db);
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);
    const soon = await buildJob(t.db, { ownerId: owner.id, dateExpire: at(3) });
    const filled = await buildJob(t.db, { ownerId: owner.id, status: 'filled', dateExpire: at(7.5) });
    await buildJob(t.db, { ownerId: owner.id, dateExpire: at(9) });
    await buildJob(t.db, { ownerId: owner.id, dateExpire: at(-1) });
    await buildJob(t.db, { ownerId: owner.id, status: 'unapproved', dateExpire: at(2) });
    await buildJob(t.db, { dateExpire: at(2) });
    const query = new URLSearchParams([
      ['user', `/api/users/${owner.id}`],
      ['status[]', 'approved'],
      ['status[]', 'filled'],
      ['date_expire[after]', new Date(now).toISOString()],
      ['date_expire[before]', new Date(now + DASHBOARD.alertWindowDays * DAY).toISOString()],
      ['page', '1'],
      ['pageSize', String(DASHBOARD.alertPageSize)],
    ]);
    const answer = await call('GET', `/api/jobs?${query}`, owner.headers);
    expect(answer.statusCode).toBe(200);
    expect(ids(answer.json()).sort()).toEqual([soon.id, filled.id].sort());
    // The owner's whole list, 4 a page, in every status but deleted.
    const page = await call(
      'GET',
      `/api/jobs?user=${owner.id}&page=1&pageSize=${DASHBOARD.pageSize}`,
      owner.headers,
    );
    expect(page.json().totalItems).toBe(5);
    expect(page.json().member).toHaveLength(4);
  });

  it('filled and unfilled, and delete: the owner’s and staff’s; another user 404, a guest 401', async () => {
    const owner = await actor(t.app, t.db);
    const stranger = await actor(t.app, t.db);
    const staff = await actor(t.app, t.db, 'staff');
    const job = await buildJob(t.db, { ownerId: owner.id });
    const patch = (headers: Headers, status: string) =>
      call('PATCH', `/api/jobs/${job.id}`, headers, { status });
    expect((await patch(stranger.headers, 'filled')).statusCode).toBe(404);
    expect((await patch({}, 'filled')).statusCode).toBe(401);
    expect((await patch(owner.headers, 'filled')).json().status).toBe('filled');
    expect((await patch(staff.headers, 'approved')).json().status).toBe('approved');
    // Only approved <-> filled: a draft or pending listing cannot be marked.
    const draft = await buildJob(t.db, { ownerId: owner.id, status: 'draft' });
    const refused = await call('PATCH', `/api/jobs/${draft.id}`, owner.headers, { status: 'filled' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({
      propertyPath: 'status',
      message: POSTING_FLOW_MESSAGES.statusNotAllowed,
    });
    expect((await call('DELETE', `/api/jobs/${draft.id}`, stranger.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/jobs/${draft.id}`, {})).statusCode).toBe(401);
    expect((await call('DELETE', `/api/jobs/${draft.id}`, owner.headers)).statusCode).toBe(204);
    expect(
      (await call('GET', `/api/jobs?user=${owner.id}`, owner.headers))
        .json()
        .member.map((j: { id: number }) => j.id),
    ).toEqual([job.id]);
  });
});
