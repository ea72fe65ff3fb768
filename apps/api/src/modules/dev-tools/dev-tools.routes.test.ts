import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
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
});
