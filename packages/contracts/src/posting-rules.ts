import type { Violation } from './hydra.ts';
import { COMPENSATION_RANGES, DEFAULT_COUNTRY, PAID_COMPENSATION_TYPE } from './lookups.ts';
import {
  JOB_DRAFT_FIELDS,
  JOB_TYPE_IDS_BY_POST_TYPE,
  type JobDraftField,
  type JobDraftFields,
  jobDraftFieldsSchema,
  POSTING_LIMITS,
  POSTING_MESSAGES,
  UNPAID_TYPE_IDS,
} from './posting-fields.ts';
import { US_STATE_CODES } from './us-states.ts';

/** A listing's whole writable state (merged draft): its fields plus its post type id (1, 2, 3). */
export type JobDraftState = Partial<JobDraftFields> & { post_type_id: number };

export const POST_TYPE_IDS = { job: 1, businessForSale: 2, educationProgram: 3 } as const;
const INTERNSHIP_TYPE_ID = 4;

/** Keeps the first violation of each field: a form shows one line per field. */
function firstPerField(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  return violations.filter((v) => {
    if (seen.has(v.propertyPath)) return false;
    seen.add(v.propertyPath);
    return true;
  });
}

/**
 * Parses each field on its own, so one bad field does not hide the others' values: the form's
 * autosave keeps every valid field, and the API answers every violation at once.
 */
export function parseJobDraftFields(input: Record<string, unknown>): {
  data: Partial<JobDraftFields>;
  violations: Violation[];
} {
  const data: Record<string, unknown> = {};
  const violations: Violation[] = [];
  for (const key of JOB_DRAFT_FIELDS) {
    if (!(key in input)) continue;
    const result = jobDraftFieldsSchema.shape[key].safeParse(input[key]);
    if (result.success) {
      data[key] = result.data;
      continue;
    }
    for (const issue of result.error.issues) {
      const path = [key, ...issue.path].filter((p, i) => i === 0 || typeof p !== 'number');
      violations.push({ propertyPath: path.join('.'), message: issue.message });
    }
  }
  return { data: data as Partial<JobDraftFields>, violations: firstPerField(violations) };
}

interface CrossRule {
  /** The fields the rule reads: a save runs it when it changes one of them. */
  keys: readonly (JobDraftField | 'post_type')[];
  check(state: JobDraftState): Violation | undefined;
}

const has = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Rules across fields, applied on every save (product-decisions: Listings, the wage floor). */
const CROSS_RULES: readonly CrossRule[] = [
  {
    keys: ['pay_period', 'pay_min'],
    check: (s) => {
      if (!has(s.pay_min)) return undefined;
      if (s.pay_period === 'hour' && s.pay_min < POSTING_LIMITS.minimumHourlyCents) {
        return { propertyPath: 'pay_min', message: POSTING_MESSAGES.hourlyFloor };
      }
      if (s.pay_period === 'year' && s.pay_min < POSTING_LIMITS.minimumYearlyCents) {
        return { propertyPath: 'pay_min', message: POSTING_MESSAGES.yearlyFloor };
      }
      return undefined;
    },
  },
  {
    keys: ['pay_period', 'pay_min', 'pay_max'],
    check: (s) =>
      (has(s.pay_min) || has(s.pay_max)) && !has(s.pay_period)
        ? { propertyPath: 'pay_period', message: POSTING_MESSAGES.payPeriodRequired }
        : undefined,
  },
  {
    keys: ['pay_min', 'pay_max'],
    check: (s) =>
      has(s.pay_max) && !has(s.pay_min)
        ? { propertyPath: 'pay_min', message: POSTING_MESSAGES.payMinRequired }
        : has(s.pay_max) && has(s.pay_min) && s.pay_max < s.pay_min
          ? { propertyPath: 'pay_max', message: POSTING_MESSAGES.payMaxBelowMin }
          : undefined,
  },
  {
    keys: ['compensation_types', 'type_id', 'post_type'],
    check: (s) =>
      (s.compensation_types?.length ?? 0) > 0 && !mayBeUnpaid(s)
        ? { propertyPath: 'compensation_types', message: POSTING_MESSAGES.unpaidNotAllowed }
        : undefined,
  },
  {
    keys: ['type_id', 'post_type'],
    check: (s) =>
      has(s.type_id) && !(JOB_TYPE_IDS_BY_POST_TYPE[s.post_type_id] ?? []).includes(s.type_id)
        ? { propertyPath: 'type_id', message: POSTING_MESSAGES.typeNotForPostType }
        : undefined,
  },
  {
    // The form offers a list; the API takes any text, so a listing in the US could say "ZZ".
    keys: ['state', 'work_location'],
    check: (s) =>
      (s.work_location ?? 'us') === 'us' && has(s.state) && !US_STATE_CODES.has(s.state)
        ? { propertyPath: 'state', message: POSTING_MESSAGES.invalidSelection }
        : undefined,
  },
  {
    keys: ['categories'],
    check: (s) =>
      (s.categories?.length ?? 0) > POSTING_LIMITS.maxCategories
        ? { propertyPath: 'categories', message: POSTING_MESSAGES.tooManyCategories }
        : undefined,
  },
];

