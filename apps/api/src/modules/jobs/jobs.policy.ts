import {
  ACCOUNT_MESSAGES,
  COPYABLE_STATUSES,
  type JobStatus,
  POSTING_FLOW_MESSAGES,
  PUBLIC_STATUSES,
} from '@gfj/contracts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../http/errors.ts';
import type { JobRow } from './jobs.table.ts';

/**
 * Who may do what with a listing (conventions: one policy per resource). Routes and services ask
 * here; jobs.policy.test.ts enumerates every action for every kind of actor and status.
 *
 * - Anyone may read a public listing (approved, filled, expired); owners also their own listings
 *   that are not deleted; staff every listing.
 * - Confirmed users create drafts; guests get 401, unconfirmed users 403.
 * - The owner, and staff on any listing, edit, submit, delete, change the status and copy it into
 *   a new draft (Post again, decision 061). Anyone else gets 404: a listing they may not manage
 *   does not exist for them.
 */
export interface JobActor {
  userId: number | null;
  isStaff: boolean;
  isConfirmed?: boolean;
}

export type JobAction = 'read' | 'edit' | 'submit' | 'delete' | 'changeStatus' | 'copy';

/** Statuses whose fields may still change; edits after submission are logged (decision 032). */
export const EDITABLE_STATUSES: readonly JobStatus[] = ['draft', 'unapproved', 'approved', 'filled'];

/**
 * Status changes through PATCH, per role (content 4: Mark as filled / unfilled). Draft to
 * unapproved happens only through the submission; moderation (approve, send back, refund) adds
 * its staff transitions here (issue 15).
 */
const MODERATION_TRANSITIONS: readonly (readonly [JobStatus, JobStatus])[] = [
  ['unapproved', 'approved'],
  ['unapproved', 'draft'],
];

export const STATUS_TRANSITIONS: Record<'owner' | 'staff', readonly (readonly [JobStatus, JobStatus])[]> = {
  owner: [
    ['approved', 'filled'],
    ['filled', 'approved'],
  ],
  staff: [
    ['approved', 'filled'],
    ['filled', 'approved'],
    // Moderation (issue 15): approve a pending listing, or return it to draft with a reason.
    ...MODERATION_TRANSITIONS,
  ],
};

/** Whether `from -> to` is a staff moderation decision (modules/moderation handles those). */
export function isModerationTransition(from: string, to: string): boolean {
  return MODERATION_TRANSITIONS.some(([a, b]) => a === from && b === to);
}

type PolicyJob = Pick<JobRow, 'status' | 'ownerId'>;

function isOwner(actor: JobActor, job: PolicyJob): boolean {
  return actor.userId !== null && job.ownerId === actor.userId;
}

export function canReadJob(actor: JobActor, job: PolicyJob): boolean {
  if ((PUBLIC_STATUSES as readonly string[]).includes(job.status)) return true;
  if (actor.isStaff) return true;
  // Owners keep seeing their drafts and pending jobs, but a deleted job is gone for them.
  return isOwner(actor, job) && job.status !== 'deleted';
}

/** Whether the actor manages this listing at all (owner of a listing not deleted, or staff). */
export function managesJob(actor: JobActor, job: PolicyJob): boolean {
  if (actor.isStaff) return true;
  return isOwner(actor, job) && job.status !== 'deleted';
}

export function canChangeStatus(actor: JobActor, job: PolicyJob, to: JobStatus): boolean {
  if (!managesJob(actor, job)) return false;
  const transitions = actor.isStaff ? STATUS_TRANSITIONS.staff : STATUS_TRANSITIONS.owner;
  return transitions.some(([from, target]) => from === job.status && target === to);
}

/** Whether `action` is allowed, without saying why not (the tests' table). */
export function canOnJob(actor: JobActor, action: JobAction, job: PolicyJob): boolean {
  if (action === 'read') return canReadJob(actor, job);
  if (!managesJob(actor, job)) return false;
  if (action === 'edit') return EDITABLE_STATUSES.includes(job.status as JobStatus);
  if (action === 'submit') return job.status === 'draft';
  if (action === 'delete') return job.status !== 'deleted';
  if (action === 'copy') return (COPYABLE_STATUSES as readonly string[]).includes(job.status);
  return (actor.isStaff ? STATUS_TRANSITIONS.staff : STATUS_TRANSITIONS.owner).some(
    ([from]) => from === job.status,
  );
}

/** Throws the answer for a refused action: 404 to outsiders, 409 when the status forbids it. */
export function authorizeJob(actor: JobActor, action: JobAction, job: PolicyJob | undefined): void {
  if (!job) throw new NotFoundError();
  if (action === 'read') {
    if (!canReadJob(actor, job)) throw new NotFoundError();
    return;
  }
  if (!managesJob(actor, job)) throw new NotFoundError();
  if (canOnJob(actor, action, job)) return;
  if (action === 'submit') throw new ConflictError(POSTING_FLOW_MESSAGES.alreadySubmitted);
  if (action === 'delete') throw new NotFoundError();
  if (action === 'changeStatus') throw new ConflictError(POSTING_FLOW_MESSAGES.statusNotAllowed);
  if (action === 'copy') throw new ConflictError(POSTING_FLOW_MESSAGES.notCopyable);
  throw new ConflictError(POSTING_FLOW_MESSAGES.notEditable);
}

/** Creating a listing: a signed-in, confirmed user (core 1, 6), or staff. */
export function authorizeJobCreation(actor: JobActor & { tokenError?: string }): void {
  if (actor.userId === null) throw new UnauthorizedError(actor.tokenError ?? 'JWT Token not found');
  if (!actor.isStaff && !actor.isConfirmed) throw new ForbiddenError(ACCOUNT_MESSAGES.confirmFirst);
}
