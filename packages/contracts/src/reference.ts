import { z } from 'zod';
import { catalogueCentsSchema } from './commerce.ts';

/** State (core 3): id, name, code; embedded in a country without `@context`. */
export const stateSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('State'),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  country: z.string().optional(),
});
export type State = z.infer<typeof stateSchema>;

/** Country (core 3): id, name, code (alpha-2), code3 (alpha-3), states. */
export const countrySchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('Country'),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  code3: z.string(),
  states: z.array(stateSchema.omit({ '@context': true, country: true })),
});
export type Country = z.infer<typeof countrySchema>;

/** Posting-form hints and labels per post type (content 3, Job post type). */
export const JOB_POST_TYPE_TEXT_FIELDS = [
  'hint_company_name',
  'hint_company_website',
  'hint_company_email',
  'hint_company_description',
  'hint_position',
  'hint_description',
  'hint_how_to_apply_email',
  'hint_how_to_apply',
  'hint_deadline',
  'hint_city',
  'hint_compensation_paid',
  'hint_compensation_unpaid',
  'hint_compensation_stipend',
  'label_company',
  'label_company_name',
  'label_company_website',
  'label_company_email',
  'label_company_phone',
  'label_company_description',
  'label_description',
  'label_how_to_apply_how',
  'label_how_to_apply',
  'label_work_remote',
  'label_additional_application_instructions',
  'label_type',
  'label_position',
] as const;
export type JobPostTypeTextField = (typeof JOB_POST_TYPE_TEXT_FIELDS)[number];

export const jobPostTypeSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('JobPostType'),
  id: z.number().int(),
  name: z.string(),
  price: z.number().int().min(0),
  ...(Object.fromEntries(JOB_POST_TYPE_TEXT_FIELDS.map((f) => [f, z.string().optional()])) as Record<
    JobPostTypeTextField,
    z.ZodOptional<z.ZodString>
  >),
});
export type JobPostType = z.infer<typeof jobPostTypeSchema>;

/**
 * Staff: what they may change on a post type (product decisions: each post type has its own price,
 * "staff-editable", and its own form hints and labels). The three kinds and their names are fixed.
 */
export const jobPostTypePatchSchema = z
  .object({
    price: catalogueCentsSchema,
    ...(Object.fromEntries(
      JOB_POST_TYPE_TEXT_FIELDS.map((f) => [
        f,
        z.string().trim().max(2000, 'Must be 2000 or fewer characters long').nullable(),
      ]),
    ) as Record<JobPostTypeTextField, z.ZodNullable<z.ZodString>>),
  })
  .partial();
export type JobPostTypePatch = z.infer<typeof jobPostTypePatchSchema>;
