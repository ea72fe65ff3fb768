import {
  CATEGORIES,
  deriveCompensation,
  type JobDraftField,
  type JobDraftState,
  PAY_PERIODS,
  type PayPeriod,
  POST_TYPE_IDS,
  UNPAID_TYPE_IDS,
} from '@gfj/contracts';
import { iriOf } from '../../http/iri.ts';
import { buildJobSlug } from './job-slug.ts';
import type { JobAttachment, JobRow, NewJobRow } from './jobs.table.ts';
import { sanitizeDescription, sanitizePlainText } from './sanitize-description.ts';

/** A listing row as the posting form's state (the merge-patch target). */
export function rowToDraftState(row: JobRow): JobDraftState {
  return {
    post_type_id: row.postTypeId,
    company_name: row.companyName || null,
    company_website: row.companyWebsite,
    company_email: row.companyEmail,
    company_description: row.companyDescription,
    reuse_company_description: row.reuseCompanyDescription,
    position: row.position || null,
    type_id: row.typeId,
    categories: row.categoryIds,
    description: row.description || null,
    attachments: row.attachments.flatMap((a) =>
      a.mediaObjectId === undefined ? [] : [iriOf('media-objects', a.mediaObjectId)],
    ),
    work_location: row.workLocation as JobDraftState['work_location'],
    work_remote: row.workRemote,
    work_visa: row.workVisa,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    country: row.country,
    pay_period: (PAY_PERIODS as readonly string[]).includes(row.payPeriod ?? '')
      ? (row.payPeriod as PayPeriod)
      : null,
    pay_min: row.payMin,
    pay_max: row.payMax,
    compensation: row.compensation,
    compensation_types: row.compensationTypeIds.filter((id) => UNPAID_TYPE_IDS.includes(id as never)),
    how_to_apply_email: row.howToApplyEmail,
    how_to_apply_online: row.howToApplyOnline,
    how_to_apply_phone: row.howToApplyPhone,
    how_to_apply_in_person: row.howToApplyInPerson,
    how_to_apply: row.howToApply,
    deadline: row.deadline,
    business_sale_type: row.businessSaleType,
    business_sale_price: row.businessSalePriceCents,
    business_sale_price_negotiable: row.businessSalePriceNegotiable,
    education_program_fees: row.educationProgramFeesCents,
    education_program_benefits: row.educationProgramBenefits,
  };
}

/** Post types 2 and 3 have one job type each (business for sale 7, educational program 8). */
function typeIdFor(state: JobDraftState): number | null {
  if (state.post_type_id === POST_TYPE_IDS.businessForSale) return 7;
  if (state.post_type_id === POST_TYPE_IDS.educationProgram) return 8;
  return state.type_id ?? null;
}

/**
 * The stored columns of a merged draft: rich text sanitised (decision 031: on write), plain texts
 * stripped of markup, the slug from position and company, compensation ids from structured pay,
 * the denormalised category names the search vector weighs. Geocoding and attachments are the
 * caller's (they need the database).
 */
export function draftStateToColumns(
  state: JobDraftState,
  attachments: JobAttachment[],
): Omit<NewJobRow, 'ownerId' | 'status'> {
  const position = state.position ?? '';
  const companyName = state.company_name ?? '';
  const categoryIds = state.categories ?? [];
  const isBusiness = state.post_type_id === POST_TYPE_IDS.businessForSale;
  const isProgram = state.post_type_id === POST_TYPE_IDS.educationProgram;
  const pay = isBusiness ? { compensationTypeIds: [], compensationRangeIds: [] } : deriveCompensation(state);
  const plain = (value: string | null | undefined) => (value ? sanitizePlainText(value) || null : null);
  return {
    postTypeId: state.post_type_id,
    position,
    slug: buildJobSlug(position, companyName),
    companyName,
    companyWebsite: state.company_website ?? null,
    companyEmail: state.company_email ?? null,
    companyDescription: plain(state.company_description),
    reuseCompanyDescription: state.reuse_company_description ?? false,
    typeId: typeIdFor(state),
    businessSaleType: isBusiness ? plain(state.business_sale_type) : null,
    businessSalePriceCents: isBusiness ? (state.business_sale_price ?? null) : null,
    businessSalePriceNegotiable: isBusiness ? (state.business_sale_price_negotiable ?? false) : false,
    categoryIds,
    categoryNames: categoryIds.map((id) => CATEGORIES.find((c) => c.id === id)?.name ?? '').join(' '),
    educationProgramFeesCents: isProgram ? (state.education_program_fees ?? null) : null,
    educationProgramBenefits: isProgram ? plain(state.education_program_benefits) : null,
    compensation: isBusiness ? null : plain(state.compensation),
    compensationTypeIds: pay.compensationTypeIds,
    compensationRangeIds: pay.compensationRangeIds,
    payPeriod: isBusiness ? null : (state.pay_period ?? null),
    payMin: isBusiness || !state.pay_period ? null : (state.pay_min ?? null),
    payMax: isBusiness || !state.pay_period ? null : (state.pay_max ?? null),
    workVisa: state.work_visa ?? false,
    workRemote: state.work_location === 'anywhere' ? true : (state.work_remote ?? false),
    workLocation: state.work_location ?? 'us',
    city: plain(state.city),
    state: state.state ? state.state.toUpperCase() : null,
    zipCode: state.work_location === 'international' ? null : (state.zip_code ?? null),
    country: state.work_location === 'international' ? (state.country ?? 'US') : 'US',
    description: sanitizeDescription(state.description),
    howToApplyEmail: state.how_to_apply_email ?? null,
    howToApplyOnline: state.how_to_apply_online ?? null,
    howToApplyPhone: state.how_to_apply_phone ?? null,
    howToApplyInPerson: plain(state.how_to_apply_in_person),
    howToApply: plain(state.how_to_apply),
    deadline: state.deadline ?? null,
    attachments,
  };
}

/** Fields whose change moves the listing's place, so it is geocoded again. */
export const PLACE_FIELDS: readonly JobDraftField[] = [
  'work_location',
  'city',
  'state',
  'zip_code',
  'country',
];
/** Fields that make up the company page's details. */
export const COMPANY_FIELDS: readonly JobDraftField[] = [
  'company_name',
  'company_website',
  'company_description',
];