/** Internships/apprenticeships and education programs may be unpaid (product-decisions: Listings). */
export function mayBeUnpaid(state: Pick<JobDraftState, 'type_id' | 'post_type_id'>): boolean {
  return state.type_id === INTERNSHIP_TYPE_ID || state.post_type_id === POST_TYPE_IDS.educationProgram;
}

/**
 * The cross-field rules on a merged draft. With `touched`, only the rules that read a changed
 * field run, so a save of one field is never refused for a rule it did not touch.
 */
export function checkJobDraftRules(state: JobDraftState, touched?: ReadonlySet<string>): Violation[] {
  const rules = touched ? CROSS_RULES.filter((r) => r.keys.some((k) => touched.has(k))) : CROSS_RULES;
  return firstPerField(rules.flatMap((rule) => rule.check(state) ?? []));
}

/** The text of HTML, enough to tell an empty editor (`<p></p>`) from a description. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

function required(state: JobDraftState, key: JobDraftField): Violation | undefined {
  const value = state[key];
  const isBlank = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return isBlank ? { propertyPath: key, message: POSTING_MESSAGES.required } : undefined;
}

function placeViolations(s: JobDraftState): (Violation | undefined)[] {
  const scope = s.work_location ?? 'us';
  if (scope === 'anywhere') return [];
  if (scope === 'international') {
    const country = s.country ?? DEFAULT_COUNTRY.code;
    return [
      required(s, 'city'),
      country === DEFAULT_COUNTRY.code
        ? { propertyPath: 'country', message: POSTING_MESSAGES.invalidCountry }
        : undefined,
    ];
  }
  if (s.work_remote && !has(s.city)) return [];
  return [required(s, 'city'), required(s, 'state')];
}

function payViolations(s: JobDraftState): (Violation | undefined)[] {
  if (s.post_type_id === POST_TYPE_IDS.businessForSale) return [];
  const hasPay = has(s.pay_period) && has(s.pay_min);
  const hasUnpaid = (s.compensation_types?.length ?? 0) > 0;
  if (hasPay || s.post_type_id === POST_TYPE_IDS.educationProgram) return [];
  if (mayBeUnpaid(s)) {
    return hasUnpaid ? [] : [{ propertyPath: 'pay_period', message: POSTING_MESSAGES.compensationRequired }];
  }
  return [
    has(s.pay_period)
      ? undefined
      : { propertyPath: 'pay_period', message: POSTING_MESSAGES.payPeriodRequired },
    has(s.pay_min) ? undefined : { propertyPath: 'pay_min', message: POSTING_MESSAGES.payMinRequired },
  ];
}

/**
 * What a listing needs before it is submitted (issue 14: completeness at submission), besides the
 * field and cross-field rules; `today` is the site's calendar day (YYYY-MM-DD).
 */
