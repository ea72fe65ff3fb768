import { z } from 'zod';
import { isStorableInstant } from './calendar-days.ts';
import { JOB_STATUSES, WORK_LOCATIONS } from './lookups.ts';

const named = z.object({ id: z.number().int(), name: z.string() });

/** A date-time field that is not one, or names an instant no column can hold (Symfony's words). */
export const DATE_TIME_MESSAGE = 'This value is not a valid datetime.';

/**
 * RFC 3339 date-time with offset, as the API writes them (api-conventions: Items), in the years the
 * database holds (calendar-days.ts).
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true, error: DATE_TIME_MESSAGE })
  .refine((value) => isStorableInstant(new Date(value)), { error: DATE_TIME_MESSAGE });

/**
 * The Job resource as the API sends it (core 3). Null fields are omitted on the wire, hence the
 * `.optional()` on everything that may be empty. Money is integer cents.
 */
export const jobSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('Job'),
  id: z.number().int(),
  post_type: z.object({
    '@id': z.string(),
    '@type': z.literal('JobPostType'),
    id: z.number().int(),
    name: z.string(),
  }),
  status: z.enum(JOB_STATUSES),
  position: z.string(),
  slug: z.string(),
  company_name: z.string(),
  company_website: z.string().optional(),
  /** The poster and staff only. */
  company_email: z.string().optional(),
  company_description: z.string().optional(),
  reuse_company_description: z.boolean(),
  type: z.string().optional(),
  type_id: z.number().int().optional(),
  business_sale_type: z.string().optional(),
  business_sale_price: z.number().int().min(0).optional(),
  business_sale_price_negotiable: z.boolean(),
  categories: z.array(named),
  education_program_fees: z.number().int().min(0).optional(),
  education_program_benefits: z.string().optional(),
  compensation: z.string().optional(),
  compensation_types: z.array(named),
  compensation_range: named.optional(),
  compensation_range_job_ranges: z.array(named),
  work_visa: z.boolean(),
  work_remote: z.boolean(),
  work_location: z.enum(WORK_LOCATIONS),
  city: z.string().optional(),
  state: z.string().optional(),
  zip_code: z.string().optional(),
  country: z.string(),
  description: z.string(),
  description_preview: z.string(),
  tags: z.array(z.string()),
  item_url: z.string(),
  location_name: z.string(),
  current_user_is_follower: z.boolean(),
  /** When the signed-in user applied through the site (job item only; omitted otherwise). */
  current_user_applied_on: dateTimeSchema.optional(),
  /** Where applications sent through the site go: the poster and staff only. */
  how_to_apply_email: z.string().optional(),
  /** Applications can be sent through the site (the listing has an apply email). */
  apply_on_site: z.boolean(),
  how_to_apply_online: z.string().optional(),
  how_to_apply_phone: z.string().optional(),
  how_to_apply_in_person: z.string().optional(),
  how_to_apply: z.string().optional(),
  deadline: z.iso.date().optional(),
  /** Files attached to the listing; `media_object` is the IRI a form sends back to keep them. */
  attachments: z.array(
    z.object({
      name: z.string(),
      url: z.string(),
      size: z.number().optional(),
      content_type: z.string().optional(),
      media_object: z.string().optional(),
    }),
  ),
  /** Structured pay (issue 14): `hour` or `year`, integer cents; the compensation types derive from it. */
  pay_period: z.enum(['hour', 'year']).optional(),
  pay_min: z.number().int().min(0).optional(),
  pay_max: z.number().int().min(0).optional(),
  /** A draft submitted without a package credit waits for payment in the poster's cart. */
  awaiting_payment: z.boolean().optional(),
  /** The poster, shown only to the poster and staff (`/api/users/{id}`). */
  user: z.string().optional(),
  /** The company page of the listing (beyond the spec): its IRI and site path. */
  company: z.string().optional(),
  company_url: z.string().optional(),
  highlighted: z.boolean(),
  /** Why staff returned the listing to draft (poster and staff only, until it is approved). */
  moderation_reason: z.string().optional(),
  /** When the listing was last sent to review (poster and staff only): the moderation queue's order. */
  submitted_at: dateTimeSchema.optional(),
  date_added: dateTimeSchema.optional(),
  date_expire: dateTimeSchema.optional(),
  counter_view: z.number().int().min(0),
  counter_email: z.number().int().min(0),
  past_deadline: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * What a job card shows of a job (search results, popular jobs, a company's jobs): pages that list
 * jobs ask the API for these properties only (`properties[]`) or cut full jobs down to them.
 */
export const JOB_CARD_PROPERTIES = [
  'id',
  'slug',
  'position',
  'company_name',
  'location_name',
  'work_remote',
  'city',
  'state',
  'country',
  'type',
  'compensation_range',
  'compensation',
  'compensation_types',
  'pay_period',
  'pay_min',
  'pay_max',
  'status',
  'date_added',
  'past_deadline',
] as const satisfies readonly (keyof Job)[];
export type JobCardProperty = (typeof JOB_CARD_PROPERTIES)[number];
export const jobCardSchema = jobSchema.pick(
  Object.fromEntries(JOB_CARD_PROPERTIES.map((name) => [name, true])) as Record<JobCardProperty, true>,
);
export type JobCard = z.infer<typeof jobCardSchema>;
