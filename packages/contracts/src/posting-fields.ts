import { z } from 'zod';
import { ACCOUNT_MESSAGES, maxMessage, minMessage } from './accounts.ts';
import { isIsoDay } from './calendar-days.ts';
import { CATEGORIES, COMPENSATION_TYPES, JOB_TYPES, WORK_LOCATIONS } from './lookups.ts';
import { oneLine } from './plain-text.ts';

/**
 * The posting form's field rules (core 3, 5; product-decisions: Listings), shared by the form and
 * the API. A draft may be incomplete: every field is optional here and `null` (or an empty text)
 * clears it. What a listing needs before it is submitted is in posting-rules.ts.
 */
export const POSTING_MESSAGES = {
  required: 'This value should not be blank.',
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  invalidSelection: ACCOUNT_MESSAGES.invalidSelection,
  invalidUrl: 'Enter a full web address, starting with http:// or https://',
  invalidZip: 'Enter a 5-digit US zip code',
  invalidPhone: 'Enter a phone number with at least 7 digits',
  invalidDate: 'Enter a valid date',
  invalidAmount: 'Enter an amount in dollars, for example 18.50',
  invalidCountry: 'Choose a country',
  deadlinePast: 'The deadline cannot be in the past.',
  hourlyFloor: 'Hourly pay must be at least $15.00 an hour.',
  yearlyFloor: 'Yearly pay must be at least $31,200 (the $15.00 an hour floor at full time).',
  payMaxBelowMin: 'The highest pay must be at least the lowest pay.',
  payPeriodRequired: 'Choose whether the pay is hourly or yearly.',
  payMinRequired: 'Enter the lowest pay.',
  unpaidNotAllowed:
    'Only internships, apprenticeships and educational programs may offer unpaid compensation.',
  compensationRequired: 'Enter the pay, or for internships and apprenticeships what you offer instead.',
  howToApplyRequired: 'Give at least one way to apply.',
  typeNotForPostType: 'Choose one of the types offered for this kind of listing.',
  priceOrNegotiable: 'Enter an asking price or mark the price negotiable.',
  categoriesRequired: 'Choose at least one category.',
  tooManyCategories: 'Choose at most 3 categories.',
  tooManyAttachments: 'Attach at most 5 files.',
  placeRequired: 'Enter the city and state, or choose remote work.',
  cityRequired: 'Enter the city.',
} as const;

/** Limits of the posting form. */
export const POSTING_LIMITS = {
  maxAttachments: 5,
  maxCategories: 3,
  /** Lowest pay in cents: $15.00 an hour, or the same at full time (2,080 hours) a year. */
  minimumHourlyCents: 1500,
  minimumYearlyCents: 3_120_000,
  /** Upper bound of any amount (cents): $100 million, well past any real listing. */
  maxAmountCents: 10_000_000_000,
  descriptionMax: 20_000,
  textMax: 2_000,
} as const;

export const PAY_PERIODS = ['hour', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** Job types a plain job may have; the other post types have one fixed type each. */
export const JOB_TYPE_IDS_BY_POST_TYPE: Record<number, readonly number[]> = {
  1: [1, 2, 4, 6],
  2: [7],
  3: [8],
};
/** Internships/apprenticeships (type 4) and education programs (post type 3) may be unpaid. */
export const UNPAID_TYPE_IDS = COMPENSATION_TYPES.filter((t) => t.kind === 'unpaid').map((t) => t.id);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A text that may be empty (null); trimmed; one message per failing rule. */
function text(max: number, min = 0) {
  return z.preprocess(
    emptyToNull,
    z
      .string({ error: POSTING_MESSAGES.invalidSelection })
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .min(min, { error: minMessage(min) })
          .max(max, { error: maxMessage(max) }),
      )
      .nullable()
      .optional(),
  );
}

/**
 * A one-line text (a title, a name, a place): line breaks and tabs become one space and
 * unprintable characters are dropped, then the rules of `text`. They show in titles, lists and
 * email subjects, where a line break or a reversed run of text has no place.
 */
function line(max: number, min = 0) {
  return z.preprocess((value) => (typeof value === 'string' ? oneLine(value) : value), text(max, min));
}

function checked(max: number, isValid: (value: string) => boolean, message: string) {
  return z.preprocess(
    emptyToNull,
    z
      .string({ error: message })
      .transform((v) => v.trim())
      .pipe(
        z
          .string()
          .max(max, { error: maxMessage(max) })
          .refine(isValid, { error: message }),
      )
      .nullable()
      .optional(),
  );
}

const isEmail = (v: string) => EMAIL_PATTERN.test(v) && z.email().safeParse(v).success;
const isWebAddress = (v: string) => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    return Boolean(new URL(v).hostname.includes('.'));
  } catch {
    return false;
  }
};
const isPhone = (v: string) => /^[+()\d\s.-]+$/.test(v) && v.replace(/\D/g, '').length >= 7;
/** Whole cents, from 0 up to the bound. */
const cents = z.preprocess(
  emptyToNull,
  z
    .number({ error: POSTING_MESSAGES.invalidAmount })
    .int({ error: POSTING_MESSAGES.invalidAmount })
    .min(0, { error: POSTING_MESSAGES.invalidAmount })
    .max(POSTING_LIMITS.maxAmountCents, { error: POSTING_MESSAGES.invalidAmount })
    .nullable()
    .optional(),
);