export function checkJobCompleteness(state: JobDraftState, today: string): Violation[] {
  const s = state;
  const howToApply = [
    s.how_to_apply_email,
    s.how_to_apply_online,
    s.how_to_apply_phone,
    s.how_to_apply_in_person,
    s.how_to_apply,
  ].some((v) => has(v) && v.trim() !== '');
  const violations: (Violation | undefined)[] = [
    required(s, 'company_name'),
    required(s, 'company_email'),
    required(s, 'position'),
    s.post_type_id === POST_TYPE_IDS.job ? required(s, 'type_id') : undefined,
    (s.categories?.length ?? 0) === 0
      ? { propertyPath: 'categories', message: POSTING_MESSAGES.categoriesRequired }
      : undefined,
    isBlankHtml(s.description)
      ? { propertyPath: 'description', message: POSTING_MESSAGES.required }
      : undefined,
    ...placeViolations(s),
    ...payViolations(s),
    s.post_type_id === POST_TYPE_IDS.businessForSale ? required(s, 'business_sale_type') : undefined,
    s.post_type_id === POST_TYPE_IDS.businessForSale &&
    !has(s.business_sale_price) &&
    !s.business_sale_price_negotiable
      ? { propertyPath: 'business_sale_price', message: POSTING_MESSAGES.priceOrNegotiable }
      : undefined,
    howToApply
      ? undefined
      : { propertyPath: 'how_to_apply_email', message: POSTING_MESSAGES.howToApplyRequired },
    has(s.deadline) && s.deadline < today
      ? { propertyPath: 'deadline', message: POSTING_MESSAGES.deadlinePast }
      : undefined,
  ];
  return firstPerField([
    ...violations.filter((v): v is Violation => v !== undefined),
    ...checkJobDraftRules(state),
  ]);
}

/** The order fields appear in on the form, so a list of violations can focus the first one. */
export const POSTING_FIELD_ORDER: readonly string[] = [
  'post_type',
  'company_name',
  'company_website',
  'company_email',
  'company_description',
  'position',
  'type_id',
  'categories',
  'description',
  'attachments',
  'work_location',
  'city',
  'state',
  'zip_code',
  'country',
  'pay_period',
  'pay_min',
  'pay_max',
  'compensation_types',
  'compensation',
  'business_sale_type',
  'business_sale_price',
  'education_program_fees',
  'education_program_benefits',
  'how_to_apply_email',
  'how_to_apply_online',
  'how_to_apply_phone',
  'how_to_apply_in_person',
  'how_to_apply',
  'deadline',
];

/**
 * The spec's compensation types and ranges from structured pay (issue 14), so the search filters
 * keep working: the paid type of the period, every range the pay reaches, and the unpaid types.
 * The lowest range of each kind is open below ("$35,568*" predates the wage floor).
 */
export function deriveCompensation(
  state: Pick<JobDraftState, 'pay_period' | 'pay_min' | 'pay_max' | 'compensation_types'>,
): { compensationTypeIds: number[]; compensationRangeIds: number[] } {
  const unpaid = state.compensation_types ?? [];
  if (!has(state.pay_period) || !has(state.pay_min)) {
    return { compensationTypeIds: [...unpaid], compensationRangeIds: [] };
  }
  const typeId =
    state.pay_period === 'hour' ? PAID_COMPENSATION_TYPE.hourly : PAID_COMPENSATION_TYPE.salaried;
  const low = state.pay_min;
  const high = Math.max(low, state.pay_max ?? low);
  const ranges = COMPENSATION_RANGES.filter((r) => r.compensationTypeId === typeId);
  const lowest = Math.min(...ranges.map((r) => r.min));
  const reached = ranges.filter(
    (r) => (r.min === lowest || r.min <= high) && (r.max === null || low < r.max),
  );
  return {
    compensationTypeIds: [typeId, ...unpaid].sort((a, b) => a - b),
    compensationRangeIds: reached.map((r) => r.id),
  };
}

/**
 * `compensation_types` as a Job reads them also hold the paid type (hourly or salaried) that its
 * pay gives (deriveCompensation), so a write may send them back unchanged (decision 074): the paid
 * id is not stored (the pay decides it), or is refused like any choice outside the list when the
 * pay, as the write leaves it, gives another one or none. The fields to merge, and that violation.
 */
export function withoutDerivedPayType(
  base: JobDraftState,
  fields: Partial<JobDraftFields>,
): { fields: Partial<JobDraftFields>; violation?: Violation } {
  const ids = fields.compensation_types;
  if (!ids) return { fields };
  const isUnpaid = (id: number) => (UNPAID_TYPE_IDS as readonly number[]).includes(id);
  const kept = { ...fields, compensation_types: ids.filter(isUnpaid) };
  const paid = ids.filter((id) => !isUnpaid(id));
  if (paid.length === 0) return { fields: kept };
  const state = { ...base, ...kept };
  const given =
    state.post_type_id === POST_TYPE_IDS.businessForSale ? [] : deriveCompensation(state).compensationTypeIds;
  if (paid.every((id) => given.includes(id))) return { fields: kept };
  return {
    fields: kept,
    violation: { propertyPath: 'compensation_types', message: POSTING_MESSAGES.invalidSelection },
  };
}
