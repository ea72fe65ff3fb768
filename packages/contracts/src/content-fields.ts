import { z } from 'zod';
import { ACCOUNT_MESSAGES, maxMessage, minMessage } from './accounts.ts';
import { dateTimeSchema } from './jobs.ts';

/** The content forms' exact messages (content 5) and the ones we chose where the spec is silent. */
export const CONTENT_MESSAGES = {
  invalidEmail: ACCOUNT_MESSAGES.invalidEmail,
  invalidSelection: ACCOUNT_MESSAGES.invalidSelection,
  emailsDontMatch: "Emails don't match",
  selectCategory: 'Please select a category',
  mustAgree: 'You must agree the terms and conditions',
  attachmentNotImage: 'The attachment must be a single image file (JPEG, PNG or WebP).',
  attachmentTooLarge: 'The image must be 5 MB or smaller.',
} as const;

export { maxMessage, minMessage };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A trimmed string that reports only its first failing rule (one message per field). */
export function firstFailingField(rules: Array<[(value: string) => boolean, string]>, fallback: string) {
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

/** min-max characters with the spec's "Must be N or more/fewer characters long". */
export function lengthField(min: number, max: number, emptyMessage = minMessage(min)) {
  return firstFailingField(
    [
      [(v) => v.length > 0, emptyMessage],
      [(v) => v.length >= min, minMessage(min)],
      [(v) => v.length <= max, maxMessage(max)],
    ],
    emptyMessage,
  );
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && z.email().safeParse(value).success;
}

/** An email of min-max characters: the length messages first, then "Invalid email" (content 5). */
export function emailField(min: number, max: number) {
  return firstFailingField(
    [
      [(v) => v.length >= min, minMessage(min)],
      [(v) => v.length <= max, maxMessage(max)],
      [isValidEmail, CONTENT_MESSAGES.invalidEmail],
    ],
    minMessage(min),
  );
}

/** A choice from a list, with its own message when missing or unknown. */
export function choiceField<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.enum(values, { error: message }));
}

/**
 * Adds `message` on `confirmField` when it differs from `field`, once both are strings (so the
 * other fields' messages still show at the same time).
 */
export function withMatchingFields<T extends z.ZodType>(
  schema: T,
  field: string,
  confirmField: string,
  message: string,
) {
  return schema.refine(
    (value) => (value as Record<string, unknown>)[field] === (value as Record<string, unknown>)[confirmField],
    {
      path: [confirmField],
      error: message,
      when: (payload) => {
        const v = payload.value as Record<string, unknown> | undefined;
        return typeof v?.[field] === 'string' && typeof v[confirmField] === 'string';
      },
    },
  );
}

/** The answer of the content forms' posts (content 3, 7): `success`, optional `errors`. */
export const formResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  errors: z.array(z.string()).optional(),
});
export type FormResponse = z.infer<typeof formResponseSchema>;

/** Fields every Hydra item carries; `@context` only at the top level. */
export const itemHead = <T extends string>(type: T) => ({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal(type),
  id: z.number().int(),
});

export { dateTimeSchema };

/** Staff write bodies: an optional, nullable text of at most `max` characters. */
export function optionalText(max: number) {
  return z
    .string()
    .max(max, { error: maxMessage(max) })
    .nullable()
    .optional();
}

/** A staff-written required text (trimmed, 1-max). */
export function requiredText(max: number) {
  return lengthField(1, max, minMessage(1));
}

/** Sort orders and counters written by staff. */
export const sortOrderField = z.number().int().min(0).max(1_000_000);

/**
 * A place in an order staff write: a number, or empty (null, or absent on create) for "after the
 * others", which the API turns into the next number of the item's group. An empty order stored as
 * 0 put the item first (decisions 058, 062).
 */
export const lastWhenEmptySortOrder = sortOrderField
  .nullable()
  .optional()
  .describe('Lower numbers come first; null (or absent on create): after the others');
