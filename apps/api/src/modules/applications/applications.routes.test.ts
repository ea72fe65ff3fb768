import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatDate } from '@gfj/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { buildJob, buildUser, DEFAULT_TEST_PASSWORD } from '../../../test/factories.ts';
import { bearer, csrfPair, signIn } from '../auth/test-session.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { jobApplications } from './applications.table.ts';
import { buildDocx, buildMultipart, buildPdf, type MultipartFile } from './test-files.ts';

let t: TestApp;
let uploadsDir: string;
let csrf: { cookie: string; token: string };
let headers: Record<string, string>;
/** The signed-in applicant's account email (the form's email field is another address). */
let accountEmail: string;
let address = 0;
const nextAddress = () => `10.6.0.${++address}`;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'gfj-uploads-'));
  t = await createTestApp({ config: { uploadsDir } });
  csrf = await csrfPair(t.app);
  const user = await buildUser(t.db);
  accountEmail = user.email;
  headers = bearer((await signIn(t.app, user.email, DEFAULT_TEST_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const PDF: MultipartFile = { filename: 'Ada CV.pdf', contentType: 'application/pdf', data: buildPdf('Ada') };
const DOCX: MultipartFile = {
  filename: 'ada.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  data: buildDocx('Ada'),
};

function apply(
  jobId: number,
  options: {
    fields?: Record<string, string>;
    resume?: MultipartFile | null;
    auth?: Record<string, string>;
    ip?: string;
  } = {},
) {
  const fields = {
    name: 'Ada Farmer',
    email: 'ada@example.org',
    message: 'I grew up on a farm.',
    _token: csrf.token,
    ...options.fields,
  };
  const files: Record<string, MultipartFile> =
    options.resume === null ? {} : { resume: options.resume ?? PDF };
  const body = buildMultipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/applications`,
    remoteAddress: options.ip ?? nextAddress(),
    headers: { ...(options.auth ?? headers), ...body.headers },
    cookies: { csrf: csrf.cookie },
    payload: body.payload,
  });
}

async function mailsTo(to: string, template: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)))
    .orderBy(mailOutbox.id);
}

describe('POST /api/jobs/{id}/applications', () => {
  it('emails a PDF resume to the employer as an attachment, sends the applicant’s account a copy and counts it', async () => {
    const job = await buildJob(t.db, { howToApplyEmail: 'jobs@hilltop.example', position: 'Orchard Lead' });
    const response = await apply(job.id);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your application has been sent.',
      id: expect.any(Number),
    });

    const [employer] = await mailsTo('jobs@hilltop.example', 'application-employer');
    expect(employer?.subject).toBe('Application for Orchard Lead: Ada Farmer');
    expect(employer?.text).toContain('I grew up on a farm.');
    expect(employer?.headers['Reply-To']).toBe('ada@example.org');
    expect(employer?.attachments).toEqual([
      { filename: 'Ada-CV.pdf', contentType: 'application/pdf', path: expect.stringContaining(uploadsDir) },
    ]);
    const stored = employer?.attachments[0]?.path as string;
    expect(path.basename(stored)).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(stored)).toEqual(PDF.data);
    // The copy goes to the signed-in account's own address, never to the one typed in the form
    // (it did: the form could send mail to anyone). The employer may still reply to the typed one.
    const copies = await mailsTo(accountEmail, 'application-copy');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.subject).toBe('Your application for Orchard Lead');
    expect(await mailsTo('ada@example.org', 'application-copy')).toHaveLength(0);

    const rows = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Farmer',
      resumeContentType: 'application/pdf',
      resumeSize: PDF.data.length,
    });
  });

  it('takes one application per user and job: the job says when, a second one is a 409 naming the date', async () => {
    const job = await buildJob(t.db, { howToApplyEmail: 'once@farm.example' });
    const first = await apply(job.id);
    expect(first.statusCode).toBe(201);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.id, first.json().id));
    if (!row) throw new Error('the application was not stored');
    const appliedOn = formatDate(row.dateAdded);

    const second = await apply(job.id, { resume: DOCX });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(`You already applied to this job on ${appliedOn}.`);
    expect(await mailsTo('once@farm.example', 'application-employer')).toHaveLength(1);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(
      1,
    );

    const seen = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers });
    // Written to the second, as every date on the wire.
    expect(seen.json().current_user_applied_on).toBe(
      row.dateAdded.toISOString().replace(/\.\d+Z$/, '+00:00'),
    );
    // Nobody else sees it: another user, and a guest.
    const other = await buildUser(t.db);
    const otherHeaders = bearer((await signIn(t.app, other.email, DEFAULT_TEST_PASSWORD)).token);
    const asOther = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}`, headers: otherHeaders });
    expect(asOther.json().current_user_applied_on).toBeUndefined();
    const asGuest = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(asGuest.json().current_user_applied_on).toBeUndefined();
    // The other user may still apply.
    expect((await apply(job.id, { auth: otherHeaders })).statusCode).toBe(201);
  });

  it('accepts a DOCX checked by content', async () => {
    const job = await buildJob(t.db, { howToApplyEmail: 'docx@farm.example' });
    const response = await apply(job.id, { resume: DOCX });
    expect(response.statusCode).toBe(201);
    const [employer] = await mailsTo('docx@farm.example', 'application-employer');
    expect(employer?.attachments[0]).toMatchObject({
      filename: 'ada.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(await readFile(employer?.attachments[0]?.path as string)).toEqual(DOCX.data);
  });

  it('refuses a renamed text file, a missing resume and bad fields with clear violations', async () => {
    const job = await buildJob(t.db, { howToApplyEmail: 'strict@farm.example' });
    const renamed = await apply(job.id, {
      resume: {
        filename: 'resume.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('I am text, honestly.'),
      },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'resume',
        message: 'The resume must be a PDF or Word (DOCX) document.',
      }),
    ]);
    const missing = await apply(job.id, { resume: null });
    expect(missing.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'resume', message: 'Please attach your resume.' }),
    ]);
    const badEmail = await apply(job.id, { fields: { email: 'nope' } });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'Invalid email' }),
    ]);
    expect(await mailsTo('strict@farm.example', 'application-employer')).toHaveLength(0);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(
      0,
    );
  });

  it('only takes applications for approved jobs with an application email, before the deadline', async () => {
    const noEmail = await buildJob(t.db, { howToApplyEmail: null, howToApplyOnline: 'https://x.example' });
    const filled = await buildJob(t.db, { status: 'filled' });
    const pastDeadline = await buildJob(t.db, { deadline: '2020-01-01' });
    const draft = await buildJob(t.db, { status: 'draft' });
    expect((await apply(noEmail.id)).json()).toMatchObject({
      status: 409,
      detail: 'This job does not take applications through this site.',
    });
    for (const job of [filled, pastDeadline]) {
      const response = await apply(job.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe('This job is no longer accepting applications.');
    }
    expect((await apply(draft.id)).statusCode).toBe(404);
  });

  it('requires a confirmed, signed-in user, the CSRF token, and limits each IP', async () => {
    const job = await buildJob(t.db);
    expect((await apply(job.id, { auth: {} })).statusCode).toBe(401);
    const unconfirmed = await buildUser(t.db, { isConfirmed: false, confirmedAt: null });
    const session = await signIn(t.app, unconfirmed.email, DEFAULT_TEST_PASSWORD);
    const refused = await apply(job.id, { auth: bearer(session.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Please confirm your email address before applying or posting.');
    // Signed in by cookie (the site's form), the CSRF token is required; by bearer token, not.
    const cookieUser = await buildUser(t.db);
    const cookieSession = await signIn(t.app, cookieUser.email, DEFAULT_TEST_PASSWORD);
    const byCookie = (fields: Record<string, string>) => {
      const body = buildMultipart(
        { name: 'Ada Farmer', email: 'ada@example.org', ...fields },
        { resume: PDF },
      );
      return t.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/applications`,
        remoteAddress: nextAddress(),
        headers: body.headers,
        cookies: { ...cookieSession.cookies, csrf: csrf.cookie },
        payload: body.payload,
      });
    };
    const noToken = await byCookie({ _token: 'forged' });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().detail).toBe('Invalid CSRF token.');
    expect((await byCookie({ _token: csrf.token })).statusCode).toBe(201);
    const byBearer = await apply(job.id, { fields: { _token: '' } });
    expect(byBearer.statusCode, byBearer.body).toBe(201);

    const other = await buildJob(t.db);
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) expect((await apply(other.id, { ip, resume: null })).statusCode).toBe(422);
    expect((await apply(other.id, { ip })).statusCode).toBe(429);
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, other.id))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id))).toHaveLength(
      2,
    );
  });
});

describe('POST /api/jobs/{id}/applications for a business for sale: an inquiry to the seller', () => {
  const business = (overrides: Parameters<typeof buildJob>[1] = {}) =>
    buildJob(t.db, {
      postTypeId: 2,
      position: 'Bakery with a loyal following',
      companyName: 'Rye & Crumb',
      howToApplyEmail: `seller-${++address}@rye.example`,
      ...overrides,
    });

  it('mails the message to the seller and a copy to the inquirer, in inquiry words, with no resume', async () => {
    const job = await business();
    const response = await apply(job.id, {
      resume: null,
      fields: { message: 'Is the oven included in the sale?' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your message has been sent to the seller.',
      id: expect.any(Number),
    });

    const seller = job.howToApplyEmail as string;
    expect(await mailsTo(seller, 'application-employer')).toHaveLength(0);
    const [mail] = await mailsTo(seller, 'inquiry-seller');
    expect(mail?.subject).toBe('Inquiry about Bakery with a loyal following: Ada Farmer');
    expect(mail?.headers['Reply-To']).toBe('ada@example.org');
    expect(mail?.attachments).toEqual([]);
    expect(mail?.text).toBe(
      `Ada Farmer (ada@example.org) sent you an inquiry through Good Food Jobs about your business for sale, Bakery with a loyal following.\n${t.app.config.publicUrl}/jobs/${job.id}/${job.slug}\n\nIs the oven included in the sale?\n\nReply to this email to answer Ada Farmer.\n`,
    );
    for (const text of [mail?.text ?? '', mail?.html ?? '']) {
      expect(text).not.toMatch(/appl(y|ied|ication)|resume/i);
    }
    const [copy] = await mailsTo(accountEmail, 'inquiry-copy');
    expect(copy?.subject).toBe('Your inquiry about Bakery with a loyal following');
    expect(copy?.text).toContain(
      'We sent your inquiry about Bakery with a loyal following to the seller, Rye & Crumb.',
    );
    expect(copy?.text).not.toMatch(/appl(y|ied|ication)|resume/i);

    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id));
    expect(row).toMatchObject({
      message: 'Is the oven included in the sale?',
      resumePath: null,
      resumeSize: null,
    });
  });

  it('requires the message, keeps no file sent along, and speaks of inquiries when refusing', async () => {
    const job = await business();
    const empty = await apply(job.id, { resume: null, fields: { message: '  ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'message',
        message: 'Please write your message to the seller.',
      }),
    ]);

    const withFile = await apply(job.id, { fields: { message: 'Can I visit on Sunday?' } });
    expect(withFile.statusCode).toBe(201);
    const [mail] = await mailsTo(job.howToApplyEmail as string, 'inquiry-seller');
    expect(mail?.attachments).toEqual([]);
    const [row] = await t.db.select().from(jobApplications).where(eq(jobApplications.jobId, job.id));
    expect(row?.resumePath).toBeNull();

    const again = await apply(job.id, { resume: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      `You already sent the seller a message on ${formatDate(row?.dateAdded ?? new Date())}.`,
    );
    const sold = await business({ status: 'filled' });
    expect((await apply(sold.id, { resume: null })).json().detail).toBe(
      'This business is no longer taking inquiries.',
    );
    const elsewhere = await business({ howToApplyEmail: null });
    expect((await apply(elsewhere.id, { resume: null })).json().detail).toBe(
      'This listing does not take inquiries through this site.',
    );
  });
});
