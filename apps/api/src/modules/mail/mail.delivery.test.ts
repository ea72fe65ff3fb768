import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { drainOutbox, startWorker } from '../../worker/index.ts';
import { enqueueMail, MAIL_MAX_ATTEMPTS } from './mail.service.ts';
import { mailOutbox } from './mail.table.ts';
import { confirmEmailTemplate } from './templates/confirm-email.tsx';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A loopback SMTP server that records every message it accepts. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of the MIME part with `contentType` (quoted-printable or 7bit). */
function mimePart(raw: string, contentType: string): string {
  const start = raw.indexOf(`Content-Type: ${contentType}`);
  if (start === -1) throw new Error(`no ${contentType} part`);
  const bodyStart = raw.indexOf('\r\n\r\n', start) + 4;
  const headers = raw.slice(start, bodyStart);
  const end = raw.indexOf('\r\n--', bodyStart);
  const body = raw.slice(bodyStart, end === -1 ? undefined : end);
  if (!/quoted-printable/i.test(headers)) return body;
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('mail delivery over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      config: { smtpUrl: smtp.url, mailFrom: 'Good Food Jobs <hello@example.org>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the registration email with subject, recipient, text and HTML parts', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: 'smtp.test@example.org',
        password: 'secret12',
        password_confirm: 'secret12',
        identify_as: 'job seeker',
      },
    });
    expect(register.statusCode).toBe(201);
    await drainOutbox(t.app);
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0];
    expect(message?.to).toEqual(['smtp.test@example.org']);
    expect(message?.from).toBe('hello@example.org');
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^Subject: Please confirm your email\r$/m);
    expect(raw).toMatch(/^To: smtp\.test@example\.org\r$/m);
    expect(raw).toContain('multipart/alternative');
    const text = mimePart(raw, 'text/plain');
    expect(text).toMatch(/Hi smtp\.test,/);
    expect(text).toMatch(/http:\/\/localhost:\d+\/confirm-email\?token=[A-Za-z0-9_-]{40,}/);
    const html = mimePart(raw, 'text/html');
    expect(html).toContain('<h1');
    expect(html).toContain('Please confirm your email');
    expect(html).toContain('background-color:#1f5c3a');
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp.test@example.org'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends attachments and custom headers', async () => {
    await enqueueMail(t.db, {
      to: 'attach@example.org',
      subject: 'With a file',
      template: confirmEmailTemplate,
      props: { username: 'ann', url: 'http://localhost/x' },
      headers: { 'List-Unsubscribe': '<http://localhost/unsubscribe>' },
      attachments: [
        {
          filename: 'note.txt',
          contentType: 'text/plain',
          contentBase64: Buffer.from('hello').toString('base64'),
        },
      ],
    });
    await drainOutbox(t.app);
    const raw = smtp.received.at(-1)?.raw ?? '';
    expect(raw).toContain('List-Unsubscribe: <http://localhost/unsubscribe>');
    expect(raw).toContain('filename=note.txt');
  });

  it('the background worker picks queued mail up by itself and stops cleanly', async () => {
    const before = smtp.received.length;
    await enqueueMail(t.db, {
      to: 'worker@example.org',
      subject: 'From the worker',
      template: confirmEmailTemplate,
      props: { username: 'w', url: 'http://localhost/w' },
    });
    const stop = startWorker(t.app, { pollMs: 50 });
    try {
      await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(before + 1);
    } finally {
      await stop();
    }
  });
});

describe('retries and local mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every delivery fails.
    t = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t.close());

  it('keeps a failed message queued with backoff, then marks it failed after the last attempt', async () => {
    const id = await enqueueMail(t.db, {
      to: 'retry@example.org',
      subject: 'Retry me',
      template: confirmEmailTemplate,
      props: { username: 'r', url: 'http://localhost/r' },
    });
    await drainOutbox(t.app);
    const [first] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first?.lastError).toBeTruthy();
    expect(first?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: a second drain leaves it alone.
    await drainOutbox(t.app);
    expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.attempts).toBe(1);

    await t.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    await drainOutbox(t.app);
    const [last] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(last).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
  });

  it('without SMTP in local mode keeps messages and shows them at /dev/mailbox', async () => {
    const local = await createTestApp();
    try {
      expect(local.app.config.mode).toBe('local');
      const id = await enqueueMail(local.db, {
        to: 'kept@example.org',
        subject: 'Kept <locally>',
        template: confirmEmailTemplate,
        props: { username: 'k', url: 'http://localhost/k' },
        attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', path: '/nonexistent.pdf' }],
      });
      await drainOutbox(local.app);
      const [row] = await local.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.status).toBe('kept');
      const list = await local.app.inject({ url: '/dev/mailbox' });
      expect(list.statusCode).toBe(200);
      expect(list.body).toContain('kept@example.org');
      expect(list.body).toContain('Kept &lt;locally&gt;');
      const one = await local.app.inject({ url: `/dev/mailbox/${id}` });
      expect(one.body).toMatch(/<iframe[^>]*sandbox="[^"]*"/);
      expect(one.body).toContain('srcDoc=');
      expect(one.body).toContain('http://localhost/k');
      expect(one.body).toContain('receipt.pdf');
      expect((await local.app.inject({ url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });

  it('has no mailbox in production mode', async () => {
    const production = await createTestApp({ config: { mode: 'production', smtpUrl: 'smtp://127.0.0.1:9' } });
    try {
      expect((await production.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
