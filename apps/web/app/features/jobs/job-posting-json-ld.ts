import { currencyOfCountry } from '@gfj/contracts/currency';
import type { Job } from '@gfj/contracts/jobs';
import { COMPENSATION_RANGES, JOB_TYPES, POST_TYPES } from '@gfj/contracts/lookups';

const CLOSED_STATUSES = new Set(['expired', 'filled', 'deleted', 'refunded']);

function endOfDay(date: string): string {
  return `${date}T23:59:59Z`;
}

/** The moment the listing stops being valid: the earlier of its expiry and its deadline. */
function computeValidThrough(job: Job, now: Date): string | undefined {
  const candidates = [job.date_expire, job.deadline ? endOfDay(job.deadline) : undefined].filter(
    (value): value is string => value !== undefined,
  );
  const times = candidates.map((value) => Date.parse(value)).filter((time) => !Number.isNaN(time));
  if (times.length === 0) return CLOSED_STATUSES.has(job.status) ? now.toISOString() : undefined;
  let earliest = Math.min(...times);
  // A closed listing must read as no longer valid to search engines (quality-bars: validThrough in the past).
  if (CLOSED_STATUSES.has(job.status) && earliest > now.getTime()) earliest = now.getTime() - 1000;
  return new Date(earliest).toISOString();
}

/** Pay as a range in cents per unit of time; `max` undefined for an open-ended range. */
export interface PayRange {
  min: number;
  max?: number;
  unit: 'HOUR' | 'YEAR';
}

/**
 * The job's pay range: the poster's structured pay (pay_period, pay_min, pay_max in cents) when
 * the job carries it, else the compensation range they picked.
 */
export function payRangeOf(job: Job): PayRange | undefined {
  if (job.pay_period && job.pay_min !== undefined) {
    return {
      min: job.pay_min,
      ...(job.pay_max === undefined ? {} : { max: job.pay_max }),
      unit: job.pay_period === 'hour' ? 'HOUR' : 'YEAR',
    };
  }
  const id = job.compensation_range?.id;
  const range = id === undefined ? undefined : COMPENSATION_RANGES.find((r) => r.id === id);
  if (!range) return undefined;
  return { min: range.min, ...(range.max === null ? {} : { max: range.max }), unit: range.unit };
}

/** A range where pay is known and the job's country tells the currency; nothing otherwise. */
function buildBaseSalary(job: Job) {
  const pay = payRangeOf(job);
  const currency = currencyOfCountry(job.country);
  if (!pay || !currency) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency,
    value: {
      '@type': 'QuantitativeValue',
      minValue: pay.min / 100,
      ...(pay.max === undefined ? {} : { maxValue: pay.max / 100 }),
      unitText: pay.unit,
    },
  };
}

function buildLocation(job: Job) {
  if (job.work_remote) {
    // "anywhere" is the remote scope itself (core 3); applicants are expected where the job is based.
    return {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: job.country || 'US' },
    };
  }
  const address = Object.fromEntries(
    Object.entries({
      '@type': 'PostalAddress',
      addressLocality: job.city,
      addressRegion: job.state,
      postalCode: job.zip_code,
      addressCountry: job.country,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { jobLocation: { '@type': 'Place', address } };
}

function organization(job: Job) {
  return {
    '@type': 'Organization',
    name: job.company_name,
    ...(job.company_website ? { sameAs: job.company_website } : {}),
  };
}

/** The on-site application form is the way to apply: an apply email, and the job still open. */
function appliesOnSite(job: Job): boolean {
  return Boolean(job.apply_on_site) && job.status === 'approved' && !job.past_deadline;
}

interface JsonLdOptions {
  url: string;
  siteUrl: string;
  now?: Date;
}

/** A job (core 3): schema.org JobPosting (quality-bars: Search engines and sharing). */
function buildJobPosting(job: Job, options: JsonLdOptions, now: Date) {
  const employmentType = JOB_TYPES.find((type) => type.id === job.type_id)?.schemaOrg;
  const validThrough = computeValidThrough(job, now);
  const baseSalary = buildBaseSalary(job);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.position,
    description: job.description,
    ...(job.date_added ? { datePosted: job.date_added } : {}),
    ...(validThrough ? { validThrough } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: organization(job),
    ...buildLocation(job),
    ...(baseSalary ? { baseSalary } : {}),
    ...(appliesOnSite(job) ? { directApply: true } : {}),
    identifier: { '@type': 'PropertyValue', name: 'Good Food Jobs', value: String(job.id) },
    url: options.url,
  };
}

function price(cents: number | undefined, currency: string | undefined) {
  return cents === undefined || !currency ? {} : { price: (cents / 100).toFixed(2), priceCurrency: currency };
}

/** A business for sale is not a job: an Offer of the business (schema.org Product). */
function buildBusinessOffer(job: Job, options: JsonLdOptions, now: Date) {
  const validThrough = computeValidThrough(job, now);
  const isOpen = job.status === 'approved' && !(validThrough && Date.parse(validThrough) < now.getTime());
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: job.position,
    description: job.description,
    url: options.url,
    ...price(job.business_sale_price, currencyOfCountry(job.country)),
    availability: isOpen ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    ...(validThrough ? { priceValidUntil: validThrough.slice(0, 10) } : {}),
    itemOffered: {
      '@type': 'Product',
      name: job.position,
      ...(job.business_sale_type ? { category: job.business_sale_type } : {}),
    },
    seller: organization(job),
  };
}

/** An education program: schema.org EducationalOccupationalProgram, its fees as an Offer. */
function buildEducationProgram(job: Job, options: JsonLdOptions) {
  const currency = currencyOfCountry(job.country);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name: job.position,
    description: job.description,
    url: options.url,
    provider: { ...organization(job), '@type': 'EducationalOrganization' },
    ...(job.deadline ? { applicationDeadline: job.deadline } : {}),
    ...(job.education_program_fees !== undefined && currency
      ? { offers: { '@type': 'Offer', category: 'Tuition', ...price(job.education_program_fees, currency) } }
      : {}),
    identifier: { '@type': 'PropertyValue', name: 'Good Food Jobs', value: String(job.id) },
  };
}

const POST_TYPE = {
  businessForSale: POST_TYPES.find((t) => t.name === 'business for sale')?.id,
  educationProgram: POST_TYPES.find((t) => t.name === 'education program')?.id,
};

/**
 * The structured data of a listing page, matching what the page shows: a JobPosting for jobs
 * only; a business for sale is an Offer, an education program an EducationalOccupationalProgram.
 */
export function buildListingJsonLd(job: Job, options: JsonLdOptions) {
  const now = options.now ?? new Date();
  if (job.post_type.id === POST_TYPE.businessForSale) return buildBusinessOffer(job, options, now);
  if (job.post_type.id === POST_TYPE.educationProgram) return buildEducationProgram(job, options);
  return buildJobPosting(job, options, now);
}

/** The JobPosting of a job (what buildListingJsonLd gives for the job post type). */
export function buildJobPostingJsonLd(job: Job, options: JsonLdOptions) {
  return buildJobPosting(job, options, options.now ?? new Date());
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
