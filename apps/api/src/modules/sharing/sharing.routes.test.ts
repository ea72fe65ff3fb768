import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob } from '../../../test/factories.ts';
import { drainOutbox } from '../../worker/index.ts';
import { cookiesOf, csrfPair } from '../auth/test-session.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { jobLinkClicks, jobReferralDays, jobShareTrackings } from './sharing.table.ts';

let t: TestApp;
let csrf: { cookie: string; token: string };
let address = 0;
/** A fresh client address per test, so the per-IP limits of one test do not leak into another. */
const nextAddress = () => `10.5.0.${++address}`;

beforeAll(async () => {
  t = await createTestApp();
  csrf = await csrfPair(t.app);
});
afterAll(() => t.close());

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function validShare(jobId: number, overrides: Record<string, string> = {}) {
  return {
    sender_name: 'Ada Farmer',
    sender_email: 'ada@example.org',
    recipient_email: 'friend@example.net',
    message: 'You would love this job, have a look!',
    _token: csrf.token,
    job: String(jobId),
    ...overrides,
  };
}

function shareByEmail(fields: Record<string, string>, remoteAddress: string, withCookie = true) {
  return t.app.inject({
    method: 'POST',
    url: '/api/job-shares/email',
    remoteAddress,
    headers: FORM,
    cookies: withCookie ? { csrf: csrf.cookie } : {},
    payload: form(fields),
  });
}

describe('POST /api/job-shares/email', () => {
  it('sends the job to the friend with a referral link, counts it and records the share', async () => {
    const job = await buildJob(t.db, { position: 'Cheese Cave Assistant', companyName: 'Hilltop Creamery' });
    const response = await shareByEmail(validShare(job.id, { job: `/api/jobs/${job.id}` }), nextAddress());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your message has been sent. Thanks for sharing',
    });

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'friend@example.net'), eq(mailOutbox.template, 'email-a-friend')));
    expect(mail?.subject).toBe('Ada Farmer shared a job with you: Cheese Cave Assistant');
    expect(mail?.text).toContain('Hilltop Creamery');
    expect(mail?.text).toContain('You would love this job, have a look!');
    expect(mail?.text).toContain(`/jobs/${job.id}/${job.slug}?ref=share-email`);
    expect(mail?.headers['Reply-To']).toBe('ada@example.org');
    await drainOutbox(t.app);
    const [delivered] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    expect(delivered?.status).toBe('kept');

    const [counted] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(counted?.counterEmail).toBe(1);
    const shares = await t.db.select().from(jobShareTrackings).where(eq(jobShareTrackings.jobId, job.id));
    expect(shares.map((s) => s.subject)).toEqual(['share-email']);
  });

  it('sends a job with the longest title to a friend named at the longest, on one line', async () => {
    // A 200-character title (the form's limit) and a 100-character name made a subject longer than
    // the outbox's column: the insert failed and the visitor saw a 500.
    const position = `Seasonal ${'Vegetable '.repeat(19)}Grower`.slice(0, 200);
    const job = await buildJob(t.db, { position });
    const name = `Ada\r\nBcc: someone@example.org \u202E${'y'.repeat(80)}`.slice(0, 100);
    const response = await shareByEmail(
      validShare(job.id, { sender_name: name, recipient_email: 'long-friend@example.net' }),
      nextAddress(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'long-friend@example.net'));
    const subject = mail?.subject ?? '';
    expect(Array.from(subject)).toHaveLength(300);
    expect(subject).toMatch(/^Ada Bcc: someone@example\.org y+ shared a job with you: Seasonal Vegetable /);
    expect(subject.endsWith('…')).toBe(true);
    expect(subject).not.toMatch(/[\r\n\u202E]/);
  });

  it('keeps a name’s and a message’s direction overrides out of the email’s body', async () => {
    // A guest named "\u202Eevil" turned the email's heading and the sender's address backwards.
    const job = await buildJob(t.db, { position: 'Goat Dairy Hand' });
    const response = await shareByEmail(
      validShare(job.id, {
        sender_name: '\u202Eevil \u{1F345}',
        message: 'Look \u2066at\u202D this',
        recipient_email: 'bidi-friend@example.net',
      }),
      nextAddress(),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'bidi-friend@example.net'));
    for (const part of [mail?.html ?? '', mail?.text ?? '']) {
      expect(part).toContain('evil \u{1F345}');
      expect(part).toContain('Look at this');
      expect(part).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    }
  });

  it('answers the spec’s exact messages on each field', async () => {
    const job = await buildJob(t.db);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ sender_name: 'Al' }, 'sender_name', 'Must be 3 or more characters long'],
      [{ sender_name: 'x'.repeat(101) }, 'sender_name', 'Must be 100 or fewer characters long'],
      [{ sender_email: 'not-an-email' }, 'sender_email', 'Invalid email'],
      [{ sender_email: `${'a'.repeat(95)}@x.org` }, 'sender_email', 'Invalid email'],
      [{ recipient_email: 'a@' }, 'recipient_email', 'Invalid email'],
      [{ message: 'Too short' }, 'message', 'Must be 10 or more characters long'],
      [{ message: 'y'.repeat(501) }, 'message', 'Must be 500 or fewer characters long'],
    ];
    for (const [override, propertyPath, message] of cases) {
      const response = await shareByEmail(validShare(job.id, override), nextAddress());
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([expect.objectContaining({ propertyPath, message })]);
    }
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.counterEmail).toBe(0);
  });

  it('requires the CSRF token, refuses a filled honeypot and hidden jobs, and limits each IP', async () => {
    const job = await buildJob(t.db);
    const noCookie = await shareByEmail(validShare(job.id), nextAddress(), false);
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json().detail).toBe('Invalid CSRF token.');
    const noToken = await shareByEmail({ ...validShare(job.id), _token: '' }, nextAddress());
    expect(noToken.statusCode).toBe(403);
    const bot = await shareByEmail(validShare(job.id, { website: 'http://spam.example' }), nextAddress());
    expect(bot.statusCode).toBe(400);
    const draft = await buildJob(t.db, { status: 'draft' });
    const hidden = await shareByEmail(validShare(draft.id), nextAddress());
    expect(hidden.statusCode).toBe(400);

    const ip = nextAddress();
    for (let i = 0; i < 5; i++) expect((await shareByEmail(validShare(job.id), ip)).statusCode).toBe(200);
    const limited = await shareByEmail(validShare(job.id), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.counterEmail).toBe(5);
  });
});

