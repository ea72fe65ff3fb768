import { MODERATION_MESSAGES } from '@gfj/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { actor, COMPLETE_JOB, caller } from '../../../test/posting-helpers.ts';
import { auditEntries } from '../audit/audit.table.ts';
import { ACCOUNT_BLOCKED } from '../auth/auth.service.ts';
import { REFRESH_COOKIE } from '../auth/session.service.ts';
import { bearer, signIn } from '../auth/test-session.ts';
import { grantJobPackage } from '../job-packages/job-credits.service.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Awaited<ReturnType<typeof actor>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = await actor(t.app, t.db, 'staff');
});
afterAll(() => t.close());

describe('staff on users', () => {
  it('search by email or name, and by role (staff only)', async () => {
    const user = await buildUser(t.db, { username: 'Zinnia Grower', email: 'zinnia@farm.example' });
    for (const q of ['zinnia@', 'nnia gro']) {
      const res = await call('GET', `/api/users?q=${encodeURIComponent(q)}`, staff.headers);
      expect(res.json().member.map((m: { id: number }) => m.id)).toEqual([user.id]);
    }
    const staffOnly = (await call('GET', '/api/users?role=staff', staff.headers)).json().member;
    expect(staffOnly.every((m: { is_staff: boolean }) => m.is_staff)).toBe(true);
    const me = await actor(t.app, t.db);
    expect((await call('GET', '/api/users?q=zinnia', me.headers)).statusCode).toBe(403);
  });

  it('only staff send role, is_confirmed, is_blocked, is_trusted', async () => {
    const me = await actor(t.app, t.db);
    for (const body of [{ role: 'staff' }, { is_trusted: true }, { is_blocked: false }]) {
      const res = await call('PATCH', `/api/users/${me.id}`, me.headers, body);
      expect(res.statusCode).toBe(403);
    }
    expect((await call('PATCH', `/api/users/${me.id}`, {}, { role: 'staff' })).statusCode).toBe(401);
    const self = await call('PATCH', `/api/users/${staff.id}`, staff.headers, { is_blocked: true });
    expect(self.statusCode).toBe(422);
    expect(self.json().violations[0].message).toBe(MODERATION_MESSAGES.cannotChangeSelf);
  });

  it('confirms a user and changes a role, audited', async () => {
    const user = await buildUser(t.db, { isConfirmed: false, confirmedAt: null });
    const res = await call('PATCH', `/api/users/${user.id}`, staff.headers, {
      is_confirmed: true,
      role: 'staff',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_confirmed: true, is_staff: true });
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, user.id));
    expect(
      audit
        .filter((e) => e.entityType === 'User')
        .map((e) => e.action)
        .sort(),
    ).toEqual(['user.confirm', 'user.role']);
  });

  it('blocking ends the sessions at once and refuses sign-in; unblocking lets them back', async () => {
    const user = await buildUser(t.db);
    const session = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    expect((await call('GET', `/api/users/${user.id}`, bearer(session.token))).statusCode).toBe(200);

    const res = await call('PATCH', `/api/users/${user.id}`, staff.headers, { is_blocked: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().is_blocked).toBe(true);
    expect((await call('GET', `/api/users/${user.id}`, bearer(session.token))).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refresh_token: session.cookies[REFRESH_COOKIE] },
    });
    expect(refresh.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/check',
      payload: { email: user.email, password: DEFAULT_TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message ?? login.json().detail).toBe(ACCOUNT_BLOCKED);

    await call('PATCH', `/api/users/${user.id}`, staff.headers, { is_blocked: false });
    await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const actions = (await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, user.id)))
      .filter((e) => e.entityType === 'User')
      .map((e) => e.action);
    expect(actions).toEqual(['user.block', 'user.unblock']);
  });

  it('a trusted poster’s submitted listing is approved at once', async () => {
    const poster = await actor(t.app, t.db);
    await call('PATCH', `/api/users/${poster.id}`, staff.headers, { is_trusted: true });
    await grantJobPackage(t.db, { userId: poster.id, jobPackageId: 2 });
    const created = await call('POST', '/api/jobs', poster.headers, COMPLETE_JOB);
    const id = created.json().id;
    const res = await call('POST', `/api/jobs/${id}/submission`, poster.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('approved');
    const job = (await call('GET', `/api/jobs/${id}`)).json();
    expect(job.status).toBe('approved');
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, id));
    expect(audit.filter((e) => e.entityType === 'Job').map((e) => [e.action, e.actorId])).toEqual([
      ['job.auto_approve', null],
    ]);
  });
});
