import { z } from 'zod';
import { dateTimeSchema } from './jobs.ts';
import { DEFAULT_COUNTRY, ETHNICITIES, GENDERS, IDENTIFY_AS } from './lookups.ts';

/** The spec's exact form messages (core 5, content 5). */
export const ACCOUNT_MESSAGES = {
  invalidEmail: 'Invalid email',
  emailRequired: 'Please enter an email address',
  passwordRequired: 'Please enter a password',
  passwordsDontMatch: "Passwords don't match",
  invalidSelection: 'Invalid selection',
  emailTaken: 'This email address is already registered.',
  currentPasswordWrong: 'The current password is not correct',
  currentPasswordRequired: 'Please enter your current password',
  resetRequestSent:
    'If an account matching your email exists, then an email was just sent that contains a link that you can use to reset your password.',
  registered: 'Your account has been created and a verification link has been sent to your email address.',
  passwordChanged: 'Your password has been changed successfully, you can login now!',
  passwordUpdated: 'Your account password has been updated successfully.',
  profileUpdated: 'Your account details have been updated successfully.',
  confirmFirst: 'Please confirm your email address before applying or posting.',
  confirmed: 'Your account is now confirmed. What are you waiting for? Start searching!',
  alreadyConfirmed: 'Your email address is already confirmed.',
  confirmLinkReplaced:
    'This confirmation link was replaced by a newer one. Please use the link in the latest email we sent you.',
  /** An unknown or malformed link: the API's 400, and what the site shows for either. */
  confirmLinkInvalid: 'This confirmation link is not valid.',
  resetLinkInvalid: 'This password reset link is not valid.',
} as const;

export const minMessage = (n: number) => `Must be ${n} or more characters long`;
export const maxMessage = (n: number) => `Must be ${n} or fewer characters long`;

/**
 * One message per field, the first rule that fails (so a form shows a single line). Written as a
 * custom check rather than aborting checks, so object-level rules (matching passwords) still run.
 */
function firstFailing(rules: Array<[(value: string) => boolean, string]>, required: string) {
  return z.string({ error: required }).superRefine((value, ctx) => {
    for (const [passes, message] of rules) {
      if (!passes(value)) {
        ctx.addIssue({ code: 'custom', message });
        return;
      }
    }
  });
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailField(max: number) {
  return firstFailing(
    [
      [(v) => v.length > 0, ACCOUNT_MESSAGES.emailRequired],
      [(v) => v.length >= 3, minMessage(3)],
      [(v) => v.length <= max, maxMessage(max)],
      [(v) => EMAIL_PATTERN.test(v) && z.email().safeParse(v).success, ACCOUNT_MESSAGES.invalidEmail],
    ],
    ACCOUNT_MESSAGES.emailRequired,
  );
}

function lengthField(required: string, min: number, max: number) {
  return firstFailing(
    [
      [(v) => v.length > 0, required],
      [(v) => v.length >= min, minMessage(min)],
      [(v) => v.length <= max, maxMessage(max)],
    ],
    required,
  );
}

const passwordField = () => lengthField(ACCOUNT_MESSAGES.passwordRequired, 6, 50);
const passwordConfirmField = () => lengthField(ACCOUNT_MESSAGES.passwordsDontMatch, 6, 50);

/** Adds "Passwords don't match" on password_confirm when it differs from password. */
function withMatchingPasswords<T extends z.ZodType<{ password: string; password_confirm: string }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.password_confirm, {
    path: ['password_confirm'],
    error: ACCOUNT_MESSAGES.passwordsDontMatch,
    // Run even when other fields failed, so every form error shows at once.
    when: (payload) => {
      const v = payload.value as { password?: unknown; password_confirm?: unknown };
      return typeof v?.password === 'string' && typeof v.password_confirm === 'string';
    },
  });
}

/** Register payload (core 3, 5). identify_as offers "job seeker" and "job poster" on the form. */
export const REGISTER_IDENTIFY_AS = ['job seeker', 'job poster'] as const;
export const registrationSchema = withMatchingPasswords(
  z.object({
    email: emailField(50),
    password: passwordField(),
    password_confirm: passwordConfirmField(),
    identify_as: firstFailing(
      [
        [(v) => v.length >= 5, minMessage(5)],
        [(v) => v.length <= 10, maxMessage(10)],
        [(v) => (REGISTER_IDENTIFY_AS as readonly string[]).includes(v), ACCOUNT_MESSAGES.invalidSelection],
      ],
      minMessage(5),
    ),
    /** Honeypot: humans never see it, so it must stay empty. */
    website: z.string().optional(),
  }),
);
export type Registration = z.infer<typeof registrationSchema>;

/** Sign-in form (core 5). */
export const signInSchema = z.object({
  email: emailField(50),
  password: passwordField(),
  _remember_me: z.boolean().optional(),
});
export type SignIn = z.infer<typeof signInSchema>;

/** Reset request form: form-encoded email + _token (core 5, 7). */
export const resetRequestSchema = z.object({
  email: emailField(50),
  _token: z.string().optional(),
  website: z.string().optional(),
});

/** POST /api/reset-password/check: is this reset link still usable? (It is not used by asking.) */
export const resetLinkCheckSchema = z.object({ token: z.string().min(1) });
export const RESET_LINK_USABLE = 'This password reset link can be used.';

/** New password (content 5), used by the reset page. */
export const newPasswordSchema = withMatchingPasswords(
  z.object({
    token: z.string().min(1),
    password: passwordField(),
    password_confirm: passwordConfirmField(),
  }),
);

