import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { drainOutbox } from '../../worker/index.ts';
import { bearer, csrfPair, signIn } from '../auth/test-session.ts';
import { runJobAlertDigest } from '../job-alerts/job-alerts.service.ts';
import { savedSearches } from '../saved-searches/saved-searches.table.ts';
import { buildMultipart, buildPdf } from './test-files.ts';

/** Real delivery over SMTP: the resume arrives attached, the alert keeps its unsubscribe headers. */
const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let t: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'gfj-uploads-'));
  t = await createTestApp({ config: { uploadsDir, smtpUrl: `smtp://127.0.0.1:${port}` } });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await rm(uploadsDir, { recursive: true, force: true });
});

describe('delivery', () => {
  it('sends the employer the resume as a real attachment', async () => {
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const csrf = await csrfPair(t.app);
    const job = await buildJob(t.db, { howToApplyEmail: 'hr@orchard.example' });
    const pdf = buildPdf('Delivered');
    const body = buildMultipart(
      { name: 'Ada Farmer', email: 'ada@example.org', message: '', _token: csrf.token },
      { resume: { filename: 'cv.pdf', contentType: 'application/pdf', data: pdf } },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      headers: { ...bearer(token), ...body.headers },
      cookies: { csrf: csrf.cookie },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    await drainOutbox(t.app);
    const mail = received.find((m) => m.to.includes('hr@orchard.example'));
    expect(mail?.raw).toMatch(/Content-Disposition: attachment;\s+filename=cv\.pdf/);
    const base64 = pdf.toString('base64');
    expect(mail?.raw.replace(/\r\n/g, '')).toContain(base64.slice(0, 60));
    // The applicant's copy goes to the account's own address, not to the one typed in the form.
    expect(received.some((m) => m.to.includes(user.email))).toBe(true);
    expect(received.some((m) => m.to.includes('ada@example.org'))).toBe(false);
  });

  it('delivers job alerts with the one-click unsubscribe headers', async () => {
    const user = await buildUser(t.db);
    const { token } = await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(token),
      payload: { name: 'Mushrooms', params: 'keywords=mycologist' },
    });
    const since = new Date(Date.now() - 3 * 3600_000);
    await t.db
      .update(savedSearches)
      .set({ lastDigestAt: since })
      .where(eq(savedSearches.id, saved.json().id));
    await buildJob(t.db, { position: 'Mycologist', dateAdded: new Date(since.getTime() + 3600_000) });
    await runJobAlertDigest(t.app, new Date());
    await drainOutbox(t.app);
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail?.raw).toMatch(
      /List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/saved-searches\/unsubscribe\?token=/,
    );
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
