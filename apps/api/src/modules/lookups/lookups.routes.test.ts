import { JOB_POST_TYPE_TEXT_FIELDS } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

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
