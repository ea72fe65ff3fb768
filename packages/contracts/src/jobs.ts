import { z } from 'zod';
import { JOB_STATUSES, WORK_LOCATIONS } from './lookups.ts';

const named = z.object({ id: z.number().int(), name: z.string() });

/** RFC 3339 date-time with offset, as the API writes them (api-conventions: Items). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

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
  how_to_apply_email: z.string().optional(),
  how_to_apply_online: z.string().optional(),
  how_to_apply_phone: z.string().optional(),
  how_to_apply_in_person: z.string().optional(),
  how_to_apply: z.string().optional(),
  deadline: z.iso.date().optional(),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), size: z.number().optional() })),
  highlighted: z.boolean(),
  date_added: dateTimeSchema.optional(),
  date_expire: dateTimeSchema.optional(),
  counter_view: z.number().int().min(0),
  counter_email: z.number().int().min(0),
  past_deadline: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;