/** Change password on the account page: the current password is required too. */
export const changePasswordSchema = withMatchingPasswords(
  z.object({
    current_password: lengthField(ACCOUNT_MESSAGES.currentPasswordRequired, 1, 200),
    password: passwordField(),
    password_confirm: passwordConfirmField(),
  }),
);

/** Birthday must lie between 10 and 90 years before `today` (YYYY-MM-DD). */
export function isAllowedBirthday(value: string, today: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const yearsAgo = (n: number) =>
    Date.UTC(today.getUTCFullYear() - n, today.getUTCMonth(), today.getUTCDate());
  return date.getTime() <= yearsAgo(10) && date.getTime() >= yearsAgo(90);
}

const selection = (min: number, max: number) =>
  z
    .string({ error: ACCOUNT_MESSAGES.invalidSelection })
    .min(min, ACCOUNT_MESSAGES.invalidSelection)
    .max(max, ACCOUNT_MESSAGES.invalidSelection);

const emptyToNull = (v: unknown) => (v === '' ? null : v);

/**
 * Profile ("Tell Us About You", content 5): country required; state required for the United
 * States; city optional but 3-100; birthday 10-90 years ago; gender/ethnicity from the lists.
 */
export const profileSchema = z
  .object({
    country: selection(3, 100),
    state: z.preprocess(emptyToNull, selection(3, 100).nullable().optional()),
    city: z.preprocess(
      emptyToNull,
      z.string().min(3, minMessage(3)).max(100, maxMessage(100)).nullable().optional(),
    ),
    gender: z.preprocess(
      emptyToNull,
      z.enum(GENDERS, { error: ACCOUNT_MESSAGES.invalidSelection }).nullable().optional(),
    ),
    ethnicity: z.preprocess(
      emptyToNull,
      z.enum(ETHNICITIES, { error: ACCOUNT_MESSAGES.invalidSelection }).nullable().optional(),
    ),
    birthday: z.preprocess(
      emptyToNull,
      z
        .string({ error: ACCOUNT_MESSAGES.invalidSelection })
        .refine((v) => isAllowedBirthday(v), { error: ACCOUNT_MESSAGES.invalidSelection })
        .nullable()
        .optional(),
    ),
  })
  .refine(
    (value) => {
      const isUs = value.country === DEFAULT_COUNTRY.name || value.country === DEFAULT_COUNTRY.code;
      return !isUs || Boolean(value.state);
    },
    {
      path: ['state'],
      error: ACCOUNT_MESSAGES.invalidSelection,
      when: (payload) => {
        const v = payload.value as { country?: unknown; state?: unknown };
        return typeof v?.country === 'string' && (v.state == null || v.state === '');
      },
    },
  );
export type Profile = z.infer<typeof profileSchema>;

/** A patched text field given as anything but text (a number, a list): the field's own message. */
const patchText = (message: string) => z.string({ error: message });

/**
 * PATCH /api/users/{id} (merge-patch): either password keys or profile keys, or both. A place or
 * list value of the wrong kind (`"country": 2147483648`) is the spec's "Invalid selection", as a
 * wrong text is; other fields of the wrong kind get the API's own type message (error-handler.ts).
 */
export const userPatchSchema = z
  .object({
    current_password: z.string(),
    password: z.string(),
    password_confirm: z.string(),
    country: patchText(ACCOUNT_MESSAGES.invalidSelection).nullable(),
    state: patchText(ACCOUNT_MESSAGES.invalidSelection).nullable(),
    city: z.string().nullable(),
    gender: patchText(ACCOUNT_MESSAGES.invalidSelection).nullable(),
    ethnicity: patchText(ACCOUNT_MESSAGES.invalidSelection).nullable(),
    birthday: patchText(ACCOUNT_MESSAGES.invalidSelection).nullable(),
    // Staff only (the back office): the service answers 403 to anyone else.
    role: z.enum(['user', 'staff']),
    is_confirmed: z.literal(true),
    is_blocked: z.boolean(),
    is_trusted: z.boolean(),
  })
  .partial();
export type UserPatch = z.infer<typeof userPatchSchema>;

/** The User resource on the wire (core 3); null fields omitted; never a password hash. */
export const userSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  identify_as: z.enum(IDENTIFY_AS),
  country: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
  birthday: z.string().optional(),
  gender: z.string().optional(),
  ethnicity: z.string().optional(),
  last_login: dateTimeSchema.optional(),
  last_ip: z.string().optional(),
  is_confirmed: z.boolean(),
  is_staff: z.boolean(),
  /** Back office (issue 15): trusted posters' listings are approved at once; blocked users cannot sign in. */
  is_trusted: z.boolean().optional(),
  is_blocked: z.boolean().optional(),
  created_at: dateTimeSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** User counter (core 3). */
export const userCounterSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('UserCounter'),
  id: z.number().int(),
  jobs_follow_count: z.number().int().min(0),
  companies_follow_count: z.number().int().min(0),
  jobs_count: z.number().int().min(0),
  job_packages_count: z.number().int().min(0),
  saved_searches_count: z.number().int().min(0),
});
export type UserCounter = z.infer<typeof userCounterSchema>;

/** Sign-in answer: `{token}` (api-conventions: Sign-in tokens). */
export const tokenResponseSchema = z.object({ token: z.string() });

/** The confirmation modal's post: form-encoded `_token` + `confirm`. */
export const confirmationResendSchema = z.object({
  _token: z.string().optional(),
  confirm: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1'),
});

export const emailConfirmationSchema = z.object({ token: z.string().min(1) });

/** Simple success answers of the account forms. */
export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });

/** POST /api/email-confirmations: `already_confirmed` when the link's account was confirmed before. */
export const emailConfirmationResponseSchema = messageResponseSchema.extend({
  already_confirmed: z.boolean(),
});
