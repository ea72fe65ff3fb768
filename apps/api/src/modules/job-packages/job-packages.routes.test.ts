import { jobPackageSchema, userJobPackageSchema } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, caller } from '../../../test/posting-helpers.ts';
import { grantJobPackage } from './job-credits.service.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
});
afterAll(() => t.close());

describe('GET /api/job-packages', () => {
  it('lists the active packages at the demo prices, 3 per page', async () => {
    const body = (await call('GET', '/api/job-packages?status[]=active')).json();
    expect(body.totalItems).toBe(3);
    expect(body.member.map((p: unknown) => jobPackageSchema.parse(p))).toEqual([
      expect.objectContaining({ name: '3 Jobs', jobs_count: 3, job_price: 5000, price: 15000 }),
      expect.objectContaining({ name: '5 Jobs', jobs_count: 5, job_price: 4500, price: 22500 }),
      expect.objectContaining({ name: '10 Jobs', jobs_count: 10, job_price: 4000, price: 40000 }),
    ]);
    // The single listing's row is inactive: staff see it, others never.
    expect((await call('GET', '/api/job-packages?status[]=inactive')).json().totalItems).toBe(0);
    const staff = await actor(t.app, t.db, 'staff');
    const all = (
      await call('GET', '/api/job-packages?status[]=active&status[]=inactive&pageSize=3', staff.headers)
    ).json();
    expect(all.totalItems).toBe(4);
    expect(all.member[0]).toMatchObject({ name: 'Single job', price: 6000, status: 'inactive' });
    expect(all.view.next).toBe(
      '/api/job-packages?status%5B%5D=active&status%5B%5D=inactive&pageSize=3&page=2',
    );
    expect((await call('GET', '/api/job-packages/1')).statusCode).toBe(404);
    expect((await call('GET', '/api/job-packages/2')).json()).toMatchObject({
      '@context': '/api/contexts/JobPackage',
      name: '3 Jobs',
    });
  });
});

describe('GET /api/user-job-packages', () => {
  it('lists only the caller’s own packages, 8 per page, with their package embedded', async () => {
    const owner = await actor(t.app, t.db);
    const other = await actor(t.app, t.db);
    const old = new Date(Date.now() - 400 * 86_400_000);
    const mine = await grantJobPackage(t.db, { userId: owner.id, jobPackageId: 3, jobsUsed: 2 });
    await grantJobPackage(t.db, { userId: owner.id, jobPackageId: 2, now: old });
    await grantJobPackage(t.db, { userId: other.id, jobPackageId: 4 });
    const res = await call('GET', `/api/user-job-packages?user=/api/users/${other.id}`, owner.headers);
    const body = res.json();
    expect(body.totalItems).toBe(2);
    // A user filter that does not parse is ignored as well (api-conventions), not a 400.
    for (const query of [`user[]=/api/users/${other.id}`, 'user[a]=1', 'user=%5B%5D']) {
      const odd = await call('GET', `/api/user-job-packages?${query}`, owner.headers);
      expect(odd.statusCode, query).toBe(200);
      expect(odd.json().totalItems, query).toBe(2);
    }
    const [first, second] = body.member.map((p: unknown) => userJobPackageSchema.parse(p));
    expect(first).toMatchObject({
      '@id': `/api/user-job-packages/${mine.id}`,
      user: `/api/users/${owner.id}`,
      package: { '@id': '/api/job-packages/3', '@type': 'JobPackage', name: '5 Jobs' },
      status: 'active',
      jobs_used_count: 2,
      jobs_remaining_count: 3,
      expired: false,
    });
    expect(Date.parse(first.date_expire) - Date.parse(first.date_added)).toBeGreaterThan(364 * 86_400_000);
    expect(second).toMatchObject({ expired: true });
    expect((await call('GET', `/api/user-job-packages/${mine.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/user-job-packages/${mine.id}`, owner.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/user-job-packages')).statusCode).toBe(401);
    expect((await call('GET', `/api/user-job-packages/${mine.id}`)).statusCode).toBe(401);
  });
});
