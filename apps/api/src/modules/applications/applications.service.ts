import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applicationFieldsSchema, formatDate, SEEKER_MESSAGES } from '@gfj/contracts';
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
import { detectResumeKind, RESUME_CONTENT_TYPES, resumeAttachmentName } from './resume-file.ts';

export interface ApplicationUpload {
  fields: Record<string, string>;
  resume?: { data: Buffer; filename: string };
}

/** The job takes on-site applications: approved, not expired, deadline not past, has an email. */
export function assertAcceptsApplications(job: JobRow | undefined, now: Date): asserts job is JobRow {
  if (!job) throw new NotFoundError();
  if (job.status !== 'approved') {
    // Filled and expired jobs are still on show: say why; any other status hides the job.
    if (!['filled', 'expired'].includes(job.status)) throw new NotFoundError();
    throw new ConflictError(SEEKER_MESSAGES.applicationsClosed);
  }
  if (isPastDeadline(job.deadline, now) || (job.dateExpire !== null && job.dateExpire <= now)) {
    throw new ConflictError(SEEKER_MESSAGES.applicationsClosed);
  }
  if (!job.howToApplyEmail) throw new ConflictError(SEEKER_MESSAGES.notApplicable);
}

/** When the viewer applied to the job through the site (the job page says so), if they did. */
export function findViewerApplicationDate(
  app: FastifyInstance,
  userId: number | null,
  jobId: number,
): Promise<Date | undefined> {
  return userId === null ? Promise.resolve(undefined) : findApplicationDate(app.db, jobId, userId);
}

const alreadyApplied = (date: Date) => new ConflictError(SEEKER_MESSAGES.alreadyApplied(formatDate(date)));

/** One application per user and job: a second one is refused with the date of the first. */
async function assertNotAppliedYet(app: FastifyInstance, jobId: number, userId: number): Promise<void> {
  const appliedOn = await findApplicationDate(app.db, jobId, userId);
  if (appliedOn) throw alreadyApplied(appliedOn);
}

/**
 * An on-site application (product decisions: Applying): the resume is checked by content, stored
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
): Promise<number> {
  const now = new Date();
  const job = await findJobById(app.db, jobId);
  assertAcceptsApplications(job, now);
  await assertNotAppliedYet(app, job.id, viewer.userId);
  const applicant = await findUserById(app.db, viewer.userId);
  if (!applicant) throw new NotFoundError();
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
    return await app.db.transaction(async (tx) => {
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
  } catch (error) {
    // Nothing references the file when the transaction failed.
    await rm(absolute, { force: true });
    // Two sends at once: the unique index let only the first through.
    if (isUniqueViolation(error)) throw alreadyApplied(now);
    throw error;
  }
}
