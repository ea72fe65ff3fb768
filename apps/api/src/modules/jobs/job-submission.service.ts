import { checkJobCompleteness, POSTING_FLOW_MESSAGES } from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { ValidationError } from '../../http/errors.ts';
import { queueJobInCart } from '../carts/carts.service.ts';
import { keepCompany } from '../companies/companies.service.ts';
import { spendPackageCredit } from '../job-packages/job-credits.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { approveListing } from '../moderation/moderation.service.ts';
import { hasUnrefundedJobLine } from '../orders/orders.repository.ts';
import { findUserById, listStaffEmails } from '../users/users.repository.ts';
import { rowToDraftState } from './job-draft.ts';
import { authorizeJob, type JobActor } from './jobs.policy.ts';
import { lockJobById, updateJob } from './jobs.repository.ts';
import type { JobRow } from './jobs.table.ts';
import { listingPendingStaffTemplate, listingReceivedTemplate } from './posting.mail.tsx';

/** Where the poster goes after a submission: their listings, or the cart to pay. */
export const AFTER_SUBMISSION_PATHS = {
  submitted: '/account/posters',
  paymentRequired: '/account/cart',
} as const;

export type SubmissionResult =
  | { outcome: 'submitted'; job: JobRow; userJobPackageId: number | null }
  | { outcome: 'payment_required'; job: JobRow };

/**
 * A submitted listing goes to review (product-decisions: Listings): status unapproved, the
 * poster told it is received, staff told it waits. Runs in the caller's transaction; the commerce
 * issue calls it when a listing's payment succeeds.
 */
export async function markListingSubmitted(
  tx: DbExecutor,
  publicUrl: string,
  job: JobRow,
  options: { userJobPackageId?: number | null; now?: Date } = {},
): Promise<JobRow> {
  const now = options.now ?? new Date();
  const row = await updateJob(tx, job.id, {
    status: 'unapproved',
    submittedAt: now,
    awaitingPaymentAt: null,
    userJobPackageId: options.userJobPackageId ?? null,
  });
  const props = {
    position: row.position,
    companyName: row.companyName,
    jobUrl: `${publicUrl}/jobs/${row.id}/${row.slug}`,
    listingsUrl: `${publicUrl}${AFTER_SUBMISSION_PATHS.submitted}`,
  };
  const owner = row.ownerId === null ? undefined : await findUserById(tx, row.ownerId);
  // A trusted poster's listing goes live at once (issue 15, WPJM #933): no review, no pending mails.
  if (owner?.isTrusted) return approveListing(tx, publicUrl, row, null, now);
  if (owner) {
    await enqueueMail(tx, {
      to: owner.email,
      subject: `We received your listing: ${row.position}`,
      template: listingReceivedTemplate,
      props,
    });
  }
  for (const to of await listStaffEmails(tx)) {
    await enqueueMail(tx, {
      to,
      subject: `New listing to review: ${row.position}`,
      template: listingPendingStaffTemplate,
      props: { ...props, posterEmail: owner?.email ?? 'A poster' },
    });
  }
  return row;
}

/**
 * A submitted draft with no package credit waits for payment in its poster's cart (decision 033's
 * seam, filled by commerce: decision 039). It stays a draft, marked `awaiting_payment_at`; paying
 * the cart calls markListingSubmitted.
 */
export async function queueListingForPayment(
  tx: DbExecutor,
  job: JobRow,
  now: Date = new Date(),
): Promise<JobRow> {
  const row = await updateJob(tx, job.id, { awaitingPaymentAt: job.awaitingPaymentAt ?? now });
  if (row.ownerId !== null) await queueJobInCart(tx, row.ownerId, row.id, now);
  return row;
}

/**
 * POST /api/jobs/{id}/submission: completeness (422 listing what is missing), then one credit of
 * the poster's package expiring first and review, or the cart. The job row stays locked
 * throughout, so a double click submits once.
 */
export async function submitJob(
  app: FastifyInstance,
  actor: JobActor,
  id: number,
  now: Date = new Date(),
): Promise<SubmissionResult> {
  return app.db.transaction(async (tx) => {
    const job = await lockJobById(tx, id);
    authorizeJob(actor, 'submit', job);
    const draft = job as JobRow;
    const missing = checkJobCompleteness(rowToDraftState(draft), siteDay(now));
    if (missing.length > 0) throw new ValidationError(missing);
    // The company page is kept from the listing's details as it is submitted (decision 034).
    const company = await keepCompany(tx, {
      ownerId: draft.ownerId,
      name: draft.companyName,
      website: draft.companyWebsite,
      description: draft.companyDescription,
    });
    const linked = company
      ? await updateJob(tx, draft.id, { companyId: company.id, companySlug: company.slug })
      : draft;
    // Already paid for (a credit, or an order line not refunded) and not past its end: a listing
    // staff returned to draft goes back to review without being paid for again.
    if (await isPaidFor(tx, draft, now)) {
      const row = await markListingSubmitted(tx, app.config.publicUrl, linked, {
        userJobPackageId: draft.userJobPackageId,
        now,
      });
      return { outcome: 'submitted', job: row, userJobPackageId: draft.userJobPackageId };
    }
    const packageId = linked.ownerId === null ? undefined : await spendPackageCredit(tx, linked.ownerId, now);
    if (packageId === undefined) {
      return { outcome: 'payment_required', job: await queueListingForPayment(tx, linked, now) };
    }
    const row = await markListingSubmitted(tx, app.config.publicUrl, linked, {
      userJobPackageId: packageId,
      now,
    });
    return { outcome: 'submitted', job: row, userJobPackageId: packageId };
  });
}

/** Whether a draft's listing was paid for already and that period has not ended. */
async function isPaidFor(tx: DbExecutor, job: JobRow, now: Date): Promise<boolean> {
  if (job.dateExpire !== null && job.dateExpire <= now) return false;
  return job.userJobPackageId !== null || (await hasUnrefundedJobLine(tx, job.id));
}

export const SUBMISSION_MESSAGES = {
  submitted: POSTING_FLOW_MESSAGES.submitted,
  payment_required: POSTING_FLOW_MESSAGES.paymentRequired,
} as const;
