import type { Job } from '@gfj/contracts/jobs';
import type { WorkLocation } from '@gfj/contracts/lookups';
import { POSTING_MESSAGES } from '@gfj/contracts/posting-fields';
import { checkJobCompleteness, checkJobDraftRules, parseJobDraftFields } from '@gfj/contracts/posting-rules';
import { siteDay } from '@gfj/contracts/site-time';

/**
 * The posting form's values as the inputs hold them (texts, dollars as typed, checkbox lists of
 * ids), and their translation to the API's body (cents, ids, nulls). One translation serves the
 * browser (autosave, submit) and the no-JavaScript action.
 */
export interface PostFormValues {
  company_name: string;
  company_website: string;
  company_email: string;
  company_description: string;
  reuse_company_description: boolean;
  position: string;
  type_id: string;
  categories: string[];
  description: string;
  attachments: string[];
  work_location: WorkLocation;
  work_remote: boolean;
  work_visa: boolean;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  pay_period: '' | 'hour' | 'year';
  pay_min: string;
  pay_max: string;
  compensation: string;
  compensation_types: string[];
  how_to_apply_email: string;
  how_to_apply_online: string;
  how_to_apply_phone: string;
  how_to_apply_in_person: string;
  how_to_apply: string;
  deadline: string;
  business_sale_type: string;
  business_sale_price: string;
  business_sale_price_negotiable: boolean;
  education_program_fees: string;
  education_program_benefits: string;
}

export type PostFormField = keyof PostFormValues;

/** The form's alerts above its sections, the same with JavaScript and from the no-JavaScript action. */
export const POST_FORM_ALERTS = {
  notComplete: 'Your listing is not complete yet: please fill in the fields marked in red.',
  checkFields: (count: number) =>
    `Please check the ${count === 1 ? 'field' : `${count} fields`} marked in red.`,
  notSaved: 'Your changes could not be saved. Please check the fields marked in red.',
} as const;

const MONEY_FIELDS = ['pay_min', 'pay_max', 'business_sale_price', 'education_program_fees'] as const;
const BOOLEAN_FIELDS = [
  'reuse_company_description',
  'work_remote',
  'work_visa',
  'business_sale_price_negotiable',
] as const;
const LIST_FIELDS = ['categories', 'compensation_types'] as const;

