import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  applicationFieldsSchema,
  BUSINESS_FOR_SALE_POST_TYPE_ID,
  formatDate,
  inquiryFieldsSchema,
  SEEKER_MESSAGES,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-values.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/violations.ts';
import type { SignedInViewer } from '../auth/auth.plugin.ts';
import { isPastDeadline } from '../jobs/jobs.presenter.ts';
import { findJobById } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { applicationCopyTemplate, applicationToEmployerTemplate } from './application.mail.tsx';
import { findApplicationDate, insertApplication } from './applications.repository.ts';
import { inquiryCopyTemplate, inquiryToSellerTemplate } from './inquiry.mail.tsx';
import { detectResumeKind, RESUME_CONTENT_TYPES, resumeAttachmentName } from './resume-file.ts';

export interface ApplicationUpload {
  fields: Record<string, string>;
  resume?: { data: Buffer; filename: string };
}

/**
 * A business for sale is not a job: what the form sends about it is an inquiry to the seller, with
 * no resume and a required message (decision 073).
 */
export function isInquiry(job: Pick<JobRow, 'postTypeId'>): boolean {
  return job.postTypeId === BUSINESS_FOR_SALE_POST_TYPE_ID;
}

/** The job takes on-site applications: approved, not expired, deadline not past, has an email. */
export function assertAcceptsApplications(job: JobRow | undefined, now: Date): asserts job is JobRow {
  if (!job) throw new NotFoundError();
  const closed = isInquiry(job) ? SEEKER_MESSAGES.inquiriesClosed : SEEKER_MESSAGES.applicationsClosed;
  if (job.status !== 'approved') {
    // Filled and expired jobs are still on show: say why; any other status hides the job.
    if (!['filled', 'expired'].includes(job.status)) throw new NotFoundError();
    throw new ConflictError(closed);
  }
  if (isPastDeadline(job.deadline, now) || (job.dateExpire !== null && job.dateExpire <= now)) {
    throw new ConflictError(closed);
  }
  if (!job.howToApplyEmail) {
    throw new ConflictError(
      isInquiry(job) ? SEEKER_MESSAGES.inquiriesNotHere : SEEKER_MESSAGES.notApplicable,
    );
  }
}

/** When the viewer applied to the job through the site (the job page says so), if they did. */
export function findViewerApplicationDate(
  app: FastifyInstance,
  userId: number | null,
  jobId: number,
): Promise<Date | undefined> {
  return userId === null ? Promise.resolve(undefined) : findApplicationDate(app.db, jobId, userId);
}

const alreadyApplied = (job: JobRow, date: Date) =>
  new ConflictError(
    (isInquiry(job) ? SEEKER_MESSAGES.alreadyInquired : SEEKER_MESSAGES.alreadyApplied)(formatDate(date)),
  );

/** One application per user and job: a second one is refused with the date of the first. */
async function assertNotAppliedYet(app: FastifyInstance, job: JobRow, userId: number): Promise<void> {
  const appliedOn = await findApplicationDate(app.db, job.id, userId);
  if (appliedOn) throw alreadyApplied(job, appliedOn);
}

/**
 * An on-site application (product decisions: Applying), or an inquiry when the listing is a
 * business for sale (decision 073). An application's resume is checked by content, stored
 * under uploadsDir with a generated name, and mailed to the employer as an attachment in the same
 * transaction that records the application and queues the applicant's copy. The copy goes to the
 * signed-in account's own (confirmed) address, never to the email typed in the form: that one is
 * only the contact the employer sees and may reply to, so the form cannot mail anyone it names.
 */
