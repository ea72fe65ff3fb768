import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  dateTimeSchema,
  emailField,
  itemHead,
  lastWhenEmptySortOrder,
  lengthField,
  optionalText,
  requiredText,
  withMatchingFields,
} from './content-fields.ts';
import { relationReference } from './hydra.ts';

/** Education tag (content 3): id, name, description, sort_order. */
export const educationTagSchema = z.object({
  ...itemHead('EducationTag'),
  name: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
});
export type EducationTag = z.infer<typeof educationTagSchema>;

/** An alum as the public list shows one: never the email. */
export const publicAlumSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string(),
  image: z.string().optional(),
  contacted_counter: z.number().int().min(0),
});
export type PublicAlum = z.infer<typeof publicAlumSchema>;

/**
 * One alum as anyone may read them (`GET /api/public-alums/{id}`, the Connect with an alum page):
 * the directory's fields, never the email, with the establishment whose alum they are.
 */
export const publicAlumItemSchema = z.object({
  ...itemHead('PublicAlum'),
  ...publicAlumSchema.omit({ id: true }).shape,
  establishment: z.object({
    '@id': z.string(),
    '@type': z.literal('Establishment'),
    id: z.number().int(),
    name: z.string(),
  }),
});
export type PublicAlumItem = z.infer<typeof publicAlumItemSchema>;

/** Establishment in the education list (content 3): with its alums and tags. */
export const establishmentItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  alums: z.array(publicAlumSchema),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type EstablishmentItem = z.infer<typeof establishmentItemSchema>;

/** The education search's answer (content 3, 7): count, page, items, has_more_items. */
export const educationListSchema = z.object({
  count: z.number().int().min(0),
  page: z.number().int().min(1),
  items: z.array(establishmentItemSchema),
  has_more_items: z.boolean(),
});
export type EducationList = z.infer<typeof educationListSchema>;

/** The Establishment resource (staff write it; its tags and alums are IRIs). */
export const establishmentSchema = z.object({
  ...itemHead('Establishment'),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  sort_order: z.number().int(),
  tags: z.array(z.string()),
  alums: z.array(z.string()),
});

/** The Alum resource, staff only (it carries the email the inquiries go to). */
export const alumSchema = z.object({
  ...itemHead('Alum'),
  establishment: z.string(),
  name: z.string(),
  bio: z.string(),
  email: z.string(),
  contacted_counter: z.number().int().min(0),
  image: z.string().optional(),
  sort_order: z.number().int(),
});

export const educationTagCreateSchema = z.object({
  name: requiredText(100),
  description: requiredText(300),
  /** Empty (absent or null): after the other tags. */
  sort_order: lastWhenEmptySortOrder,
});
export const educationTagPatchSchema = educationTagCreateSchema.partial();

export const establishmentCreateSchema = z.object({
  name: requiredText(200),
  location: requiredText(200),
  description: requiredText(20_000),
  /** Empty (absent or null): after the other establishments. */
  sort_order: lastWhenEmptySortOrder,
  tags: z.array(relationReference('/api/education-tags/3')).max(50).optional(),
});
export const establishmentPatchSchema = establishmentCreateSchema.partial();

export const alumCreateSchema = z.object({
  establishment: relationReference('/api/establishments/5'),
  name: requiredText(100),
  bio: requiredText(5000),
  email: emailField(3, 100),
  image: optionalText(300),
  /** Empty (absent or null): after the establishment's other alums. */
  sort_order: lastWhenEmptySortOrder,
});
export const alumPatchSchema = alumCreateSchema.partial();

const agreed = z.preprocess(
  (v) => v === true || v === 'true' || v === '1' || v === 'on' || v === 'yes',
  z.literal(true, { error: CONTENT_MESSAGES.mustAgree }),
);

/** Contact-an-alum form (content 3, 5). `alum_id` names the alum (an id or IRI). */
export const alumInquiryFormSchema = withMatchingFields(
  z.object({
    alum_id: relationReference('/api/alums/9'),
    name: lengthField(3, 100),
    email: emailField(3, 100),
    email_confirm: emailField(3, 100),
    message: lengthField(3, 10000),
    agree: agreed,
  }),
  'email',
  'email_confirm',
  CONTENT_MESSAGES.emailsDontMatch,
);
export type AlumInquiryForm = z.input<typeof alumInquiryFormSchema>;

export const alumInquirySchema = z.object({
  ...itemHead('AlumInquiry'),
  alum: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  date_added: dateTimeSchema,
});
