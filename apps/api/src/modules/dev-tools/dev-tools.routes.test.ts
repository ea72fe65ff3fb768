import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { INVALID_TEXT_MESSAGE } from '../../http/text-check.ts';
import { bearer, signIn } from '../auth/test-session.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('local-mode dev tools', () => {
  it('publish a copy of a job now, and the digest run sends its alert once', async () => {
    const source = await buildJob(t.db, { position: 'Orchard hand', status: 'approved' });
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(token),
      payload: { name: 'Orchards', params: 'keywords=zephyrine' },
    });
    expect(saved.statusCode).toBe(201);

    const copy = await t.app.inject({
      method: 'POST',
      url: `/dev/jobs/${source.id}/copies`,
      payload: { position: 'Zephyrine orchard lead' },
    });
    expect(copy.statusCode).toBe(201);
    const { id, url } = copy.json() as { id: number; url: string };
    expect(id).not.toBe(source.id);
    expect(url).toBe(`/jobs/${id}/${source.slug}`);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({
      position: 'Zephyrine orchard lead',
      status: 'approved',
      companyName: source.companyName,
    });
    expect(row?.dateAdded?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const first = await t.app.inject({ method: 'POST', url: '/dev/job-alerts/run' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ emails: 1, jobs: 1, failed: 0 });
    const second = await t.app.inject({ method: 'POST', url: '/dev/job-alerts/run' });
    expect(second.json()).toMatchObject({ emails: 0 });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.filter((m) => m.template === 'job-alert')).toHaveLength(1);
  });

  it('answers 404 for a job that does not exist', async () => {
    const copy = await t.app.inject({ method: 'POST', url: '/dev/jobs/999999/copies', payload: {} });
    expect(copy.statusCode).toBe(404);
  });

  it('does not exist in production mode', async () => {
    const production = await createTestApp({ config: { mode: 'production', smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      expect((await production.app.inject({ method: 'POST', url: '/dev/job-alerts/run' })).statusCode).toBe(
        404,
      );
      expect((await production.app.inject({ method: 'POST', url: '/dev/jobs/1/copies' })).statusCode).toBe(
        404,
      );
    } finally {
      await production.close();
    }
  });

  it('answer only this machine: the socket address, whatever X-Forwarded-For or trust says', async () => {
    const trusting = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const paths = [
        ['GET', '/dev/mailbox'],
        ['GET', '/dev/mailbox/1'],
        ['POST', '/dev/job-alerts/run'],
        ['POST', '/dev/jobs/1/copies'],
        ['POST', '/dev/jobs/1/expiry'],
      ] as const;
      for (const [method, url] of paths) {
        const remote = await trusting.app.inject({ method, url, remoteAddress: '203.0.113.5', payload: {} });
        expect(remote.statusCode, `${method} ${url}`).toBe(404);
        const claimed = await trusting.app.inject({
          method,
          url,
          remoteAddress: '203.0.113.5',
          headers: { 'x-forwarded-for': '127.0.0.1' },
          payload: {},
        });
        expect(claimed.statusCode, `${method} ${url} via X-Forwarded-For`).toBe(404);
      }
      const here = await trusting.app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
      expect(here.statusCode).toBe(200);
      const mapped = await trusting.app.inject({ url: '/dev/mailbox', remoteAddress: '::ffff:127.0.0.1' });
      expect(mapped.statusCode).toBe(200);
    } finally {
      await trusting.close();
    }
  });

  it('answer ids no row can have with a 404, and never with SQL text', async () => {
    for (const [method, url] of [
      ['GET', '/dev/mailbox/99999999999'],
      ['GET', '/dev/mailbox/2147483648'],
      ['GET', '/dev/mailbox/1e3'],
      ['POST', '/dev/jobs/99999999999/copies'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: {} });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.body).not.toMatch(/select|from "|Failed query/i);
    }
  });

  it('refuse text PostgreSQL cannot store with a 422', async () => {
    const source = await buildJob(t.db);
    const copy = await t.app.inject({
      method: 'POST',
      url: `/dev/jobs/${source.id}/copies`,
      payload: { position: 'Orchard\u0000lead' },
    });
    expect(copy.statusCode).toBe(422);
    expect(copy.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'position', message: INVALID_TEXT_MESSAGE }),
    ]);
  });

  it('run the listing lifecycle now, reminders as of a given time, and refuse a bad time with a 400', async () => {
    const owner = await buildUser(t.db);
    const job = await buildJob(t.db, {
      ownerId: owner.id,
      dateExpire: new Date(Date.now() + 30 * 86_400_000),
    });
    const at = new Date(Date.now() + 29.5 * 86_400_000).toISOString();
    const run = await t.app.inject({
      method: 'POST',
      url: '/dev/listing-lifecycle/run',
      payload: { reminders_at: at },
    });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().reminded).toBeGreaterThanOrEqual(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mails.map((m) => m.subject)).toEqual([`Your listing expires tomorrow: ${job.position}`]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/dev/listing-lifecycle/run',
      payload: { reminders_at: 'soon' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('end a live listing now: expired by the lifecycle run; anything else 404', async () => {
    const job = await buildJob(t.db, { status: 'filled' });
    const other = await buildJob(t.db);
    const ended = await t.app.inject({ method: 'POST', url: `/dev/jobs/${job.id}/expiry` });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ id: job.id, expired: true });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.status).toBe('expired');
    expect(row?.dateExpire?.getTime()).toBeLessThan(Date.now());
    const [untouched] = await t.db.select().from(jobs).where(eq(jobs.id, other.id));
    expect(untouched?.status).toBe('approved');
    const draft = await buildJob(t.db, { status: 'draft', dateAdded: null });
    for (const id of [job.id, draft.id, 99999999999, 0]) {
      const refused = await t.app.inject({ method: 'POST', url: `/dev/jobs/${id}/expiry` });
      expect(refused.statusCode, String(id)).toBe(404);
    }
  });
});