export async function applyToJob(
  app: FastifyInstance,
  viewer: SignedInViewer,
  jobId: number,
  upload: ApplicationUpload,
): Promise<{ id: number; message: string }> {
  const now = new Date();
  const job = await findJobById(app.db, jobId);
  assertAcceptsApplications(job, now);
  await assertNotAppliedYet(app, job, viewer.userId);
  const applicant = await findUserById(app.db, viewer.userId);
  if (!applicant) throw new NotFoundError();
  if (isInquiry(job)) {
    const fields = parseOrThrow(inquiryFieldsSchema, upload.fields);
    const id = await sendInquiry(app, job, { userId: viewer.userId, email: applicant.email }, fields, now);
    return { id, message: SEEKER_MESSAGES.inquirySent };
  }
  const fields = parseOrThrow(applicationFieldsSchema, upload.fields);
  if (!upload.resume || upload.resume.data.length === 0) {
    throw ValidationError.of('resume', SEEKER_MESSAGES.resumeRequired);
  }
  const kind = detectResumeKind(upload.resume.data);
  if (!kind) throw ValidationError.of('resume', SEEKER_MESSAGES.resumeType);

  const relative = path.join('applications', now.toISOString().slice(0, 7), `${randomUUID()}.${kind}`);
  const absolute = path.join(app.config.uploadsDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, upload.resume.data, { flag: 'wx' });
  const resumeName = resumeAttachmentName(upload.resume.filename, kind);
  const props = {
    applicantName: fields.name,
    applicantEmail: fields.email,
    message: fields.message,
    position: job.position,
    companyName: job.companyName,
    jobUrl: `${app.config.publicUrl}/jobs/${job.id}/${job.slug}`,
    resumeName,
  };
  const employerEmail = job.howToApplyEmail as string;
  try {
    const id = await app.db.transaction(async (tx) => {
      const id = await insertApplication(tx, {
        jobId: job.id,
        userId: viewer.userId,
        name: fields.name,
        email: fields.email,
        message: fields.message,
        resumePath: relative,
        resumeName,
        resumeContentType: RESUME_CONTENT_TYPES[kind],
        resumeSize: upload.resume?.data.length ?? 0,
      });
      await enqueueMail(tx, {
        to: employerEmail,
        subject: `Application for ${job.position}: ${fields.name}`,
        template: applicationToEmployerTemplate,
        props,
        headers: { 'Reply-To': fields.email },
        attachments: [{ filename: resumeName, contentType: RESUME_CONTENT_TYPES[kind], path: absolute }],
      });
      await enqueueMail(tx, {
        to: applicant.email,
        subject: `Your application for ${job.position}`,
        template: applicationCopyTemplate,
        props,
      });
      return id;
    });
    return { id, message: SEEKER_MESSAGES.applicationSent };
  } catch (error) {
    // Nothing references the file when the transaction failed.
    await rm(absolute, { force: true });
    // Two sends at once: the unique index let only the first through.
    if (isUniqueViolation(error)) throw alreadyApplied(job, now);
    throw error;
  }
}

/**
 * An inquiry about a business for sale: recorded as the job's applications are (one per user, the
 * statistics count it), with no document, and mailed to the seller (Reply-To the inquirer) with the
 * inquirer's copy to their account's address, in one transaction. A file sent along is not kept.
 */
async function sendInquiry(
  app: FastifyInstance,
  job: JobRow,
  inquirer: { userId: number; email: string },
  fields: { name: string; email: string; message: string },
  now: Date,
): Promise<number> {
  const props = {
    inquirerName: fields.name,
    inquirerEmail: fields.email,
    message: fields.message,
    position: job.position,
    companyName: job.companyName,
    listingUrl: `${app.config.publicUrl}/jobs/${job.id}/${job.slug}`,
  };
  try {
    return await app.db.transaction(async (tx) => {
      const id = await insertApplication(tx, {
        jobId: job.id,
        userId: inquirer.userId,
        name: fields.name,
        email: fields.email,
        message: fields.message,
      });
      await enqueueMail(tx, {
        to: job.howToApplyEmail as string,
        subject: `Inquiry about ${job.position}: ${fields.name}`,
        template: inquiryToSellerTemplate,
        props,
        headers: { 'Reply-To': fields.email },
      });
      await enqueueMail(tx, {
        to: inquirer.email,
        subject: `Your inquiry about ${job.position}`,
        template: inquiryCopyTemplate,
        props,
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyApplied(job, now);
    throw error;
  }
}
