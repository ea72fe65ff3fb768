import {
  JOB_DRAFT_FIELDS,
  JOB_STATUSES,
  type JobStatus,
  LIMITS,
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  POSTING_FLOW_MESSAGES,
  POSTING_MESSAGES,
} from '@gfj/contracts';
import { SITE_TIME_ZONE } from '@gfj/contracts/site-time';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { canChangeStatus, isModerationTransition, type JobActor, managesJob } from '../jobs/jobs.policy.ts';
import { lockJobById, updateJob } from '../jobs/jobs.repository.ts';
import type { JobRow } from '../jobs/jobs.table.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { listingApprovedTemplate, listingReturnedTemplate } from './moderation.mail.tsx';

const DAY_MS = 86_400_000;

/** The fields of a listing the audit log keeps for moderation and lifecycle changes. */
export function moderationSnapshot(job: JobRow): Record<string, unknown> {
  return {
    status: job.status,
    highlighted: job.highlighted,
    date_added: job.dateAdded?.toISOString() ?? null,
    date_expire: job.dateExpire?.toISOString() ?? null,
    moderation_reason: job.moderationReason,
  };
}

/** A date as the poster reads it: "December 24, 2026" in the site's time zone. */
export function formatSiteDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: SITE_TIME_ZONE }).format(date);
}

/** Whether a PATCH body is a moderation (staff) change rather than an edit by its poster. */
export function isModerationPatch(job: JobRow, body: Record<string, unknown>): boolean {
  // A Job sent back as it was read carries `highlighted` unchanged: no moderation (decision 074).
  const changesHighlight = 'highlighted' in body && body.highlighted !== job.highlighted;
  if ('moderation_reason' in body || changesHighlight) return true;
  return typeof body.status === 'string' && isModerationTransition(job.status, body.status);
}

async function posterOf(tx: DbExecutor, job: JobRow) {
  return job.ownerId === null ? undefined : findUserById(tx, job.ownerId);
}

/**
 * Approves a listing (product-decisions: Lifecycle): live now, for 30 days, in search at once (the
 * listing change log), the poster emailed with its link. `actorId` null: a trusted poster's
 * listing approved at submission.
 */
export async function approveListing(
  tx: DbExecutor,
  publicUrl: string,
  job: JobRow,
  actorId: number | null,
  now: Date = new Date(),
): Promise<JobRow> {
  const row = await updateJob(tx, job.id, {
    status: 'approved',
    dateAdded: now,
    dateExpire: new Date(now.getTime() + LIMITS.jobLifetimeDays * DAY_MS),
    moderationReason: null,
    awaitingPaymentAt: null,
  });
  await recordAudit(tx, {
    actorId,
    action: actorId === null ? 'job.auto_approve' : 'job.approve',
    entityType: 'Job',
    entityId: job.id,
    before: moderationSnapshot(job),
    after: moderationSnapshot(row),
  });
  const poster = await posterOf(tx, row);
  if (poster) {
    await enqueueMail(tx, {
      to: poster.email,
      subject: `Your listing is live: ${row.position}`,
      template: listingApprovedTemplate,
      props: {
        position: row.position,
        companyName: row.companyName,
        jobUrl: `${publicUrl}/jobs/${row.id}/${row.slug}`,
        expiresOn: formatSiteDate(row.dateExpire ?? now),
      },
    });
  }
  return row;
}

async function returnListing(
  tx: DbExecutor,
  publicUrl: string,
  job: JobRow,
  actorId: number,
  reason: string,
): Promise<JobRow> {
  const row = await updateJob(tx, job.id, { status: 'draft', moderationReason: reason });
  await recordAudit(tx, {
    actorId,
    action: 'job.return_to_draft',
    entityType: 'Job',
    entityId: job.id,
    before: moderationSnapshot(job),
    after: moderationSnapshot(row),
  });
  const poster = await posterOf(tx, row);
  if (poster) {
    await enqueueMail(tx, {
      to: poster.email,
      subject: `Your listing needs a change: ${row.position}`,
      template: listingReturnedTemplate,
      props: {
        position: row.position,
        companyName: row.companyName,
        reason,
        editUrl: `${publicUrl}/post/${row.id}`,
      },
    });
  }
  return row;
}

function readReason(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string')
    throw ValidationError.of('moderation_reason', MODERATION_MESSAGES.reasonRequired);
  const reason = value.trim();
  if (reason.length > MODERATION_REASON_MAX) {
    throw ValidationError.of('moderation_reason', MODERATION_MESSAGES.reasonTooLong);
  }
  return reason === '' ? undefined : reason;
}

/**
 * PATCH /api/jobs/{id} by staff (issue 15): approve a pending listing, return it to draft with a
 * reason (422 without), highlight it. The owner gets 403, anyone else 404 (the jobs policy);
 * each change is in the audit log and the poster's mail in the outbox, in one transaction.
 */
export async function moderateJob(
  app: FastifyInstance,
  actor: JobActor,
  id: number,
  body: Record<string, unknown>,
): Promise<JobRow> {
  return app.db.transaction(async (tx) => {
    const job = await lockJobById(tx, id);
    if (!job || !managesJob(actor, job)) throw new NotFoundError();
    if (!actor.isStaff || actor.userId === null) throw new ForbiddenError(MODERATION_MESSAGES.staffOnly);
    if (
      Object.keys(body).some((k) => (JOB_DRAFT_FIELDS as readonly string[]).includes(k) && k !== 'status')
    ) {
      throw ValidationError.of('status', MODERATION_MESSAGES.fieldsApart);
    }
    if ('highlighted' in body && typeof body.highlighted !== 'boolean') {
      throw ValidationError.of('highlighted', POSTING_MESSAGES.invalidSelection);
    }
    const reason = readReason(body.moderation_reason);
    const status = body.status === undefined || body.status === job.status ? undefined : body.status;
    if (status !== undefined) {
      const known = typeof status === 'string' && (JOB_STATUSES as readonly string[]).includes(status);
      if (!known || !canChangeStatus(actor, job, status as JobStatus)) {
        throw ValidationError.of('status', POSTING_FLOW_MESSAGES.statusNotAllowed);
      }
      if (status === 'draft' && !reason) {
        throw ValidationError.of('moderation_reason', MODERATION_MESSAGES.reasonRequired);
      }
    } else if ('moderation_reason' in body && !('highlighted' in body)) {
      // A reason alone changes nothing: it goes with returning a pending listing.
      throw ValidationError.of('status', MODERATION_MESSAGES.notPending);
    }
    let row = job;
    if (typeof body.highlighted === 'boolean' && body.highlighted !== job.highlighted) {
      row = await updateJob(tx, job.id, { highlighted: body.highlighted });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: body.highlighted ? 'job.highlight' : 'job.unhighlight',
        entityType: 'Job',
        entityId: job.id,
        before: { highlighted: job.highlighted },
        after: { highlighted: row.highlighted },
      });
    }
    if (status === 'approved' && isModerationTransition(job.status, status)) {
      row = await approveListing(tx, app.config.publicUrl, row, actor.userId);
    } else if (status === 'draft' && reason) {
      row = await returnListing(tx, app.config.publicUrl, row, actor.userId, reason);
    } else if (status !== undefined) {
      const before = row;
      row = await updateJob(tx, job.id, { status: status as JobStatus });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'job.status',
        entityType: 'Job',
        entityId: job.id,
        before: moderationSnapshot(before),
        after: moderationSnapshot(row),
      });
    }
    return row;
  });
}
