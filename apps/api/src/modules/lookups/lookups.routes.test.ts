import { JOB_POST_TYPE_TEXT_FIELDS } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { actor, COMPLETE_JOB, caller } from '../../../test/posting-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/job-post-types', () => {
  it('lists the three post types with every hint and label', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/job-post-types' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      '@context': '/api/contexts/JobPostType',
      '@id': '/api/job-post-types',
      totalItems: 3,
    });
    expect(body).not.toHaveProperty('view');
    expect(body.member.map((t: { name: string }) => t.name)).toEqual([
      'job',
      'business for sale',
      'education program',
    ]);
    const job = body.member[0];
    for (const field of JOB_POST_TYPE_TEXT_FIELDS) expect(job[field], field).toEqual(expect.any(String));
    expect(job.price).toBe(6000);
  });

  it('answers one post type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/job-post-types/3' });
    expect(res.json()).toMatchObject({
      '@context': '/api/contexts/JobPostType',
      '@id': '/api/job-post-types/3',
      name: 'education program',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/job-post-types/9' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/job-post-types/{id}', () => {
  it('lets staff change the single listing’s price and the form’s texts, audited; carts charge it', async () => {
    const call = caller(t.app);
    const staff = await actor(t.app, t.db, 'staff');
    const poster = await actor(t.app, t.db);
    const patch = { price: 7500, hint_position: 'What will they do all day?', label_type: '' };

    // Staff only, merge-patch only.
    expect((await call('PATCH', '/api/job-post-types/1', {}, patch)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/job-post-types/1', poster.headers, patch)).statusCode).toBe(403);
    const asJson = await t.app.inject({
      method: 'PATCH',
      url: '/api/job-post-types/1',
      headers: { ...staff.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(patch),
    });
    expect(asJson.statusCode).toBe(415);
    expect((await call('PATCH', '/api/job-post-types/9', staff.headers, patch)).statusCode).toBe(404);

    const res = await call('PATCH', '/api/job-post-types/1', staff.headers, patch);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      '@id': '/api/job-post-types/1',
      name: 'job',
      price: 7500,
      hint_position: 'What will they do all day?',
    });
    // An emptied label is no label (the posting form shows its default).
    expect(res.json()).not.toHaveProperty('label_type');
    expect((await call('GET', '/api/job-post-types/1')).json()).toMatchObject({ price: 7500 });

    // The single listing in a cart costs the new price.
    const created = await call('POST', '/api/jobs', poster.headers, COMPLETE_JOB);
    const jobId = created.json().id as number;
    await call('POST', `/api/jobs/${jobId}/submission`, poster.headers);
    const cart = (await call('POST', '/api/shopping-carts', poster.headers, {})).json();
    expect(cart.items[0]).toMatchObject({ entity_id: jobId, entity_price: 7500 });
    expect(cart.total).toBe(7500);

    // In the audit log, by this staff member, before and after.
    const log = await call('GET', '/api/audit-entries?entity_type=JobPostType&entity_id=1', staff.headers);
    expect(log.json().member[0]).toMatchObject({
      action: 'job_post_type.update',
      actor: `/api/users/${staff.id}`,
      before: { price: 6000 },
      after: { price: 7500 },
    });
    await call('PATCH', '/api/job-post-types/1', staff.headers, { price: 6000 });
  });

  it('refuses bad input with 422 violations on the fields, and the name is not staff’s to change', async () => {
    const call = caller(t.app);
    const staff = await actor(t.app, t.db, 'staff');
    const violations = async (body: unknown) => {
      const res = await call('PATCH', '/api/job-post-types/2', staff.headers, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.headers['content-type']).toContain('application/problem+json');
      return (res.json().violations as { propertyPath: string; message: string }[]).map((v) => [
        v.propertyPath,
        v.message,
      ]);
    };
    expect(await violations({ price: -1 })).toEqual([['price', 'Must be 0 or more']]);
    expect(await violations({ price: 60.5 })).toEqual([['price', 'Must be a whole number of cents']]);
    expect(await violations({ price: null })).toEqual([['price', 'Please enter a price']]);
    expect(await violations({ price: 100_000_001 })).toEqual([['price', 'Must be $1,000,000 or less']]);
    expect(await violations({ hint_city: 'x'.repeat(2001) })).toEqual([
      ['hint_city', 'Must be 2000 or fewer characters long'],
    ]);
    // Unknown keys (the name, the id) change nothing.
    const renamed = await call('PATCH', '/api/job-post-types/2', staff.headers, { name: 'shop', id: 7 });
    expect(renamed.json()).toMatchObject({ id: 2, name: 'business for sale' });
  });
});
