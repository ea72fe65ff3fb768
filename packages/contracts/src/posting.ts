import { z } from 'zod';
import { iriSchema } from './hydra.ts';
import { JOB_STATUSES, type JobStatus } from './lookups.ts';
import { jobDraftFieldsSchema } from './posting-fields.ts';

// The posting flow's answers, beside its rules (posting-fields.ts, posting-rules.ts).

export const POSTING_FLOW_MESSAGES = {
  submitted: 'Thank you! Your listing was received and will be reviewed within 24 hours.',
  paymentRequired: 'Your listing is saved. Pay for it in your cart and we will review it within 24 hours.',
  alreadySubmitted: 'This listing has already been submitted.',
  notEditable: 'This listing can no longer be edited.',
  statusNotAllowed: 'This status change is not allowed.',
  postTypeFixed: 'The kind of listing cannot change once it is created.',
  /** Post again (decision 061): a draft or a listing in review is edited, not copied. */
  notCopyable: 'Only a listing that has been published can be posted again: edit this one instead.',
  /** Post again by staff on a listing whose poster's account is gone. */
  noPosterToCopyFor: 'This listing has no poster to post it again for.',
  /** The posting form's notice on a copy just made (/post/{id}?copy=1). */
  copied:
    'This is a new draft, copied from your listing. Check every detail, dates and pay above all, then submit it for review.',
} as const;

/**
 * Post again (decision 061): the statuses a listing may be copied from into a new draft, every one
 * a listing reaches once it has been published or taken down. A deleted listing is gone for its
 * poster (404, as for every other operation), so only staff copy one, at the poster's request.
 */
export const COPYABLE_STATUSES = [
  'approved',
  'filled',
  'expired',
  'refunded',
  'deleted',
] as const satisfies readonly JobStatus[];

/** Where a submission leaves the listing, and where the poster goes next. */
export const SUBMISSION_OUTCOMES = ['submitted', 'payment_required'] as const;

export const jobSubmissionSchema = z.object({
  '@context': z.string().optional(),
  '@type': z.literal('JobSubmission'),
  job: iriSchema,
  outcome: z.enum(SUBMISSION_OUTCOMES),
  status: z.string(),
  message: z.string(),
  /** A site path: the poster's listings, or the cart when payment is needed. */
  next: z.string(),
  user_job_package: iriSchema.optional(),
});
export type JobSubmission = z.infer<typeof jobSubmissionSchema>;

/**
 * POST /api/jobs and PATCH /api/jobs/{id} bodies as documented: every field optional (a draft may
 * be incomplete), plus `status` on PATCH for the changes the policy allows (approved <-> filled).
 * The API checks them field by field (parseJobDraftFields) so every violation is reported at once.
 */
export const jobWriteBodySchema = jobDraftFieldsSchema.partial().extend({
  status: z.enum(JOB_STATUSES).optional(),
  /** Staff: the reason sent to the poster with `"status": "draft"` (required then). */
  moderation_reason: z.string().optional(),
  /** Staff only: drives the highlighted_popular sort. */
  highlighted: z.boolean().optional(),
});
