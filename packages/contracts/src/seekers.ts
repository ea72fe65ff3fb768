import { z } from 'zod';
import { ACCOUNT_MESSAGES, maxMessage, minMessage } from './accounts.ts';
import { iriSchema, relationReference } from './hydra.ts';
import { dateTimeSchema } from './jobs.ts';
import { LIMITS } from './lookups.ts';
import { isDirty, parseFiltersFromUrl, type SearchFilters, toQueryString } from './search-filters.ts';
import { SEEKER_MESSAGES } from './seeker-messages.ts';

export { SEEKER_MESSAGES } from './seeker-messages.ts';

/** The share channels: tracking subjects, and the `ref` marker shared links carry. */
export const SHARE_SUBJECTS = ['share-facebook', 'share-twitter', 'share-email'] as const;
export type ShareSubject = (typeof SHARE_SUBJECTS)[number];

/** The `ref` marker of links the site sends out; visits they bring are counted per channel. */
export const REFERRAL_CHANNELS = [...SHARE_SUBJECTS, 'job-alert'] as const;
export type ReferralChannel = (typeof REFERRAL_CHANNELS)[number];

/** The channel a `ref` marker names, or undefined for anything else (absent, unknown, NUL bytes). */
export function referralChannelOf(ref: string | null | undefined): ReferralChannel | undefined {
  return REFERRAL_CHANNELS.find((channel) => channel === ref);
}

export const SAVED_SEARCH_STATUSES = ['active', 'inactive'] as const;
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number];

export const SAVED_SEARCH_NAME = { min: 3, max: 38 } as const;
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A string field that reports only its first failing rule (one message per field). */
function firstFailing(rules: Array<[(value: string) => boolean, string]>, fallback: string) {
  return z
    .string({ error: fallback })
    .transform((v) => v.trim())
    .superRefine((value, ctx) => {
      for (const [passes, message] of rules) {
        if (!passes(value)) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    });
}

function lengthField(min: number, max: number) {
  return firstFailing(
    [
      [(v) => v.length >= min, minMessage(min)],
      [(v) => v.length <= max, maxMessage(max)],
    ],
    minMessage(min),
  );
}

/** Email a friend's email fields: valid and 3-100, every failure says "Invalid email" (core 5). */
function friendEmailField() {
  return firstFailing(
    [
      [
        (v) => v.length >= 3 && v.length <= 100 && EMAIL_PATTERN.test(v) && z.email().safeParse(v).success,
        ACCOUNT_MESSAGES.invalidEmail,
      ],
    ],
    ACCOUNT_MESSAGES.invalidEmail,
  );
}

/** A job relation in a form or JSON body: its IRI (/api/jobs/42) or its id. */
export const jobReferenceSchema = relationReference('/api/jobs/42');

/** Share-by-email form (core 3, 5). `_token` and the honeypot are checked before this. */
export const emailFriendSchema = z.object({
  sender_name: lengthField(3, 100),
  sender_email: friendEmailField(),
  recipient_email: friendEmailField(),
  message: lengthField(10, 500),
  job: jobReferenceSchema,
});
export type EmailFriendInput = z.input<typeof emailFriendSchema>;

export const shareTrackingSchema = z.object({
  job: jobReferenceSchema,
  subject: z.enum(SHARE_SUBJECTS, { error: 'Invalid share subject' }),
});

/** A tagged link click: the tag names the link (apply-online, company-website...). */
export const jobLinkClickSchema = z.object({
  job: jobReferenceSchema,
  tag: z.string({ error: 'Invalid tag' }).regex(/^[a-z0-9][a-z0-9-]{0,49}$/, { error: 'Invalid tag' }),
});

export const savedSearchNameSchema = lengthField(SAVED_SEARCH_NAME.min, SAVED_SEARCH_NAME.max);

export const savedSearchCreateSchema = z.object({
  name: savedSearchNameSchema,
  params: z.string({ error: SEEKER_MESSAGES.searchNotSavable }).max(2000),
});

export const savedSearchPatchSchema = z.object({
  name: savedSearchNameSchema.optional(),
  status: z.enum(SAVED_SEARCH_STATUSES, { error: 'Must be active or inactive' }).optional(),
});

/**
 * A saved search's params, normalised: the filters the search page would read from them, written
 * back without page or pageSize. Undefined when they are not a savable (dirty) search.
 */
export function normalizeSavedSearchParams(params: string): string | undefined {
  const filters: SearchFilters = parseFiltersFromUrl(params.replace(/^\?/, ''));
  if (!isDirty(filters)) return undefined;
  return toQueryString({ ...filters, page: undefined, pageSize: undefined });
}

/** The on-site application's text fields; the resume is checked by content on the server. */
export const applicationFieldsSchema = z.object({
  name: lengthField(2, 100),
  email: friendEmailField(),
  message: z
    .string()
    .transform((v) => v.trim())
    .pipe(z.string().max(5000, { error: maxMessage(5000) }))
    .default(''),
});

/**
 * A business for sale's inquiry (decision 073): the same fields through the same form, but the
 * message is what the seller reads (no resume is asked), so it is required.
 */
export const inquiryFieldsSchema = applicationFieldsSchema.extend({
  message: applicationFieldsSchema.shape.message.refine((message) => message !== '', {
    error: SEEKER_MESSAGES.inquiryMessageRequired,
  }),
});

// Wire shapes.

export const followedJobSchema = z.object({
  '@id': iriSchema,
  '@type': z.literal('Job'),
  id: z.number().int(),
  position: z.string(),
  company_name: z.string(),
  date_added: dateTimeSchema.optional(),
  status: z.string(),
  item_url: z.string(),
  past_deadline: z.boolean(),
});

export const userFollowJobSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('UserFollowJob'),
  id: z.number().int(),
  user: iriSchema,
  job: followedJobSchema,
  date_added: dateTimeSchema,
});
export type UserFollowJob = z.infer<typeof userFollowJobSchema>;

export const userFollowJobCreateSchema = z.object({
  user: relationReference('/api/users/7').optional(),
  job: jobReferenceSchema,
});

export const savedSearchSchema = z.object({
  '@context': z.string().optional(),
  '@id': iriSchema,
  '@type': z.literal('SavedSearch'),
  id: z.number().int(),
  user: iriSchema,
  name: z.string(),
  params: z.string(),
  status: z.enum(SAVED_SEARCH_STATUSES),
  date_added: dateTimeSchema,
  date_modified: dateTimeSchema,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const successResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

export const SEEKER_PAGE_SIZE = LIMITS.accountListPageSize;
