import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, signIn } from '../auth/test-session.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { savedSearches } from '../saved-searches/saved-searches.table.ts';
import { users } from '../users/users.table.ts';
import { runJobAlertDigest } from './job-alerts.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;

async function seekerWithSearch(name: string, params: string, lastDigestAt: Date) {
  const user = await buildUser(t.db);
  const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(token),
    payload: { name, params },
  });
  expect(created.statusCode).toBe(201);
  const id: number = created.json().id;
  await t.db.update(savedSearches).set({ lastDigestAt }).where(eq(savedSearches.id, id));
  return { user, id, headers: bearer(token) };
}

function alertsTo(email: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'job-alert')))
    .orderBy(mailOutbox.id);
}

describe('runJobAlertDigest', () => {
  it('sends no alert to an address its owner has not confirmed', async () => {
    const base = new Date(Date.now() - 48 * HOUR);
    const { user } = await seekerWithSearch('Unconfirmed', 'keywords=salsify', base);
    await buildJob(t.db, { position: 'Salsify Planter', dateAdded: new Date(base.getTime() + HOUR) });
    await t.db.update(users).set({ isConfirmed: false }).where(eq(users.id, user.id));
    await runJobAlertDigest(t.app, new Date());
    expect(await alertsTo(user.email)).toHaveLength(0);

    await t.db.update(users).set({ isConfirmed: true }).where(eq(users.id, user.id));
    await runJobAlertDigest(t.app, new Date());
    const mails = await alertsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Salsify Planter');
  });

  it('mails the new matching jobs once, never repeats a job, and sends nothing when nothing matches', async () => {
    const base = new Date(Date.now() - 48 * HOUR);
    const { user, id } = await seekerWithSearch('Kohlrabi work', 'keywords=kohlrabi', base);
    const quiet = await seekerWithSearch('Nothing here', 'keywords=zyzzogeton', base);
    const paused = await seekerWithSearch('Paused', 'keywords=kohlrabi', base);
    await t.db.update(savedSearches).set({ status: 'inactive' }).where(eq(savedSearches.id, paused.id));

    const before = await buildJob(t.db, {
      position: 'Kohlrabi Grower Old',
      dateAdded: new Date(base.getTime() - HOUR),
    });
    const match = await buildJob(t.db, {
      position: 'Kohlrabi Field Lead',
      dateAdded: new Date(base.getTime() + HOUR),
    });
    await buildJob(t.db, { position: 'Orchard Hand', dateAdded: new Date(base.getTime() + HOUR) });
    await buildJob(t.db, {
      position: 'Kohlrabi Draft',
      status: 'draft',
      dateAdded: new Date(base.getTime() + HOUR),
    });

    const now1 = new Date();
    await runJobAlertDigest(t.app, now1);
    const first = await alertsTo(user.email);
    expect(first).toHaveLength(1);
    const mail = first[0];
    expect(mail?.subject).toBe('New jobs for your search “Kohlrabi work”');
    expect(mail?.text).toContain(`/jobs/${match.id}/${match.slug}?ref=job-alert`);
    expect(mail?.text).toContain('Kohlrabi Field Lead');
    expect(mail?.text).not.toContain('Kohlrabi Grower Old');
    expect(mail?.text).not.toContain(`/jobs/${before.id}/`);
    expect(mail?.text).not.toContain('Orchard Hand');
    expect(mail?.text).not.toContain('Kohlrabi Draft');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain('unsubscribe from this alert');
    expect(await alertsTo(quiet.user.email)).toHaveLength(0);
    expect(await alertsTo(paused.user.email)).toHaveLength(0);

    // Run twice: nothing new, nothing sent.
    await runJobAlertDigest(t.app, new Date(now1.getTime() + 1000));
    expect(await alertsTo(user.email)).toHaveLength(1);

    // Even if the digest mark went back (a crash, a manual re-run), a job is never sent twice.
    await t.db.update(savedSearches).set({ lastDigestAt: base }).where(eq(savedSearches.id, id));
    await runJobAlertDigest(t.app, new Date(now1.getTime() + 2000));
    expect(await alertsTo(user.email)).toHaveLength(1);

    // A job published after the last digest goes out in the next one, alone.
    const later = await buildJob(t.db, {
      position: 'Kohlrabi Packer',
      dateAdded: new Date(now1.getTime() + HOUR),
    });
    const result = await runJobAlertDigest(t.app, new Date(now1.getTime() + 2 * HOUR));
    expect(result).toMatchObject({ emails: 1, jobs: 1, failed: 0 });
    const second = await alertsTo(user.email);
    expect(second).toHaveLength(2);
    expect(second[1]?.text).toContain(`/jobs/${later.id}/`);
    expect(second[1]?.text).not.toContain(`/jobs/${match.id}/`);
    const [mark] = await t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(mark?.lastDigestAt.getTime()).toBe(now1.getTime() + 2 * HOUR);
  });

  it('links the email body to the site page that asks first, and the header to the one-click POST', async () => {
    const base = new Date(Date.now() - 48 * HOUR);
    const { user, id, headers } = await seekerWithSearch('Beekeeping', 'keywords=apiarist', base);
    await buildJob(t.db, { position: 'Apiarist', dateAdded: new Date(base.getTime() + HOUR) });
    await runJobAlertDigest(t.app, new Date());
    const [mail] = await alertsTo(user.email);
    const oneClickUrl = /<(http[^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClickUrl).toMatch(/^http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\?token=[\w.-]+$/);
    const token = new URL(oneClickUrl as string).searchParams.get('token');
    // The link people click: the site page, with the same token; never the API address.
    const pageUrl = `${t.app.config.publicUrl}/alerts/unsubscribe?token=${token}`;
    expect(mail?.text).toContain(`Unsubscribe from this alert: ${pageUrl}`);
    expect(mail?.html).toContain(`href="${pageUrl}"`);
    expect(mail?.text).not.toContain('/api/saved-searches/unsubscribe');
    expect(mail?.html).not.toContain('/api/saved-searches/unsubscribe');
    const status = async () =>
      (await t.app.inject({ url: `/api/saved-searches/${id}`, headers })).json().status;

    // Opening the links (a person or a mail scanner) changes nothing: the API's GET, kept for
    // emails already sent, only redirects to the page.
    const path = `/api/saved-searches/unsubscribe?token=${token}`;
    const opened = await t.app.inject({ url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/alerts/unsubscribe?token=${token}`);
    expect(await status()).toBe('active');

    const forged = await t.app.inject({
      method: 'POST',
      url: path.replace(/\.[\w-]+$/, '.forged-signature-value-xx'),
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().detail).toBe('This unsubscribe link is not valid.');
    expect(await status()).toBe('active');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({
      success: true,
      message: 'You will no longer receive job alerts for this search.',
      saved_search: `/api/saved-searches/${id}`,
    });
    expect(await status()).toBe('inactive');

    // Inactive searches get no digest.
    await buildJob(t.db, { position: 'Apiarist Assistant', dateAdded: new Date(Date.now() + HOUR) });
    await runJobAlertDigest(t.app, new Date(Date.now() + 2 * HOUR));
    expect(await alertsTo(user.email)).toHaveLength(1);
  });
});