/** Cents as dollars for an input: 1850 -> "18.50", 3120000 -> "31200". */
export function centsToDollars(cents: number | undefined): string {
  if (cents === undefined) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "$31,200" or "18.5" -> cents; '' -> null; anything else -> undefined (not an amount). */
export function dollarsToCents(text: string): number | null | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function jobToFormValues(job: Job): PostFormValues {
  return {
    company_name: job.company_name,
    company_website: job.company_website ?? '',
    company_email: job.company_email ?? '',
    company_description: job.company_description ?? '',
    reuse_company_description: job.reuse_company_description,
    position: job.position,
    type_id: job.type_id === undefined ? '' : String(job.type_id),
    categories: job.categories.map((c) => String(c.id)),
    description: job.description,
    attachments: job.attachments.flatMap((a) => (a.media_object ? [a.media_object] : [])),
    work_location: job.work_location,
    work_remote: job.work_remote,
    work_visa: job.work_visa,
    city: job.city ?? '',
    state: job.state ?? '',
    zip_code: job.zip_code ?? '',
    country: job.country,
    pay_period: job.pay_period ?? '',
    pay_min: centsToDollars(job.pay_min),
    pay_max: centsToDollars(job.pay_max),
    compensation: job.compensation ?? '',
    compensation_types: job.compensation_types.filter((t) => t.id >= 6).map((t) => String(t.id)),
    how_to_apply_email: job.how_to_apply_email ?? '',
    how_to_apply_online: job.how_to_apply_online ?? '',
    how_to_apply_phone: job.how_to_apply_phone ?? '',
    how_to_apply_in_person: job.how_to_apply_in_person ?? '',
    how_to_apply: job.how_to_apply ?? '',
    deadline: job.deadline ?? '',
    business_sale_type: job.business_sale_type ?? '',
    business_sale_price: centsToDollars(job.business_sale_price),
    business_sale_price_negotiable: job.business_sale_price_negotiable,
    education_program_fees: centsToDollars(job.education_program_fees),
    education_program_benefits: job.education_program_benefits ?? '',
  };
}

export interface Violation {
  propertyPath: string;
  message: string;
}

/** The API body of the form's values, and the amounts that did not read as dollars. */
export function formValuesToBody(values: PostFormValues): {
  body: Record<string, unknown>;
  violations: Violation[];
} {
  const body: Record<string, unknown> = {};
  const violations: Violation[] = [];
  for (const [key, value] of Object.entries(values) as [PostFormField, unknown][]) {
    if ((MONEY_FIELDS as readonly string[]).includes(key)) {
      const cents = dollarsToCents(String(value ?? ''));
      if (cents === undefined)
        violations.push({ propertyPath: key, message: POSTING_MESSAGES.invalidAmount });
      else body[key] = cents;
    } else if ((LIST_FIELDS as readonly string[]).includes(key)) {
      const list = Array.isArray(value) ? value : value ? [value] : [];
      body[key] = list.map(Number);
    } else if ((BOOLEAN_FIELDS as readonly string[]).includes(key)) {
      body[key] = value === true || value === 'on' || value === 'true';
    } else if (key === 'type_id') {
      body[key] = value === '' ? null : Number(value);
    } else if (key === 'attachments') {
      body[key] = Array.isArray(value) ? value : value ? [value] : [];
    } else {
      body[key] = typeof value === 'string' && value.trim() === '' ? null : value;
    }
  }
  return { body, violations };
}

/**
 * Every rule the API applies on a save (field rules, the wage floor, the unpaid-only rule), run in
 * the browser on the form's values: the messages are the API's. With `forSubmission`, the rules
 * of a submission too (required fields, a deadline not past...), so a poster sees every problem at
 * once rather than one round of them per click.
 */
export function validatePostForm(
  values: PostFormValues,
  postTypeId: number,
  options: { forSubmission?: boolean; now?: Date } = {},
) {
  const { body, violations: amountViolations } = formValuesToBody(values);
  const { data, violations } = parseJobDraftFields(body);
  const state = { ...data, post_type_id: postTypeId };
  const cross = options.forSubmission
    ? checkJobCompleteness(state, siteDay(options.now ?? new Date()))
    : checkJobDraftRules(state);
  const all = [...amountViolations, ...violations];
  for (const violation of cross)
    if (!all.some((v) => v.propertyPath === violation.propertyPath)) all.push(violation);
  return { body, violations: all };
}

/** The fields of `next` that differ from `saved` (an autosave sends only those). */
export function changedFields(saved: Record<string, unknown>, next: Record<string, unknown>): string[] {
  return Object.keys(next).filter(
    (key) => JSON.stringify(saved[key] ?? null) !== JSON.stringify(next[key] ?? null),
  );
}

/** A form post (no JavaScript) as form values: checkbox lists and booleans read from FormData. */
export function formDataToValues(form: FormData): PostFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const list = (name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string');
  let description = text('description');
  // Without the editor people type plain text: blank lines make paragraphs.
  // (It is HTML only when it holds the editor's own tags; "<3 apples>" is text.)
  if (
    description.trim() !== '' &&
    !/<\/?(p|br|strong|b|em|i|u|ul|ol|li|a|h[2-4]|blockquote)\b[^>]*>/i.test(description)
  ) {
    description = description
      .split(/\n\s*\n/)
      .map((p) => `<p>${p.trim().replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
      .join('');
  }
  return {
    company_name: text('company_name'),
    company_website: text('company_website'),
    company_email: text('company_email'),
    company_description: text('company_description'),
    reuse_company_description: form.has('reuse_company_description'),
    position: text('position'),
    type_id: text('type_id'),
    categories: list('categories'),
    description,
    attachments: list('attachments'),
    work_location: (text('work_location') || 'us') as WorkLocation,
    work_remote: form.has('work_remote'),
    work_visa: form.has('work_visa'),
    city: text('city'),
    state: text('state'),
    zip_code: text('zip_code'),
    country: text('country') || 'US',
    pay_period: text('pay_period') as PostFormValues['pay_period'],
    pay_min: text('pay_min'),
    pay_max: text('pay_max'),
    compensation: text('compensation'),
    compensation_types: list('compensation_types'),
    how_to_apply_email: text('how_to_apply_email'),
    how_to_apply_online: text('how_to_apply_online'),
    how_to_apply_phone: text('how_to_apply_phone'),
    how_to_apply_in_person: text('how_to_apply_in_person'),
    how_to_apply: text('how_to_apply'),
    deadline: text('deadline'),
    business_sale_type: text('business_sale_type'),
    business_sale_price: text('business_sale_price'),
    business_sale_price_negotiable: form.has('business_sale_price_negotiable'),
    education_program_fees: text('education_program_fees'),
    education_program_benefits: text('education_program_benefits'),
  };
}

/** The id of a field's input (or its group's first input), to focus it. */
export function fieldId(name: string): string {
  return `post-${name.replace(/_/g, '-')}`;
}