const flag = z.boolean({ error: POSTING_MESSAGES.invalidSelection }).optional();

/**
 * Lookups by id, or as a Job reads them (`{ "id": 4, "name": "hourly" }`), so what a GET gives can
 * be sent back unchanged (decision 074): the ids, once each, in order.
 */
function idList(allowed: readonly number[]) {
  const id = z
    .number({ error: POSTING_MESSAGES.invalidSelection })
    .int()
    .refine((value) => allowed.includes(value), { error: POSTING_MESSAGES.invalidSelection });
  return z
    .array(
      z.union([id, z.object({ id }).transform((lookup) => lookup.id)], {
        error: POSTING_MESSAGES.invalidSelection,
      }),
      {
        error: POSTING_MESSAGES.invalidSelection,
      },
    )
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
    .optional();
}

/**
 * Every writable field of a listing with its rules (POST and PATCH bodies, the form). Relations
 * are IRIs (`post_type`, `attachments`); lookups are ids (`type_id`, `categories`,
 * `compensation_types`), or the `{ id, name }` a Job reads; money is integer cents.
 */
export const jobDraftFieldsSchema = z.object({
  // An IRI, or the post type as a Job reads it (`{ "@id": "/api/job-post-types/1", ... }`).
  post_type: z
    .union([z.string(), z.object({ '@id': z.string() }).transform((postType) => postType['@id'])], {
      error: POSTING_MESSAGES.invalidSelection,
    })
    .optional(),
  company_name: line(200, 2),
  company_website: checked(300, isWebAddress, POSTING_MESSAGES.invalidUrl),
  company_email: checked(100, isEmail, POSTING_MESSAGES.invalidEmail),
  company_description: text(POSTING_LIMITS.textMax),
  reuse_company_description: flag,
  position: line(200, 3),
  type_id: z.preprocess(
    emptyToNull,
    z
      .number({ error: POSTING_MESSAGES.invalidSelection })
      .int()
      .refine((id) => JOB_TYPES.some((t) => t.id === id), { error: POSTING_MESSAGES.invalidSelection })
      .nullable()
      .optional(),
  ),
  categories: idList(CATEGORIES.map((c) => c.id)),
  description: text(POSTING_LIMITS.descriptionMax),
  // Media object IRIs, or the files as a Job reads them (each with its `media_object` IRI).
  attachments: z
    .array(
      z.union(
        [
          z.string(),
          z.object({ media_object: z.string() }).transform((attachment) => attachment.media_object),
        ],
        { error: POSTING_MESSAGES.invalidSelection },
      ),
      { error: POSTING_MESSAGES.invalidSelection },
    )
    .max(POSTING_LIMITS.maxAttachments, { error: POSTING_MESSAGES.tooManyAttachments })
    .optional(),
  work_location: z.enum(WORK_LOCATIONS, { error: POSTING_MESSAGES.invalidSelection }).optional(),
  work_remote: flag,
  work_visa: flag,
  city: line(100, 2),
  state: line(10),
  zip_code: checked(5, (v) => /^\d{5}$/.test(v), POSTING_MESSAGES.invalidZip),
  country: z.preprocess(
    emptyToNull,
    z
      .string({ error: POSTING_MESSAGES.invalidCountry })
      .regex(/^[A-Za-z]{2}$/, { error: POSTING_MESSAGES.invalidCountry })
      .transform((v) => v.toUpperCase())
      .nullable()
      .optional(),
  ),
  pay_period: z.preprocess(
    emptyToNull,
    z.enum(PAY_PERIODS, { error: POSTING_MESSAGES.invalidSelection }).nullable().optional(),
  ),
  pay_min: cents,
  pay_max: cents,
  compensation: text(500),
  // The unpaid types are chosen; the paid one a Job reads is its pay's (withoutDerivedPayType).
  compensation_types: idList(COMPENSATION_TYPES.map((t) => t.id)),
  how_to_apply_email: checked(100, isEmail, POSTING_MESSAGES.invalidEmail),
  how_to_apply_online: checked(500, isWebAddress, POSTING_MESSAGES.invalidUrl),
  how_to_apply_phone: checked(50, isPhone, POSTING_MESSAGES.invalidPhone),
  how_to_apply_in_person: text(1000),
  how_to_apply: text(POSTING_LIMITS.textMax),
  deadline: checked(10, isIsoDay, POSTING_MESSAGES.invalidDate),
  business_sale_type: text(100, 2),
  business_sale_price: cents,
  business_sale_price_negotiable: flag,
  education_program_fees: cents,
  education_program_benefits: text(POSTING_LIMITS.textMax),
});

export type JobDraftInput = z.input<typeof jobDraftFieldsSchema>;
export type JobDraftFields = z.output<typeof jobDraftFieldsSchema>;
export type JobDraftField = keyof typeof jobDraftFieldsSchema.shape;
export const JOB_DRAFT_FIELDS = Object.keys(jobDraftFieldsSchema.shape) as JobDraftField[];
