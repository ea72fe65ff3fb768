import { createRequire } from 'node:module';
import {
  CATEGORIES,
  COMPENSATION_RANGES,
  COMPENSATION_TYPES,
  DEFAULT_COUNTRY,
  JOB_TYPES,
  type Job,
  POST_TYPES,
} from '@gfj/contracts';
import { siteDay } from '@gfj/contracts/site-time';
import { buildMember, formatOptionalDateTime } from '../../http/hydra.ts';
import { iriOf } from '../../http/iri.ts';
import type { JobRow } from './jobs.table.ts';
import { buildDescriptionPreview, presentDescription } from './sanitize-description.ts';

const isoCountries = createRequire(import.meta.url)('i18n-iso-countries') as {
  getName(code: string, lang: string): string | undefined;
};

function named(list: readonly { id: number; name: string }[], ids: readonly number[]) {
  return ids.flatMap((id) => {
    const found = list.find((item) => item.id === id);
    return found ? [{ id: found.id, name: found.name }] : [];
  });
}

/** "Ithaca, NY" in the US, "Lyon, France" abroad, "Remote" for work-from-anywhere jobs. */
export function buildLocationName(
  job: Pick<JobRow, 'city' | 'state' | 'country' | 'workRemote' | 'workLocation'>,
) {
  const isUs = job.country.toUpperCase() === DEFAULT_COUNTRY.code;
  if (job.workLocation === 'anywhere' || (job.workRemote && !job.city)) return 'Remote';
  const countryName = isUs ? DEFAULT_COUNTRY.name : (isoCountries.getName(job.country, 'en') ?? job.country);
  const region = isUs ? job.state : countryName;
  const parts = [job.city, region].filter((p): p is string => Boolean(p?.trim()));
  if (parts.length > 0) return parts.join(', ');
  return job.workRemote ? 'Remote' : countryName;
}

/** A deadline is passed once its whole day is over in New York. */
export function isPastDeadline(deadline: string | null, now: Date = new Date()): boolean {
  return deadline !== null && deadline < siteDay(now);
}

export interface PresentJobOptions {
  isFollower?: boolean;
  /** When the viewer applied through the site (the job item only). */
  appliedOn?: Date | undefined;
  /** The viewer manages the listing (its poster or staff): the poster's IRI and emails are shown. */
  showOwner?: boolean;
  now?: Date;
}

/** The Job resource (contracts jobSchema) as a member; wrap with asItem for an item response. */
export function presentJob(row: JobRow, options: PresentJobOptions = {}): Job {
  const postType = POST_TYPES.find((t) => t.id === row.postTypeId);
  const jobType = JOB_TYPES.find((t) => t.id === row.typeId);
  const ranges = named(COMPENSATION_RANGES, row.compensationRangeIds);
  // Safe even for rows stored before sanitising on write, or by a path that did not.
  const description = presentDescription(row.description);
  return buildMember('Job', iriOf('jobs', row.id), {
    id: row.id,
    post_type: {
      '@id': iriOf('job-post-types', row.postTypeId),
      '@type': 'JobPostType',
      id: row.postTypeId,
      name: postType?.name ?? 'job',
    },
    status: row.status,
    position: row.position,
    slug: row.slug,
    company_name: row.companyName,
    company_website: row.companyWebsite,
    // Private to the poster and staff: the apply address gets applications through the site
    // (never shown, so it is not harvested), the contact address is for staff to reach them.
    company_email: options.showOwner ? row.companyEmail : null,
    company_description: row.companyDescription,
    reuse_company_description: row.reuseCompanyDescription,
    type: jobType?.name,
    type_id: row.typeId,
    business_sale_type: row.businessSaleType,
    business_sale_price: row.businessSalePriceCents,
    business_sale_price_negotiable: row.businessSalePriceNegotiable,
    categories: named(CATEGORIES, row.categoryIds),
    education_program_fees: row.educationProgramFeesCents,
    education_program_benefits: row.educationProgramBenefits,
    compensation: row.compensation,
    compensation_types: named(COMPENSATION_TYPES, row.compensationTypeIds),
    compensation_range: ranges[0],
    compensation_range_job_ranges: ranges,
    work_visa: row.workVisa,
    work_remote: row.workRemote,
    work_location: row.workLocation,
    city: row.city,
    state: row.state,
    zip_code: row.zipCode,
    country: row.country,
    description,
    description_preview: buildDescriptionPreview(description),
    tags: row.tags,
    item_url: `/jobs/${row.id}/${row.slug}`,
    location_name: buildLocationName(row),
    current_user_is_follower: options.isFollower ?? false,
    current_user_applied_on: formatOptionalDateTime(options.appliedOn),
    how_to_apply_email: options.showOwner ? row.howToApplyEmail : null,
    apply_on_site: row.howToApplyEmail !== null && row.howToApplyEmail !== '',
    how_to_apply_online: row.howToApplyOnline,
    how_to_apply_phone: row.howToApplyPhone,
    how_to_apply_in_person: row.howToApplyInPerson,
    how_to_apply: row.howToApply,
    deadline: row.deadline,
    attachments: row.attachments.map((a) => ({
      name: a.name,
      url: a.url,
      size: a.size,
      content_type: a.contentType,
      media_object: a.mediaObjectId === undefined ? undefined : iriOf('media-objects', a.mediaObjectId),
    })),
    pay_period: row.payPeriod === 'hour' || row.payPeriod === 'year' ? row.payPeriod : null,
    pay_min: row.payPeriod ? row.payMin : null,
    pay_max: row.payPeriod ? row.payMax : null,
    awaiting_payment: row.awaitingPaymentAt ? true : null,
    user: options.showOwner && row.ownerId !== null ? iriOf('users', row.ownerId) : null,
    company: row.companyId === null ? null : iriOf('companies', row.companyId),
    company_url: row.companySlug ? `/companies/${row.companySlug}` : null,
    highlighted: row.highlighted,
    moderation_reason: options.showOwner ? row.moderationReason : null,
    submitted_at: options.showOwner ? formatOptionalDateTime(row.submittedAt) : null,
    date_added: formatOptionalDateTime(row.dateAdded),
    date_expire: formatOptionalDateTime(row.dateExpire),
    counter_view: row.counterView,
    counter_email: row.counterEmail,
    past_deadline: isPastDeadline(row.deadline, options.now),
  }) satisfies Job;
}
