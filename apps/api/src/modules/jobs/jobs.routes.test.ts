import { JOB_STATUSES, jobSchema } from '@gfj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, signIn } from '../auth/test-session.ts';
import { jobs } from './jobs.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/jobs/{id}', () => {
  it('answers an approved job with every field of the Job schema', async () => {
    const job = await buildJob(t.db, {
      position: 'Farm Manager',
      deadline: '2020-01-01',
      description: '<p>Lead a team of <em>six</em> growers.</p>',
      companyWebsite: null,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    const body = res.json();
    expect(jobSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      '@context': '/api/contexts/Job',
      '@id': `/api/jobs/${job.id}`,
      '@type': 'Job',
      id: job.id,
      post_type: { '@id': '/api/job-post-types/1', '@type': 'JobPostType', id: 1, name: 'job' },
      position: 'Farm Manager',
      slug: 'farm-manager',
      item_url: `/jobs/${job.id}/farm-manager`,
      location_name: 'Ithaca, NY',
      type: 'Full-Time',
      categories: [{ id: 1, name: 'Agriculture' }],
      compensation_types: [{ id: 4, name: 'hourly' }],
      compensation_range: { id: 13, name: '$20/hr +' },
      description_preview: 'Lead a team of six growers.',
      past_deadline: true,
      current_user_is_follower: false,
    });
    expect(body).not.toHaveProperty('company_website');
    expect(body.date_added).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });

  it.each([
    ['approved', 200],
    ['filled', 200],
    ['expired', 200],
    ['draft', 404],
    ['unapproved', 404],
    ['deleted', 404],
    ['refunded', 404],
  ] as const)('a %s job answers %i to a guest', async (status, code) => {
    const job = await buildJob(t.db, { status });
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(res.statusCode).toBe(code);
    if (code === 404) expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  });

  it('lets the owner and staff see a draft; other users get 404', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const staff = await buildUser(t.db, { role: 'staff' });
    const draft = await buildJob(t.db, { status: 'draft', ownerId: owner.id, dateAdded: null });
    const deleted = await buildJob(t.db, { status: 'deleted', ownerId: owner.id });
    const url = `/api/jobs/${draft.id}`;
    const asOwner = bearer((await signIn(t.app, owner.email, DEFAULT_TEST_PASSWORD)).token);
    const asStranger = bearer((await signIn(t.app, stranger.email, DEFAULT_TEST_PASSWORD)).token);
    const asStaff = bearer((await signIn(t.app, staff.email, DEFAULT_TEST_PASSWORD)).token);
    expect((await t.app.inject({ method: 'GET', url, headers: asOwner })).json().status).toBe('draft');
    expect((await t.app.inject({ method: 'GET', url, headers: asStaff })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: asStranger })).statusCode).toBe(404);
    const deletedUrl = `/api/jobs/${deleted.id}`;
    expect((await t.app.inject({ method: 'GET', url: deletedUrl, headers: asOwner })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: deletedUrl, headers: asStaff })).statusCode).toBe(200);
  });

  it('shows the contact and apply emails to the poster and staff only; others learn only that the site takes applications', async () => {
    const owner = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const staff = await buildUser(t.db, { role: 'staff' });
    const token = 'zqprivatemail';
    const job = await buildJob(t.db, {
      ownerId: owner.id,
      position: `Orchard Lead ${token}`,
      companyEmail: 'owner@orchard.example',
      howToApplyEmail: 'apply@orchard.example',
    });
    const url = `/api/jobs/${job.id}`;
    const headersOf = async (email: string) =>
      bearer((await signIn(t.app, email, DEFAULT_TEST_PASSWORD)).token);
    for (const headers of [{}, await headersOf(stranger.email)]) {
      const answers = [
        (await t.app.inject({ method: 'GET', url, headers })).body,
        (await t.app.inject({ method: 'GET', url: `/api/jobs?pageSize=100`, headers })).body,
        (await t.app.inject({ method: 'GET', url: `/api/jobs/search?keywords=${token}`, headers })).body,
      ];
      for (const body of answers) {
        expect(body).toContain(`/api/jobs/${job.id}`);
        expect(body).not.toContain('@orchard.example');
      }
      expect(JSON.parse(answers[0] ?? '{}')).toMatchObject({ apply_on_site: true });
    }
    for (const headers of [await headersOf(owner.email), await headersOf(staff.email)]) {
      expect((await t.app.inject({ method: 'GET', url, headers })).json()).toMatchObject({
        company_email: 'owner@orchard.example',
        how_to_apply_email: 'apply@orchard.example',
        apply_on_site: true,
      });
    }
    const noEmail = await buildJob(t.db, { howToApplyEmail: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${noEmail.id}` })).json().apply_on_site).toBe(
      false,
    );
  });

  it('404 for an unknown or malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/abc' })).statusCode).toBe(404);
  });

  it('names remote and foreign locations', async () => {
    const remote = await buildJob(t.db, {
      workRemote: true,
      workLocation: 'anywhere',
      city: null,
      state: null,
      zipCode: null,
    });
    const lyon = await buildJob(t.db, {
      city: 'Lyon',
      state: null,
      zipCode: null,
      country: 'FR',
      workLocation: 'international',
    });
    const remoteBody = (await t.app.inject({ method: 'GET', url: `/api/jobs/${remote.id}` })).json();
    const lyonBody = (await t.app.inject({ method: 'GET', url: `/api/jobs/${lyon.id}` })).json();
    expect(remoteBody.location_name).toBe('Remote');
    expect(lyonBody.location_name).toBe('Lyon, France');
    expect(lyon.latitude).toBeNull();
  });
});

describe('GET /api/jobs', () => {
  it('lists approved jobs only, newest first, and ignores status[] for guests', async () => {
    await t.db.delete(jobs);
    const old = await buildJob(t.db, { dateAdded: new Date('2026-01-01T00:00:00Z') });
    const recent = await buildJob(t.db, { dateAdded: new Date('2026-02-01T00:00:00Z') });
    for (const status of JOB_STATUSES.filter((s) => s !== 'approved')) await buildJob(t.db, { status });
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs?status[]=draft' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBe(2);
    expect(body.member.map((j: { id: number }) => j.id)).toEqual([recent.id, old.id]);
    expect(body.member[0]).not.toHaveProperty('@context');
    expect(body.view).toEqual({ '@id': '/api/jobs?status%5B%5D=draft', '@type': 'PartialCollectionView' });

    const asc = (await t.app.inject({ method: 'GET', url: '/api/jobs?order[date_added]=asc' })).json();
    expect(asc.member.map((j: { id: number }) => j.id)).toEqual([old.id, recent.id]);
    const ignored = await t.app.inject({ method: 'GET', url: '/api/jobs?order[date_added]=sideways' });
    expect(ignored.statusCode).toBe(200);
  });

  it('honours status[] for staff only', async () => {
    await t.db.delete(jobs);
    await buildJob(t.db);
    const draft = await buildJob(t.db, { status: 'draft' });
    const staff = await buildUser(t.db, { role: 'staff' });
    const headers = bearer((await signIn(t.app, staff.email, DEFAULT_TEST_PASSWORD)).token);
    const body = (await t.app.inject({ method: 'GET', url: '/api/jobs?status[]=draft', headers })).json();
    expect(body.member.map((j: { id: number }) => j.id)).toEqual([draft.id]);
  });

  it('paginates with the Hydra view and rejects page < 1', async () => {
    await t.db.delete(jobs);
    for (let i = 0; i < 5; i += 1) await buildJob(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs?pageSize=2&page=2' });
    const body = res.json();
    expect(body['@id']).toBe('/api/jobs');
    expect(body.totalItems).toBe(5);
    expect(body.member).toHaveLength(2);
    expect(body.view).toEqual({
      '@id': '/api/jobs?pageSize=2&page=2',
      '@type': 'PartialCollectionView',
      first: '/api/jobs?pageSize=2&page=1',
      last: '/api/jobs?pageSize=2&page=3',
      previous: '/api/jobs?pageSize=2&page=1',
      next: '/api/jobs?pageSize=2&page=3',
    });
    const single = (await t.app.inject({ method: 'GET', url: '/api/jobs' })).json();
    expect(single).not.toHaveProperty('view');
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(bad.json()).toMatchObject({
      '@type': 'Error',
      status: 400,
      detail: 'Page should not be less than 1',
    });
  });
});
