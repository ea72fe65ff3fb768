import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  choiceField,
  dateTimeSchema,
  emailField,
  itemHead,
  lengthField,
  maxMessage,
  optionalText,
  requiredText,
} from './content-fields.ts';
import {
  TESTIMONIAL_ATTACHMENT_NAME_MAX,
  TESTIMONIAL_CATEGORIES,
  TESTIMONIAL_STATUSES,
} from './content-text.ts';
import { DEFAULT_COUNTRY } from './lookups.ts';

const FORM_CATEGORY_VALUES = ['seeker', 'poster', 'both', 'fan', 'neither'] as const;

function isUnitedStates(country: unknown): boolean {
  return (
    typeof country === 'string' &&
    (country.trim() === DEFAULT_COUNTRY.name || country.trim() === DEFAULT_COUNTRY.code)
  );
}

/**
 * The submit form's text fields (content 5): name, email, country, state (required only for the
 * United States), city, category and content. The image is checked by content on the server.
 */
export const testimonialSubmissionSchema = z
  .object({
    name: lengthField(3, 100),
    email: emailField(3, 100),
    country: z.preprocess(
      (v) => v ?? '',
      z
        .string()
        .transform((v) => v.trim())
        .refine((v) => v.length >= 3 && v.length <= 100, { error: CONTENT_MESSAGES.invalidSelection }),
    ),
    state: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
      z.string().refine((v) => v === '' || (v.length >= 3 && v.length <= 100), {
        error: CONTENT_MESSAGES.invalidSelection,
      }),
    ),
    city: lengthField(3, 100),
    category: choiceField(FORM_CATEGORY_VALUES, CONTENT_MESSAGES.selectCategory),
    content: lengthField(3, 10000),
  })
  .refine((value) => !isUnitedStates(value.country) || value.state !== '', {
    path: ['state'],
    error: CONTENT_MESSAGES.invalidSelection,
    when: (payload) => {
      const v = payload.value as { country?: unknown; state?: unknown };
      return isUnitedStates(v?.country) && (v.state == null || String(v.state).trim() === '');
    },
  });
export type TestimonialSubmission = z.output<typeof testimonialSubmissionSchema>;

/** The attachment's own rule: a name of at most 100 characters (content 5). */
export const testimonialAttachmentNameSchema = z
  .string()
  .max(TESTIMONIAL_ATTACHMENT_NAME_MAX, { error: maxMessage(TESTIMONIAL_ATTACHMENT_NAME_MAX) });

/** The Testimonial resource (content 3). Email and the attachment are shown to staff only. */
export const testimonialSchema = z.object({
  ...itemHead('Testimonial'),
  category: z.enum(TESTIMONIAL_CATEGORIES),
  name: z.string(),
  email: z.string().optional(),
  country: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  position_title: z.string().optional(),
  website_url: z.string().optional(),
  website_name: z.string().optional(),
  content: z.string(),
  show_on_home: z.number().int().min(0).max(1),
  show_on_checkout_success: z.number().int().min(0).max(1),
  status: z.enum(TESTIMONIAL_STATUSES),
  date_added: dateTimeSchema,
  attachment: z.string().optional(),
  attachment_name: z.string().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);

/** Staff create a testimonial directly (JSON). */
export const testimonialCreateSchema = z.object({
  category: z.enum(TESTIMONIAL_CATEGORIES, { error: CONTENT_MESSAGES.selectCategory }),
  name: requiredText(100),
  email: z.string().max(100).nullable().optional(),
  country: optionalText(100),
  state: optionalText(100),
  city: optionalText(100),
  position_title: optionalText(100),
  website_url: optionalText(300),
  website_name: optionalText(100),
  content: requiredText(10000),
  show_on_home: flag.optional(),
  show_on_checkout_success: flag.optional(),
  status: z.enum(TESTIMONIAL_STATUSES).optional(),
});
/** Staff edit and moderate (status active = approved, inactive = hidden). */
export const testimonialPatchSchema = testimonialCreateSchema.partial();