describe('share tracking, tagged link clicks and referral visits', () => {
  it('records share posts from forms, JSON and links carrying job and subject', async () => {
    const job = await buildJob(t.db);
    const fromForm = await t.app.inject({
      method: 'POST',
      url: '/api/job-share-trackings',
      remoteAddress: nextAddress(),
      headers: FORM,
      cookies: { csrf: csrf.cookie },
      payload: form({ _token: csrf.token, job: String(job.id), subject: 'share-facebook' }),
    });
    expect(fromForm.statusCode).toBe(201);
    expect(fromForm.json()).toMatchObject({
      '@type': 'JobShareTracking',
      job: `/api/jobs/${job.id}`,
      subject: 'share-facebook',
    });
    const fromLink = await t.app.inject({
      method: 'POST',
      url: `/api/job-share-trackings?job=${job.id}&subject=share-twitter`,
      remoteAddress: nextAddress(),
      headers: { 'x-csrf-token': csrf.token },
      cookies: { csrf: csrf.cookie },
    });
    expect(fromLink.statusCode).toBe(201);
    const badSubject = await t.app.inject({
      method: 'POST',
      url: '/api/job-share-trackings',
      remoteAddress: nextAddress(),
      headers: { 'x-csrf-token': csrf.token },
      cookies: { csrf: csrf.cookie },
      payload: { job: `/api/jobs/${job.id}`, subject: 'share-myspace' },
    });
    expect(badSubject.statusCode).toBe(422);
    expect(badSubject.json().violations[0]).toMatchObject({
      propertyPath: 'subject',
      message: 'Invalid share subject',
    });
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/job-share-trackings',
      payload: { job: job.id, subject: 'share-twitter' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const rows = await t.db.select().from(jobShareTrackings).where(eq(jobShareTrackings.jobId, job.id));
    expect(rows.map((r) => r.subject).sort()).toEqual(['share-facebook', 'share-twitter']);
  });

  it('records tagged link clicks with the form field `token`', async () => {
    const job = await buildJob(t.db, { howToApplyOnline: 'https://farm.example/apply' });
    const click = await t.app.inject({
      method: 'POST',
      url: '/api/job-link-clicks',
      headers: FORM,
      cookies: { csrf: csrf.cookie },
      payload: form({ token: csrf.token, job: String(job.id), tag: 'apply-online' }),
    });
    expect(click.statusCode).toBe(201);
    expect(click.json()).toMatchObject({
      '@type': 'JobLinkClick',
      job: `/api/jobs/${job.id}`,
      tag: 'apply-online',
    });
    const badTag = await t.app.inject({
      method: 'POST',
      url: '/api/job-link-clicks',
      headers: FORM,
      cookies: { csrf: csrf.cookie },
      payload: form({ token: csrf.token, job: String(job.id), tag: 'Not A Tag!' }),
    });
    expect(badTag.statusCode).toBe(422);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/job-link-clicks',
      headers: FORM,
      cookies: { csrf: csrf.cookie },
      payload: form({ token: 'forged', job: String(job.id), tag: 'apply-online' }),
    });
    expect(forged.statusCode).toBe(403);
    const rows = await t.db.select().from(jobLinkClicks).where(eq(jobLinkClicks.jobId, job.id));
    expect(rows.map((r) => r.tag)).toEqual(['apply-online']);
  });

  it('counts a job page visit with a ref marker per channel, once per visitor', async () => {
    const job = await buildJob(t.db);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/job-views',
      payload: { job: `/api/jobs/${job.id}`, ref: 'share-facebook' },
    });
    expect(first.json().counted).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/job-views',
      cookies: cookiesOf(first),
      payload: { job: `/api/jobs/${job.id}`, ref: 'share-facebook' },
    });
    expect(again.json().counted).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/api/job-views',
      remoteAddress: nextAddress(),
      payload: { job: `/api/jobs/${job.id}`, ref: 'share-email' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/job-views',
      remoteAddress: nextAddress(),
      payload: { job: `/api/jobs/${job.id}`, ref: 'nonsense' },
    });
    const rows = await t.db.select().from(jobReferralDays).where(eq(jobReferralDays.jobId, job.id));
    expect(Object.fromEntries(rows.map((r) => [r.channel, r.visits]))).toEqual({
      'share-facebook': 1,
      'share-email': 1,
    });
  });
});
