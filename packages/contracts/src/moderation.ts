import { z } from 'zod';
import { dateTimeSchema } from './jobs.ts';

/** Moderation and the back office's messages (issue 15); tests assert these texts. */
export const MODERATION_MESSAGES = {
  reasonRequired: 'Please give the poster a reason for returning the listing.',
  reasonTooLong: 'The reason must be 2000 characters or fewer.',
  staffOnly: 'Only staff can do this.',
  fieldsApart: 'Send moderation changes (status, moderation_reason, highlighted) on their own.',
  notPending: 'Only a listing pending review can be approved or returned to draft.',
  cannotChangeSelf: 'Staff cannot block themselves or change their own role.',
  fillLinkInvalid: 'This link is not valid.',
  fillLinkUsed: 'This link has already been used.',
  fillLinkNotOpen: 'This listing can no longer be marked as filled.',
  markedFilled: 'Thank you! Your listing is marked as filled.',
} as const;

export const MODERATION_REASON_MAX = 2000;

/**
 * Reasons staff pick from when returning a listing (beyond WP Job Manager, its issue #1166); the
 * text is sent to the poster as written, and staff may edit it or write their own.
 */
export const CANNED_MODERATION_REASONS = [
  'The description is too short to tell applicants what the work is. Please describe the duties, schedule and who you are looking for.',
  'The pay is missing or below our $15/hr minimum for paid hourly work. Please state the pay.',
  'This listing does not fit the sustainable food and agriculture sector our board serves.',
  'The way to apply is unclear or does not work. Please check the email address or link.',
  'This looks like a duplicate of a listing you already have on the board.',
] as const;

/** Days before date_expire when the poster is reminded (product-decisions: Expiry reminders). */
export const EXPIRY_REMINDER_DAYS = [8, 1] as const;

/** The audit log's entry on the wire (GET /api/audit-entries, staff only). */
export const auditEntrySchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('AuditEntry'),
  id: z.number().int(),
  /** The staff member (`/api/users/{id}`); omitted for the system's own changes. */
  actor: z.string().optional(),
  actor_email: z.string().optional(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int(),
  /** The entity's IRI when it has one (`/api/jobs/12`). */
  entity: z.string().optional(),
  before: z.record(z.string(), z.unknown()).optional(),
  after: z.record(z.string(), z.unknown()).optional(),
  created_at: dateTimeSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Staff-only fields of PATCH /api/users/{id} (the back office's user actions). */
export const userStaffPatchSchema = z
  .object({
    role: z.enum(['user', 'staff']),
    is_confirmed: z.literal(true),
    is_blocked: z.boolean(),
    is_trusted: z.boolean(),
  })
  .partial();
export type UserStaffPatch = z.infer<typeof userStaffPatchSchema>;

/** POST /api/job-fill-confirmations: the reminder's one-click link, confirmed on its page. */
export const jobFillConfirmationBodySchema = z.object({ token: z.string().min(1).max(200) });
export const jobFillConfirmationSchema = z.object({
  '@context': z.string().optional(),
  '@type': z.literal('JobFillConfirmation'),
  job: z.string(),
  position: z.string(),
  status: z.string(),
  message: z.string(),
});
export type JobFillConfirmation = z.infer<typeof jobFillConfirmationSchema>;
