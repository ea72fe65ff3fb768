import {
  emailFriendSchema,
  jobLinkClickSchema,
  PUBLIC_STATUSES,
  type ReferralChannel,
  shareTrackingSchema,
} from '@gfj/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { invalidIriError, parseIri } from '../../http/iri.ts';
import { parseOrThrow } from '../../http/violations.ts';
import { buildLocationName } from '../jobs/jobs.presenter.ts';
import { findJobById } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { emailFriendTemplate } from './email-a-friend.mail.tsx';
import {
  incrementEmailCounter,
  insertLinkClick,
  insertShareTracking,
  type LinkClickRow,
  type ShareTrackingRow,
} from './sharing.repository.ts';

/** A job anyone may see, from an IRI or id in a body; anything else is a 400 Invalid IRI. */
export async function findPublicJob(db: Db, reference: unknown): Promise<JobRow> {
  const job = await findJobById(db, parseIri(reference, 'jobs'));
  if (!job || !(PUBLIC_STATUSES as readonly string[]).includes(job.status)) throw invalidIriError(reference);
  return job;
}

/** The page URL of a job with a referral marker, for links the site sends out. */
export function jobLinkWithRef(
  publicUrl: string,
  job: Pick<JobRow, 'id' | 'slug'>,
  ref: ReferralChannel,
): string {
  return `${publicUrl}/jobs/${job.id}/${job.slug}?ref=${ref}`;
}

/**
 * Email a friend (core 5, 7): validates with the spec's messages, then in one transaction queues
 * the email to the friend, counts it on the job (counter_email) and records the share.
 */
export async function emailJobToFriend(
  app: FastifyInstance,
  body: unknown,
  userId: number | null,
): Promise<void> {
  const input = parseOrThrow(emailFriendSchema, body);
  const job = await findPublicJob(app.db, input.job);
  await app.db.transaction(async (tx) => {
    await enqueueMail(tx, {
      to: input.recipient_email,
      subject: `${input.sender_name} shared a job with you: ${job.position}`,
      template: emailFriendTemplate,
      props: {
        senderName: input.sender_name,
        senderEmail: input.sender_email,
        message: input.message,
        position: job.position,
        companyName: job.companyName,
        location: buildLocationName(job) ?? '',
        url: jobLinkWithRef(app.config.publicUrl, job, 'share-email'),
      },
      headers: { 'Reply-To': input.sender_email },
    });
    await incrementEmailCounter(tx, job.id);
    await insertShareTracking(tx, { jobId: job.id, subject: 'share-email', userId });
  });
}

export async function trackShare(db: Db, input: unknown, userId: number | null): Promise<ShareTrackingRow> {
  const { job, subject } = parseOrThrow(shareTrackingSchema, input);
  const row = await findPublicJob(db, job);
  return insertShareTracking(db, { jobId: row.id, subject, userId });
}

export async function trackLinkClick(db: Db, input: unknown, userId: number | null): Promise<LinkClickRow> {
  const { job, tag } = parseOrThrow(jobLinkClickSchema, input);
  const row = await findPublicJob(db, job);
  return insertLinkClick(db, { jobId: row.id, tag, userId });
}
